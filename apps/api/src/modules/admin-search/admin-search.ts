import { ADMIN_SEARCH_GROUP_LIMIT, type AdminSearchData } from '@hostportaal/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { searchInvoices } from './search-invoices.ts';
import { searchReferences } from './search-references.ts';
import { searchSubscriptions } from './search-subscriptions.ts';
import { SHORT_QUERY_LENGTH, searchUsers } from './search-users.ts';

/** The years that have invoice numbers and payment references: bare digits are a sequence in one of them. */
async function numberedYears(db: DbOrTx) {
  const result = await db.execute<{ invoice_years: number[] | null; reference_years: number[] | null }>(sql`
    select (select array_agg(year order by year desc) from invoice_number_series) as invoice_years,
      (select array_agg(year order by year desc) from payment_reference_series) as reference_years`);
  const row = result.rows[0];
  return {
    invoices: (row?.invoice_years ?? []).map(Number),
    references: (row?.reference_years ?? []).map(Number),
  };
}

const empty = { results: [], total: 0, totalIsCapped: false };

/**
 * An invoice number, PAY- reference, end-to-end id or mandate reference ('2026-000123', 'PAY-2026-0042',
 * 'HP-MND-…'): no name, e-mail address, title or domain looks like that, so those groups are not searched.
 */
const STRUCTURED_REFERENCE = /^(#?\d{4}-\d+(-\d+)?|pay[-\s]?\d{4}\b.*|hp-mnd-.*)$/i;

/** The header search over all customers' data (admins only): four groups, each ranked and counted. */
export async function adminSearch(db: DbOrTx, q: string): Promise<AdminSearchData> {
  const limit = ADMIN_SEARCH_GROUP_LIMIT;
  const needsYears = /\d/.test(q);
  const years = needsYears ? await numberedYears(db) : { invoices: [], references: [] };
  const reference = STRUCTURED_REFERENCE.test(q);
  const [users, subscriptions, invoices, payments] = await Promise.all([
    reference ? empty : searchUsers(db, q, limit),
    // Titles, plans and domains hold no '@'; two characters are inside too many of them to list.
    reference || q.includes('@') || q.length < SHORT_QUERY_LENGTH ? empty : searchSubscriptions(db, q, limit),
    searchInvoices(db, q, years.invoices, limit),
    searchReferences(db, q, years.references, limit),
  ]);
  return { users, subscriptions, invoices, payments };
}
