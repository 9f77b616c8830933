import {
  type BankFileImportListQuery,
  type BankFileImportView,
  type BankFileLine,
  type BankFileReportLine,
  type BankFileReportQuery,
  type Pagination,
  paginationOf,
} from '@hostportaal/contract';
import { count, desc, eq, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { bankFileImports } from '../../db/schema/index.ts';

// Bank files imported earlier: the list without the line reports (a month's statement holds 50,000), and
// one import with its report, to read it again or book its unmatched lines by hand later.

const summaryColumns = {
  id: bankFileImports.id,
  fileName: bankFileImports.fileName,
  messageType: bankFileImports.messageType,
  sha256: bankFileImports.sha256,
  importedAt: bankFileImports.importedAt,
  matched: bankFileImports.matched,
  alreadyKnown: bankFileImports.alreadyKnown,
  unmatched: bankFileImports.unmatched,
};

type ImportSummary = Omit<typeof bankFileImports.$inferSelect, 'lines' | 'importedBy'>;

export function bankFileImportView(row: ImportSummary): BankFileImportView {
  return {
    id: row.id,
    fileName: row.fileName,
    messageType: row.messageType,
    sha256: row.sha256,
    importedAt: row.importedAt.toISOString(),
    matched: row.matched,
    alreadyKnown: row.alreadyKnown,
    unmatched: row.unmatched,
  };
}

export async function listBankFileImports(
  db: DbOrTx,
  query: BankFileImportListQuery,
): Promise<{ imports: BankFileImportView[]; pagination: Pagination }> {
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(bankFileImports)
      .orderBy(desc(bankFileImports.importedAt), desc(bankFileImports.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(bankFileImports),
  ]);
  return {
    imports: rows.map(bankFileImportView),
    pagination: paginationOf(query.page, query.limit, total?.value ?? 0),
  };
}

/** One import with a page of its report, in file order; `index` is the line's position in the whole report. */
export async function findBankFileImport(
  db: DbOrTx,
  id: string,
  query: BankFileReportQuery,
): Promise<{ import: BankFileImportView; lines: BankFileReportLine[]; pagination: Pagination }> {
  const [row] = await db.select(summaryColumns).from(bankFileImports).where(eq(bankFileImports.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  const outcome = query.outcome ?? null;
  // The report is one jsonb array: page it in the database instead of sending 50,000 lines to the app.
  const lines = sql`${bankFileImports} cross join lateral jsonb_array_elements(${bankFileImports.lines})
    with ordinality as report(line, position)
    where ${bankFileImports.id} = ${id}
      and (${outcome}::text is null or report.line ->> 'outcome' = ${outcome}::text)`;
  const [page, total] = await Promise.all([
    db.execute<{ line: BankFileLine; index: number }>(sql`
      select report.line, (report.position - 1)::int as index from ${lines}
      order by report.position limit ${query.limit} offset ${(query.page - 1) * query.limit}`),
    db.execute<{ total: number }>(sql`select count(*)::int as total from ${lines}`),
  ]);
  return {
    import: bankFileImportView(row),
    lines: page.rows.map(({ line, index }) => ({ ...line, index })),
    pagination: paginationOf(query.page, query.limit, total.rows[0]?.total ?? 0),
  };
}
