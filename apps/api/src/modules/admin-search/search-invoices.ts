import { ADMIN_SEARCH_COUNT_CAP, type AdminSearchGroup } from '@hostportaal/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { adminLinks } from './admin-links.ts';
import { type Ranked, rankToMatch } from './ranking.ts';
import { escapeLike, invoiceNumberTerms } from './search-terms.ts';

type InvoiceHit = Ranked & { id: string; invoice_number: string; customer: string | null };

const empty: AdminSearchGroup = { results: [], total: 0, totalIsCapped: false };

/**
 * Invoices and credit notes by number (see invoiceNumberTerms). Whole numbers are looked up in the unique
 * index; each prefix is a range of invoices_number_pattern_idx (text_pattern_ops) read backwards, newest
 * number first, five at most; and counted in the same index, stopping after the cap.
 */
export async function searchInvoices(
  db: DbOrTx,
  q: string,
  years: readonly number[],
  limit: number,
): Promise<AdminSearchGroup> {
  const terms = invoiceNumberTerms(q, years);
  if (!terms) return empty;
  const columns = sql`id, invoice_number, customer->>'name' as customer`;
  const parts: SQL[] = [];
  if (terms.exactNumbers.length > 0) {
    parts.push(sql`(select ${columns}, 0 as rank from invoices
      where invoice_number in (${sql.join(
        terms.exactNumbers.map((number) => sql`${number}`),
        sql`, `,
      )}) order by invoice_number desc)`);
  }
  for (const prefix of terms.prefixes) {
    parts.push(sql`(select ${columns}, 1 as rank from invoices
      where invoice_number like ${`${escapeLike(prefix)}%`}
      order by invoice_number using ~>~ limit ${limit + terms.exactNumbers.length})`);
  }
  const counts = terms.prefixes.map(
    (prefix) => sql`(select count(*) from (select 1 from invoices
      where invoice_number like ${`${escapeLike(prefix)}%`}
      order by invoice_number using ~<~ limit ${ADMIN_SEARCH_COUNT_CAP + 1}) counted)::int`,
  );
  const [found, counted] = await Promise.all([
    db.execute<InvoiceHit>(sql.join(parts, sql` union all `)),
    counts.length > 0
      ? db.execute<{ total: number }>(sql`select ${sql.join(counts, sql` + `)} as total`)
      : Promise.resolve({ rows: [{ total: 0 }] }),
  ]);
  const seen = new Set<string>();
  const rows = found.rows
    .sort((a, b) => Number(a.rank) - Number(b.rank) || (a.invoice_number < b.invoice_number ? 1 : -1))
    .filter((row) => !seen.has(row.id) && seen.add(row.id));
  // A whole number outside every prefix ('123' → 2026-000123) is not in the prefix counts.
  const outsidePrefixes = rows.filter(
    (row) =>
      Number(row.rank) === 0 && !terms.prefixes.some((prefix) => row.invoice_number.startsWith(prefix)),
  ).length;
  const total = Number(counted.rows[0]?.total ?? 0) + outsidePrefixes;
  return {
    results: rows.slice(0, limit).map((row) => ({
      kind: 'invoice' as const,
      id: row.id,
      label: row.invoice_number,
      detail: row.customer,
      match: rankToMatch(row.rank),
      link: adminLinks.invoice(row.id),
    })),
    total: Math.min(total, ADMIN_SEARCH_COUNT_CAP),
    totalIsCapped: total > ADMIN_SEARCH_COUNT_CAP,
  };
}
