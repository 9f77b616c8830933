import type { ErrorParams, ErrorReason, SkippedItem } from '@hostportaal/contract';
import { amsterdamToday, formatDateLong, type IsoDate } from '@hostportaal/domain';
import { sql } from 'drizzle-orm';
import { AppError, refusal, refusedItem, skippedOrThrow } from '../../app-error.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { CollectionLetter } from '../../db/schema/index.ts';
import type { PayLinks } from '../online-payments/pay-links.ts';
import { caseRows, customerCasesOf, loadDunningCustomer } from './customer-cases.ts';
import type { DunningPlan } from './dunning-plan.ts';
import { getDunningSettings } from './dunning-settings.ts';
import { type CustomerCase, type DunningCustomer, executeDunningPlan } from './dunning-steps.ts';
import { customerOfSubscription } from './letter-changes.ts';
import { syncCollectionCases } from './sync-collection-cases.ts';

// What staff start by hand (Collection Center, Incasso Beheer, generate-letter): the same steps as the
// daily run, with the same legal checks, in a transaction that waits for the customer's cases.

export type StaffActor = { id: string; now: Date };

const emptyPlan = (): DunningPlan => ({
  firstReminder: [],
  secondReminder: [],
  finalNotice: [],
  suspend: [],
  collection: [],
});

function conflict(reason: ErrorReason, message: string, params?: ErrorParams): AppError {
  return refusal('CONFLICT', reason, message, params);
}

const caseNotOpen = () => refusal('NOT_FOUND', 'case_not_open', 'Dossier niet gevonden of al afgesloten');

/** The notice claims: every claim in default no notice covers (DOMAIN-NL §1: together, fee on the sum). */
function planNotice(customer: DunningCustomer, cases: CustomerCase[]): DunningPlan {
  // Art. 6:96 lid 6 BW protects consumers; a business owes the fee without this letter.
  if (customer.isBusiness)
    throw conflict(
      'notice_business_customer',
      'Een 14-dagenbrief is alleen voor consumenten; een zakelijke klant is de incassokosten zonder deze brief verschuldigd.',
    );
  const open = cases.filter((item) => item.notice === null && item.stage !== 'legal_action');
  if (open.length === 0) {
    const sent = cases.find((item) => item.notice !== null);
    throw sent?.notice
      ? conflict(
          'notice_already_sent',
          `Voor de openstaande facturen is al 14-dagenbrief ${sent.notice.letterNumber} verstuurd.`,
          { letter: sent.notice.letterNumber },
        )
      : conflict(
          'notice_nothing_overdue',
          'Er staat niets achterstallig waarvoor een 14-dagenbrief kan worden verstuurd.',
        );
  }
  return { ...emptyPlan(), finalNotice: open.map((item) => item.id) };
}

/** The collection claims: consumers only once their notice's term has passed unpaid. */
function planCollection(customer: DunningCustomer, cases: CustomerCase[], today: IsoDate): DunningPlan {
  const open = cases.filter((item) => item.stage !== 'legal_action');
  if (open.length === 0)
    throw conflict(
      'collection_letter_already_sent',
      'Voor de openstaande facturen is de incassobrief al verstuurd.',
    );
  if (customer.isBusiness) return { ...emptyPlan(), collection: [open.map((item) => item.id)] };
  const groups = new Map<string, string[]>();
  for (const item of open) {
    if (item.notice && item.notice.firstFeeDate <= today)
      groups.set(item.notice.id, [...(groups.get(item.notice.id) ?? []), item.id]);
  }
  if (groups.size === 0) {
    const waiting = open.find((item) => item.notice !== null)?.notice;
    // Art. 6:96 lid 6 BW: no costs before the 14-day term of the notice has passed.
    throw waiting
      ? conflict(
          'collection_letter_term_running',
          `De termijn van 14-dagenbrief ${waiting.letterNumber} loopt tot en met ${formatDateLong(waiting.termEndDate)}; incassokosten mogen pas vanaf ${formatDateLong(waiting.firstFeeDate)} worden berekend.`,
          { letter: waiting.letterNumber, termEndDate: waiting.termEndDate, feeDate: waiting.firstFeeDate },
        )
      : conflict(
          'collection_letter_needs_notice',
          'Stuur eerst een 14-dagenbrief: zonder verstreken betaaltermijn mogen geen incassokosten worden berekend (art. 6:96 lid 6 BW).',
        );
  }
  return { ...emptyPlan(), collection: [...groups.values()] };
}

/**
 * What the letter of this type for this customer would cover today: the customer, their claims in default and
 * the plan; refuses with the legal reason. lock 'wait' when the letter is written, 'none' for a preview.
 */
export async function planCustomerLetter(
  db: DbOrTx,
  input: { customerId: string; letterType: 'notice' | 'collection'; today: IsoDate; lock: 'none' | 'wait' },
): Promise<{ customer: DunningCustomer; cases: CustomerCase[]; plan: DunningPlan }> {
  const customer = await loadDunningCustomer(db, input.customerId);
  if (!customer) throw new AppError('USER_NOT_FOUND');
  const rows = await caseRows(db, sql`c.user_id = ${input.customerId}`, input.lock);
  const cases = (await customerCasesOf(db, rows.rows, input.today)).filter((item) => item.inDefault);
  if (cases.length === 0)
    throw conflict('no_overdue_invoices', 'Deze klant heeft geen achterstallige facturen.');
  const plan =
    input.letterType === 'notice'
      ? planNotice(customer, cases)
      : planCollection(customer, cases, input.today);
  return { customer, cases, plan };
}

/**
 * Writes (and by default e-mails) the 14-dagenbrief or the incassobrief for all of one customer's claims
 * in default, as the law allows it today; refuses with the reason otherwise.
 */
export async function issueLetterForCustomer(
  db: Db,
  input: {
    customerId: string;
    letterType: 'notice' | 'collection';
    actor: StaffActor;
    sendEmail: boolean;
    publicUrl: string;
    payLinks?: PayLinks | null;
  },
): Promise<CollectionLetter> {
  const { actor } = input;
  const today = amsterdamToday(actor.now);
  const settings = await getDunningSettings(db);
  await syncCollectionCases(db, actor.now);
  return db.transaction(async (tx) => {
    const { customer, cases, plan } = await planCustomerLetter(tx, {
      customerId: input.customerId,
      letterType: input.letterType,
      today,
      lock: 'wait',
    });
    const done = await executeDunningPlan(tx, {
      plan,
      cases,
      customer,
      settings,
      today,
      now: actor.now,
      publicUrl: input.publicUrl,
      payLinks: input.payLinks ?? null,
      actorId: actor.id,
      sendEmail: input.sendEmail,
    });
    const [letter] = done.letters;
    if (!letter) throw new Error('no letter was written');
    return letter;
  });
}

/**
 * Suspends the services of these cases' subscriptions (staff, in bulk): only for claims at the final
 * notice or later, and for consumers only once the notice's term has passed.
 */
export async function suspendCaseServices(
  db: Db,
  caseIds: string[],
  input: { actor: StaffActor; publicUrl: string; payLinks?: PayLinks | null },
): Promise<{ done: number; skipped: SkippedItem[] }> {
  const today = amsterdamToday(input.actor.now);
  const settings = await getDunningSettings(db);
  const skipped: SkippedItem[] = [];
  let done = 0;
  for (const id of caseIds) {
    try {
      await db.transaction(async (tx) => {
        const [row] = (await caseRows(tx, sql`c.id = ${id}`, 'wait')).rows;
        if (!row) throw caseNotOpen();
        const [item] = await customerCasesOf(tx, [row], today);
        if (!item) throw caseNotOpen();
        const customer = await loadDunningCustomer(tx, row.user_id);
        if (!customer) throw new AppError('USER_NOT_FOUND');
        if (item.stage !== 'final_notice' && item.stage !== 'legal_action')
          throw conflict('suspend_after_last_reminder', 'Opschorten kan pas na de laatste aanmaning');
        if (!customer.isBusiness && (!item.notice || item.notice.firstFeeDate > today))
          throw conflict(
            'notice_term_running',
            'De betaaltermijn van de 14-dagenbrief is nog niet verstreken',
          );
        if (!item.subscriptionId || !item.subscriptionActive)
          throw conflict('no_active_service', 'Geen actieve dienst om op te schorten');
        const result = await executeDunningPlan(tx, {
          plan: { ...emptyPlan(), suspend: [item.subscriptionId] },
          cases: [item],
          customer,
          settings,
          today,
          now: input.actor.now,
          publicUrl: input.publicUrl,
          payLinks: input.payLinks ?? null,
          actorId: input.actor.id,
        });
        done += result.suspensions;
      });
    } catch (error) {
      skipped.push(skippedOrThrow(id, error));
    }
  }
  return { done, skipped };
}

const stageRank = sql`array_position(array['initial_notice', 'first_reminder', 'second_reminder', 'final_notice',
  'legal_action']::collection_stage[], c.stage)`;

/**
 * Suspends these subscriptions' services (Incasso Beheer bulk 'Opschorten') under the same rules as
 * suspending their cases: each subscription by its furthest open case; without one there is nothing in
 * default to suspend for.
 */
export async function suspendSubscriptionServices(
  db: Db,
  subscriptionIds: string[],
  input: { actor: StaffActor; publicUrl: string; payLinks?: PayLinks | null },
): Promise<{ done: number; skipped: SkippedItem[] }> {
  const skipped: SkippedItem[] = [];
  let done = 0;
  for (const subscriptionId of new Set(subscriptionIds)) {
    const result = await db.execute<{ id: string }>(sql`select c.id from collection_cases c
      where c.subscription_id = ${subscriptionId} and c.stage <> 'resolved'
      order by ${stageRank} desc, c.opened_at limit 1`);
    const caseId = result.rows[0]?.id;
    if (!caseId) {
      skipped.push(
        refusedItem(
          subscriptionId,
          'CONFLICT',
          'no_open_case',
          'Geen openstaande incassozaak: opschorten kan pas na de laatste aanmaning',
        ),
      );
      continue;
    }
    const outcome = await suspendCaseServices(db, [caseId], input);
    done += outcome.done;
    for (const item of outcome.skipped) skipped.push({ ...item, id: subscriptionId });
  }
  return { done, skipped };
}

/**
 * One letter per customer of these subscriptions (generate-bulk-letters, Incasso Beheer's bulk
 * '14-dagen Brief'): a customer's second subscription is already in the first one's letter. Each
 * subscription on its own; what could not be written comes back with the reason.
 */
export async function issueLettersForSubscriptions(
  db: Db,
  input: {
    subscriptionIds: string[];
    letterType: 'notice' | 'collection';
    sendEmail: boolean;
    actor: StaffActor;
    publicUrl: string;
    payLinks?: PayLinks | null;
  },
): Promise<{ done: number; skipped: SkippedItem[] }> {
  const customersDone = new Set<string>();
  const skipped: SkippedItem[] = [];
  let done = 0;
  for (const id of new Set(input.subscriptionIds)) {
    try {
      const customerId = await customerOfSubscription(db, id);
      if (!customersDone.has(customerId))
        await issueLetterForCustomer(db, {
          customerId,
          letterType: input.letterType,
          actor: input.actor,
          sendEmail: input.sendEmail,
          publicUrl: input.publicUrl,
          payLinks: input.payLinks ?? null,
        });
      customersDone.add(customerId);
      done += 1;
    } catch (error) {
      skipped.push(skippedOrThrow(id, error));
    }
  }
  return { done, skipped };
}
