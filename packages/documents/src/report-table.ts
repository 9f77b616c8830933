// A report as a table of typed columns, shared by the CSV, Excel and PDF writers of the admin reports.

export type ReportColumnType = 'text' | 'date' | 'money' | 'number';
/** `width` is in Excel character units; the PDF shares the page out in the same proportions. */
export type ReportColumn = { header: string; type: ReportColumnType; width: number };
/** One value per column: text (or null), an ISO date 'YYYY-MM-DD', cents (money) or a plain number. */
export type ReportValue = string | number | null;
export type ReportRow = ReportValue[];
/** A small table printed after the rows: totals per stage, ageing buckets… */
export type ReportTable = { title: string; columns: ReportColumn[]; rows: ReportRow[] };
