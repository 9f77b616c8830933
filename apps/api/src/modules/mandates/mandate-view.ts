import type { CustomerMandate, MandateChangeMode, MandateCreditor } from '@hostportaal/contract';
import { maskIban } from '@hostportaal/documents';
import { type ReturnReasonClass, returnReasonOf } from '@hostportaal/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type SepaMandate, sepaBatches, sepaBatchItems, sepaMandates } from '../../db/schema/index.ts';
import { getCompanySettings } from '../company/company-settings.ts';

// The account was wrong, closed or blocked, or takes no direct debit: the debtor names another account on
// the same mandate (DOMAIN-NL §2 "ask for new IBAN"). MD01 (no valid mandate) needs a new mandate with a new
// reference. MD07 (the debtor died): staff handle it by hand.
const NEW_ACCOUNT_CLASSES = new Set<ReturnReasonClass>(['account', 'debit_not_allowed']);

export type MandateRow = SepaMandate & { subscriptionCount: number; returnReasonCode: string | null };

export function changeModeOf(row: MandateRow): MandateChangeMode {
  if (row.status === 'valid' || row.status === 'pending') return 'amend';
  if (row.subscriptionCount === 0) return 'unused';
  const reasonClass = returnReasonOf(row.returnReasonCode).reasonClass;
  if (row.status === 'invalid' && reasonClass === 'deceased') return 'contact';
  if (row.status === 'invalid' && NEW_ACCOUNT_CLASSES.has(reasonClass)) return 'amend';
  // Expired after 36 months, MD01, or invalidated without a known reason: a new mandate is always sound.
  return 'renew';
}

export function customerMandateView(row: MandateRow): CustomerMandate {
  return {
    id: row.id,
    reference: row.reference,
    ibanMasked: maskIban(row.iban),
    bic: row.bic,
    accountHolder: row.accountHolder,
    status: row.status,
    signedAt: row.signedAt,
    signedPlace: row.signedPlace,
    signatureMethod: row.signatureMethod,
    lastCollectionDate: row.lastCollectionDate,
    amendmentPending: row.amendmentPending,
    returnReasonCode: row.returnReasonCode,
    subscriptionCount: row.subscriptionCount,
    changeMode: changeModeOf(row),
  };
}

/** The newest return that made each invalid mandate invalid (by batch), per ISO reason code. */
async function invalidatingReasons(db: DbOrTx, mandateIds: string[]): Promise<Map<string, string>> {
  if (mandateIds.length === 0) return new Map();
  const returns = await db
    .select({ mandateId: sepaBatchItems.mandateId, code: sepaBatchItems.returnReasonCode })
    .from(sepaBatchItems)
    .innerJoin(sepaBatches, eq(sepaBatches.id, sepaBatchItems.batchId))
    .where(and(inArray(sepaBatchItems.mandateId, mandateIds), eq(sepaBatchItems.status, 'returned')))
    .orderBy(desc(sepaBatches.createdAt));
  const reasons = new Map<string, string>();
  for (const { mandateId, code } of returns) {
    if (code && !reasons.has(mandateId) && returnReasonOf(code).invalidatesMandate)
      reasons.set(mandateId, code);
  }
  return reasons;
}

/**
 * The customer's mandates (or one of them), the usable ones first, newest first. With `lock`, the rows are
 * locked FOR UPDATE first: call it inside the transaction that changes them.
 */
export async function findCustomerMandates(
  db: DbOrTx,
  userId: string,
  options: { mandateId?: string; lock?: boolean } = {},
): Promise<MandateRow[]> {
  const owned = and(
    eq(sepaMandates.userId, userId),
    options.mandateId ? eq(sepaMandates.id, options.mandateId) : undefined,
  );
  // Locked in a statement of its own: after waiting for the lock, the read below sees what the other
  // transaction committed (a locking read keeps its subqueries on the snapshot taken before the wait).
  if (options.lock) await db.select({ id: sepaMandates.id }).from(sepaMandates).where(owned).for('update');
  const rows = await db
    .select({
      mandate: sepaMandates,
      subscriptionCount: sql<number>`(select count(*) from subscriptions s
        where s.mandate_id = sepa_mandates.id and s.status <> 'cancelled')::int`,
    })
    .from(sepaMandates)
    .where(owned)
    .orderBy(
      asc(sql`${sepaMandates.status} <> 'valid'`),
      desc(sepaMandates.signedAt),
      desc(sepaMandates.createdAt),
    );
  const reasons = await invalidatingReasons(
    db,
    rows.filter((row) => row.mandate.status === 'invalid').map((row) => row.mandate.id),
  );
  return rows.map((row) => ({
    ...row.mandate,
    subscriptionCount: row.subscriptionCount,
    returnReasonCode: reasons.get(row.mandate.id) ?? null,
  }));
}

/** Who the customer authorises, as the mandate text names them. */
export async function mandateCreditor(db: DbOrTx): Promise<MandateCreditor> {
  const company = await getCompanySettings(db);
  return {
    name: company.name,
    address: `${company.street} ${company.houseNumber}, ${company.zipcode} ${company.city}`,
    creditorId: company.creditorId,
    scheme: company.sepaScheme,
  };
}
