import { EU_COUNTRY_CODES } from '@hostportaal/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { BillingRunFlag } from '../../db/schema/index.ts';
import { applyAvailableCredit } from '../account-credit/apply-available-credit.ts';
import { getCompanySettings } from '../company/company-settings.ts';
import { completeAddressCondition } from '../profile/complete-address.ts';
import {
  billLeavingOutRefused,
  type FailedSubscription,
  INCOMPLETE_ADDRESS_REASON,
  refusedFlags,
} from './billing-run-flags.ts';
import { continuableBillingRun, finishBillingRun, startBillingRun } from './billing-run-record.ts';

export type BillingRunResult = {
  runId: string;
  invoicesCreated: number;
  totalCents: number;
  flagged: BillingRunFlag[];
};

type BillingScope = {
  today: string;
  now: Date;
  subscriptionIds?: string[];
  /** Subscriptions the database refused to invoice earlier in this run: left out of the later passes. */
  excluded?: string[];
};

// A subscription far behind (paused for long, restored from a backup) is billed one period per pass.
const MAX_PERIODS_PER_RUN = 36;

const euCountries = sql.raw(`array[${EU_COUNTRY_CODES.map((code) => `'${code}'`).join(',')}]::text[]`);

const uuidArray = (ids: string[]) => `{${ids.join(',')}}`;

function scopeFilter(scope: BillingScope) {
  const only = scope.subscriptionIds
    ? sql`and s.id = any(${uuidArray(scope.subscriptionIds)}::uuid[])`
    : sql``;
  const except = scope.excluded?.length ? sql`and s.id <> all(${uuidArray(scope.excluded)}::uuid[])` : sql``;
  return sql`${only} ${except}`;
}

// Subscriptions `s` whose current period has come and is not invoiced yet.
function dueCondition(scope: BillingScope) {
  return sql`s.next_billing_date <= ${scope.today}::date
    and s.status in ('active', 'payment_pending', 'suspended', 'pending')
    and s.service_status not in ('paused', 'cancelled_active', 'cancelled_expired')
    and (s.end_date is null or s.next_billing_date <= s.end_date)
    and not exists (
      select 1 from invoices i
      where i.subscription_id = s.id and i.period_start = s.next_billing_date and i.kind = 'invoice')
    ${scopeFilter(scope)}`;
}

// A package, price or interval change takes effect when the period it was planned for starts; an interval
// change restarts the period count from that date so later periods follow the new interval.
async function applyPendingChanges(db: DbOrTx, scope: BillingScope): Promise<void> {
  await db.execute(sql`
    update subscriptions s set
      package_id = (s.pending_change->>'packageId')::uuid,
      title = s.pending_change->>'title',
      plan_name = s.pending_change->>'planName',
      price_cents = (s.pending_change->>'priceCents')::int,
      sale_price_cents = null,
      billing_anchor_date = case
        when (s.pending_change->>'interval')::billing_interval <> s.interval then s.next_billing_date
        else s.billing_anchor_date end,
      interval = (s.pending_change->>'interval')::billing_interval,
      pending_change = null,
      updated_at = ${scope.now}
    where s.pending_change is not null
      and (s.pending_change->>'effectiveDate')::date <= s.next_billing_date
      and s.next_billing_date <= ${scope.today}::date
      ${scopeFilter(scope)}`);
}

/**
 * One pass: one invoice for the current period of every due subscription, numbered without gaps. The
 * year rows of both number series are locked first, so two runs (two instances, or a double click)
 * queue behind each other; the second then finds nothing due, and the unique index on
 * (subscription, period start) is the last line of defence.
 */
async function billOnePeriod(
  db: DbOrTx,
  scope: BillingScope & { runId: string; paymentTermDays: number },
): Promise<{ created: number; totalCents: number }> {
  const year = Number(scope.today.slice(0, 4));
  const lockSeries = async (table: 'invoice_number_series' | 'payment_reference_series') => {
    const name = sql.raw(table);
    await db.execute(
      sql`insert into ${name} (year, last_sequence) values (${year}, 0) on conflict do nothing`,
    );
    const result = await db.execute(sql`select last_sequence from ${name} where year = ${year} for update`);
    return Number((result.rows[0] as { last_sequence: number }).last_sequence);
  };
  const lastInvoiceSequence = await lockSeries('invoice_number_series');
  const lastReferenceSequence = await lockSeries('payment_reference_series');

  const inserted = await db.execute(sql`
    with due as (
      select s.id, s.user_id, s.package_id, s.title, s.interval,
        coalesce(s.sale_price_cents, s.price_cents) as net_cents,
        s.next_billing_date as period_start,
        case s.interval when 'monthly' then 1 when 'quarterly' then 3 when 'half-yearly' then 6 else 12 end
          as months,
        s.billing_anchor_date as anchor,
        p.vat_rate_bp,
        u.firstname, u.lastname, u.company, u.street, u.house_number, u.zipcode, u.city, u.country,
        u.vat_id, u.email, u.kvk_number, u.purchase_reference,
        m.id as mandate_id
      from subscriptions s
      join packages p on p.id = s.package_id
      join users u on u.id = s.user_id
      left join sepa_mandates m on m.id = s.mandate_id and m.status = 'valid'
      -- An invoice names the customer's address (art. 35a Wet OB): without it the period waits, flagged.
      where ${dueCondition(scope)} and ${completeAddressCondition}
    ),
    -- Periods count from the anchor, so the 31st stays the last day of shorter months without drifting.
    periods as (
      select due.*,
        (extract(year from age(period_start, anchor)) * 12 + extract(month from age(period_start, anchor)))::int
          / months + 1 as next_index
      from due
    ),
    bounded as (
      select periods.*,
        case when (anchor + make_interval(months => next_index * months))::date > period_start
          then (anchor + make_interval(months => next_index * months))::date
          else (anchor + make_interval(months => (next_index + 1) * months))::date
        end as next_period_start,
        (country <> 'NL' and country = any(${euCountries}) and coalesce(btrim(vat_id), '') <> '')
          as reverse_charge
      from periods
    ),
    priced as (
      select bounded.*,
        case when reverse_charge then 0 else vat_rate_bp end as line_vat_bp,
        -- The rounding of invoicedPrice (packages/domain), which the shop shows: half up, per line.
        case when reverse_charge then 0 else round(net_cents * vat_rate_bp / 10000.0)::int end as vat_cents,
        ${lastInvoiceSequence} + row_number() over (order by user_id, id) as invoice_sequence,
        ${lastReferenceSequence} + row_number() over (order by user_id, id) as reference_sequence
      from bounded
    )
    insert into invoices (
      invoice_number, year, sequence, kind, user_id, subscription_id, package_id, status, description,
      issue_date, due_date, period_start, period_end, subtotal_cents, vat_cents, total_cents, paid_cents,
      reverse_charge, customer, payment_type, mandate_id, payment_reference, billing_run_id, created_at)
    select
      -- lpad cuts longer strings: the width grows with the number (2026-1000000, PAY-2026-10000).
      ${year}::text || '-' || lpad(invoice_sequence::text, greatest(6, length(invoice_sequence::text)), '0'),
      ${year}, invoice_sequence, 'invoice', user_id, id, package_id, 'open', title,
      ${scope.today}::date, ${scope.today}::date + ${scope.paymentTermDays}::int,
      period_start, next_period_start - 1, net_cents, vat_cents, net_cents + vat_cents, 0,
      reverse_charge,
      jsonb_build_object('name', firstname || ' ' || lastname, 'company', company, 'street', street,
        'houseNumber', house_number, 'zipcode', zipcode, 'city', city, 'country', country,
        'vatId', vat_id, 'email', email, 'kvkNumber', nullif(btrim(kvk_number), ''),
        'purchaseReference', nullif(btrim(purchase_reference), '')),
      case when mandate_id is null then 'bank_transfer'::payment_type else 'sepa'::payment_type end,
      mandate_id,
      'PAY-' || ${year}::text || '-'
        || lpad(reference_sequence::text, greatest(4, length(reference_sequence::text)), '0'),
      ${scope.runId}::uuid, ${scope.now}
    from priced
    returning id, user_id, total_cents`);
  const created = inserted.rows.length;
  if (created === 0) return { created: 0, totalCents: 0 };
  const totalCents = (inserted.rows as { total_cents: number }[]).reduce(
    (sum, row) => sum + Number(row.total_cents),
    0,
  );

  await db.execute(sql`
    update invoice_number_series set last_sequence = last_sequence + ${created} where year = ${year}`);
  await db.execute(sql`
    update payment_reference_series set last_sequence = last_sequence + ${created} where year = ${year}`);

  await db.execute(sql`
    insert into invoice_lines (invoice_id, position, description, period_start, period_end, quantity,
      unit_price_cents, vat_rate_bp, net_cents, vat_cents, total_cents)
    select i.id, 1, i.description, i.period_start, i.period_end, 1, i.subtotal_cents,
      case when i.reverse_charge then 0 else p.vat_rate_bp end, i.subtotal_cents, i.vat_cents, i.total_cents
    from invoices i join packages p on p.id = i.package_id
    where i.billing_run_id = ${scope.runId}::uuid
      and not exists (select 1 from invoice_lines l where l.invoice_id = i.id)`);

  // The next period starts the day after this one ends; a subscription that was waiting for its start
  // date is active from its first invoice on.
  await db.execute(sql`
    update subscriptions s set
      next_billing_date = i.period_end + 1,
      status = case when s.status = 'pending' then 'active'::subscription_status else s.status end,
      service_status = case when s.service_status = 'pending' then 'active'::service_status
        else s.service_status end,
      updated_at = ${scope.now}
    from invoices i
    where i.billing_run_id = ${scope.runId}::uuid and i.subscription_id = s.id
      and i.period_start = s.next_billing_date and i.kind = 'invoice'`);

  // Account credit (an overpayment, a credit note on a paid invoice) settles the new invoices first, oldest
  // claims before them: the claim lifecycle's account-credit payment (issue 27, case 7).
  const customers = [...new Set((inserted.rows as { user_id: string }[]).map((row) => row.user_id))];
  await applyAvailableCredit(db, { userIds: customers }, { id: null, now: scope.now });
  return { created, totalCents };
}

/**
 * What stayed due after the passes because the customer's address is incomplete. Those periods are
 * invoiced by a later run, one by one from the first, once the address is there.
 */
async function findFlaggedSubscriptions(db: DbOrTx, scope: BillingScope): Promise<BillingRunFlag[]> {
  const result = await db.execute<{ subscription_id: string; user_id: string; customer_name: string }>(sql`
    select s.id as subscription_id, s.user_id, u.firstname || ' ' || u.lastname as customer_name
    from subscriptions s
    join users u on u.id = s.user_id
    where ${dueCondition(scope)} and not ${completeAddressCondition}
    order by u.lastname, u.firstname, u.id, s.id`);
  return result.rows.map((row) => ({
    subscriptionId: row.subscription_id,
    userId: row.user_id,
    customerName: row.customer_name,
    code: 'address_incomplete' as const,
    reason: INCOMPLETE_ADDRESS_REASON,
  }));
}

/** The subscriptions a pass would invoice now (those with an address), for finding the one it cannot. */
async function dueSubscriptionIds(db: DbOrTx, scope: BillingScope): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    select s.id from subscriptions s join users u on u.id = s.user_id
    where ${dueCondition(scope)} and ${completeAddressCondition}
    order by s.user_id, s.id`);
  return result.rows.map((row) => row.id);
}

/**
 * Invoices every subscription whose billing date has come (or only the given ones), one invoice per
 * period, catching up period by period. Each pass is one transaction of set-based statements, so a
 * crash leaves either a whole pass or nothing. A subscription of a customer without a complete address
 * is not invoiced but flagged on the run; so is one whose row the database refuses (a price out of range,
 * a broken planned change): the pass is repeated without it, so one record never stops the run (issue 26).
 * With a runId (the job of a run started on demand, or its retry) it goes on with that run while it is
 * running; otherwise it starts one, refused with billing_run_in_progress while another runs (issue 27).
 */
export async function billDueSubscriptions(
  db: DbOrTx,
  input: BillingScope & { triggeredBy?: string | null; runId?: string },
): Promise<BillingRunResult> {
  const company = await getCompanySettings(db);
  const continued = input.runId ? await continuableBillingRun(db, input.runId, input.now) : null;
  if (continued?.status === 'finished') {
    const { id, invoicesCreated, totalCents, flagged } = continued;
    return { runId: id, invoicesCreated, totalCents, flagged };
  }
  const runId =
    continued?.id ??
    (await startBillingRun(db, { ...input, scoped: input.subscriptionIds !== undefined })).id;
  let invoicesCreated = 0;
  let totalCents = 0;
  const refused: FailedSubscription[] = [];
  try {
    for (let pass = 0; pass < MAX_PERIODS_PER_RUN; pass++) {
      const scope = {
        ...input,
        runId,
        paymentTermDays: company.paymentTermDays,
        excluded: refused.map((item) => item.subscriptionId),
      };
      const billPass = (subscriptionIds?: string[]) =>
        db.transaction(async (tx) => {
          const passScope = subscriptionIds ? { ...scope, subscriptionIds } : scope;
          await applyPendingChanges(tx, passScope);
          return billOnePeriod(tx, passScope);
        });
      let result: { created: number; totalCents: number };
      try {
        result = await billPass();
      } catch {
        const isolated = await billLeavingOutRefused(await dueSubscriptionIds(db, scope), billPass);
        refused.push(...isolated.failed);
        result = isolated;
      }
      invoicesCreated += result.created;
      totalCents += result.totalCents;
      if (result.created === 0) break;
    }
  } catch (error) {
    await finishBillingRun(db, runId, { status: 'failed', error: (error as Error).message });
    throw error;
  }
  const flagged = [...(await findFlaggedSubscriptions(db, input)), ...(await refusedFlags(db, refused))];
  // A retried job continues an earlier attempt of the same run: count everything the run made.
  const totals = await finishBillingRun(db, runId, { status: 'finished', error: null, flagged });
  return {
    runId,
    invoicesCreated: totals?.invoicesCreated ?? invoicesCreated,
    totalCents: totals?.totalCents ?? totalCents,
    flagged,
  };
}
