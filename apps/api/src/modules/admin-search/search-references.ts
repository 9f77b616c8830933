import {
  ADMIN_SEARCH_COUNT_CAP,
  type AdminSearchGroup,
  type AdminSearchResult,
  type AdminSearchResultKind,
} from '@hostportaal/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { adminLinks } from './admin-links.ts';
import { type Ranked, rankToMatch } from './ranking.ts';
import { escapeLike, prefixUpperBound, type ReferenceTerms, referenceTerms } from './search-terms.ts';

type ReferenceHit = Ranked & { id: string; reference: string; detail: string | null; target: string };

type ReferenceSource = {
  kind: AdminSearchResultKind;
  /** The table(s) with the reference column `ref`; each has a btree index on it. */
  from: SQL;
  ref: SQL;
  /** id, detail and target (what the link needs) of a row. */
  columns: SQL;
  link: (row: ReferenceHit) => string;
};

const sources: readonly ReferenceSource[] = [
  {
    kind: 'invoice_reference',
    from: sql`invoices i`,
    ref: sql`i.payment_reference`,
    columns: sql`i.id, i.invoice_number || ' · ' || (i.customer->>'name') as detail, i.payment_reference as target`,
    link: (row) => adminLinks.paymentReference(row.target),
  },
  {
    kind: 'letter_reference',
    from: sql`collection_letters l`,
    ref: sql`l.payment_reference`,
    columns: sql`l.id, l.letter_number || ' · ' || (l.customer->>'name') as detail, l.payment_reference as target`,
    link: (row) => adminLinks.paymentReference(row.target),
  },
  {
    kind: 'end_to_end_id',
    from: sql`sepa_batch_items b join invoices i on i.id = b.invoice_id`,
    ref: sql`b.end_to_end_id`,
    columns: sql`b.id, i.invoice_number || ' · ' || (i.customer->>'name') as detail, i.id::text as target`,
    link: (row) => adminLinks.invoice(row.target),
  },
  {
    kind: 'mandate_reference',
    from: sql`sepa_mandates m join users u on u.id = m.user_id`,
    ref: sql`m.reference`,
    columns: sql`m.id, case when u.anonymized_at is null then u.firstname || ' ' || u.lastname end as detail,
      m.user_id::text as target`,
    link: (row) => adminLinks.user(row.target),
  },
];

/**
 * The start of a reference as a range of its btree index (`ref >= prefix and ref < upper`), plus the LIKE
 * that keeps only true prefix matches; read backwards, so the newest numbers come first.
 */
function prefixCondition(ref: SQL, prefix: string): SQL {
  return sql`${ref} >= ${prefix} and ${ref} < ${prefixUpperBound(prefix)} and ${ref} like ${`${escapeLike(prefix)}%`}`;
}

async function searchSource(db: DbOrTx, source: ReferenceSource, terms: ReferenceTerms, limit: number) {
  const exactList = sql.join(
    terms.exact.map((reference) => sql`${reference}`),
    sql`, `,
  );
  const parts = [
    sql`(select ${source.columns}, ${source.ref} as reference, 0 as rank from ${source.from}
      where ${source.ref} in (${exactList}))`,
  ];
  if (terms.prefix) {
    parts.push(sql`(select ${source.columns}, ${source.ref} as reference, 1 as rank from ${source.from}
      where ${prefixCondition(source.ref, terms.prefix)} order by ${source.ref} desc limit ${limit + 1})`);
  }
  const count = terms.prefix
    ? db.execute<{ total: number }>(sql`select count(*)::int as total from (select 1 from ${source.from}
        where ${prefixCondition(source.ref, terms.prefix)} order by ${source.ref}
        limit ${ADMIN_SEARCH_COUNT_CAP + 1}) counted`)
    : Promise.resolve({ rows: [{ total: 0 }] });
  const [found, counted] = await Promise.all([
    db.execute<ReferenceHit>(sql.join(parts, sql` union all `)),
    count,
  ]);
  const seen = new Set<string>();
  const rows = found.rows
    .sort((a, b) => Number(a.rank) - Number(b.rank))
    .filter((row) => !seen.has(row.id) && seen.add(row.id));
  const prefix = terms.prefix;
  const outsidePrefix = rows.filter(
    (row) => Number(row.rank) === 0 && (prefix === null || !row.reference.startsWith(prefix)),
  ).length;
  return {
    rows: rows.map((row) => ({ row, source })),
    total: Number(counted.rows[0]?.total ?? 0) + outsidePrefix,
  };
}

/**
 * Payment references (PAY- of invoices and collection letters), SEPA end-to-end ids and mandate references
 * in one group: whole references first, then those that start with the query, newest first.
 */
export async function searchReferences(
  db: DbOrTx,
  q: string,
  years: readonly number[],
  limit: number,
): Promise<AdminSearchGroup> {
  const terms = referenceTerms(q, years);
  if (!terms) return { results: [], total: 0, totalIsCapped: false };
  const perSource = await Promise.all(sources.map((source) => searchSource(db, source, terms, limit)));
  const hits = perSource
    .flatMap((found) => found.rows)
    .sort((a, b) => Number(a.row.rank) - Number(b.row.rank) || (a.row.reference < b.row.reference ? 1 : -1));
  const total = perSource.reduce((sum, found) => sum + found.total, 0);
  const results: AdminSearchResult[] = hits.slice(0, limit).map(({ row, source }) => ({
    kind: source.kind,
    id: row.id,
    label: row.reference,
    detail: row.detail,
    match: rankToMatch(row.rank),
    link: source.link(row),
  }));
  return {
    results,
    total: Math.min(total, ADMIN_SEARCH_COUNT_CAP),
    totalIsCapped: total > ADMIN_SEARCH_COUNT_CAP,
  };
}
