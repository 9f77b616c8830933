import { addMonths, amsterdamToday } from '@hostportaal/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { companySettings } from '../../src/db/schema/index.ts';
import { insertPackage } from '../../src/db/seed/package-factory.ts';
import { demoCompany } from '../../src/db/seed/portal-seed.ts';
import { billDueSubscriptions } from '../../src/modules/billing/billing-run.ts';

/**
 * `count` customers in one statement, each with a valid SEPA mandate and a monthly subscription of EUR 10
 * excl. VAT whose first period starts on `firstPeriodStart` (so every month since is due). Set-based,
 * because a fault test needs an operation big enough to be caught half-way.
 */
export async function insertBulkCustomers(
  db: Db,
  input: { count: number; firstPeriodStart: string },
): Promise<void> {
  await db
    .insert(companySettings)
    .values({ id: 1, ...demoCompany })
    .onConflictDoNothing();
  const pkg = await insertPackage(db, { priceMonthlyCents: 1000 });
  await db.execute(sql`
    with numbers as (select n from generate_series(1, ${input.count}::int) n),
    customers as (
      insert into users (email, password_hash, firstname, lastname, street, house_number, zipcode, city,
        is_email_verified)
      select 'klant' || n || '@faults.test', 'no-login', 'Klant', 'Nummer ' || n, 'Dorpsstraat', n::text,
        '6711 AB', 'Ede', true
      from numbers
      returning id, lastname
    ),
    mandates as (
      insert into sepa_mandates (user_id, reference, iban, bic, account_holder, signed_at, signature_method)
      select id, 'HP-MND-F' || replace(lastname, 'Nummer ', ''), 'NL91ABNA0417164300', 'ABNANL2A',
        'Klant ' || lastname, ${input.firstPeriodStart}::date, 'web_consent'
      from customers
      returning id, user_id
    )
    insert into subscriptions (user_id, package_id, mandate_id, title, plan_name, interval, price_cents,
      start_date, next_billing_date, billing_anchor_date)
    select user_id, ${pkg.id}::uuid, id, ${pkg.name}, ${pkg.name}, 'monthly', 1000,
      ${input.firstPeriodStart}::date, ${input.firstPeriodStart}::date, ${input.firstPeriodStart}::date
    from mandates`);
}

/**
 * `customers × periods` open SEPA invoices of EUR 12.10 that a direct debit may collect now: billed by the
 * billing run, due today, and e-mailed (the pre-notification) three weeks ago.
 */
export async function insertInvoicesDueForCollection(
  db: Db,
  input: { customers: number; periods: number },
): Promise<number> {
  const now = new Date();
  const today = amsterdamToday(now);
  await insertBulkCustomers(db, {
    count: input.customers,
    firstPeriodStart: addMonths(today, 1 - input.periods),
  });
  const { invoicesCreated } = await billDueSubscriptions(db, { today, now });
  await db.execute(sql`update invoices set due_date = issue_date, sent_at = now() - interval '21 days'`);
  return invoicesCreated;
}
