import { PassThrough, Readable } from 'node:stream';
import {
  REPORT_ESTIMATED_BYTES_HEADER,
  REPORT_TOTAL_ROWS_HEADER,
  type ReportFormat,
} from '@hostportaal/contract';
import { writeReportPdf } from '@hostportaal/documents';
import { formatDateTime } from '@hostportaal/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { ExportColumn, ExportSource } from '../billing/billing-export.ts';
import { csvChunks } from '../billing/billing-export-csv.ts';
import { writeXlsx } from '../billing/billing-export-xlsx.ts';

const contentTypes = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
} as const satisfies Record<ReportFormat, string>;

// Bytes per row and column, measured on the registers (bench/report-export.ts): the browser divides the
// bytes it has received by the estimate for its progress bar, so a rough figure is good enough.
const bytesPerCell = { csv: 9, xlsx: 6, pdf: 10 } as const satisfies Record<ReportFormat, number>;
const fixedBytes = { csv: 200, xlsx: 6_000, pdf: 4_000 } as const satisfies Record<ReportFormat, number>;

export function estimatedBytes(format: ReportFormat, columns: ExportColumn[], rows: number): number {
  return fixedBytes[format] + rows * columns.length * bytesPerCell[format];
}

/**
 * Reads the first batch before the response starts, so a failing database still answers with a proper
 * error status instead of a broken-off download.
 */
async function withFirstBatchRead<T>(batches: AsyncGenerator<T>): Promise<AsyncIterable<T>> {
  const first = await batches.next();
  return (async function* () {
    if (first.done) return;
    yield first.value;
    yield* batches;
  })();
}

/**
 * Streams a report as CSV, Excel or PDF: rows come from the database a batch at a time and leave as they
 * are written. `X-Total-Rows` (the data rows) and `X-Estimated-Bytes` let the browser show progress
 * although the length of the body is not known in advance (docs/decisions/016).
 */
export async function sendReport<Query>(
  ctx: AppContext,
  source: ExportSource<Query>,
  query: Query & { format: ReportFormat },
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const rows = await source.count(ctx.db, query);
  const batches = await withFirstBatchRead(source.batches(ctx.db, query));
  const summary = source.summary ? () => source.summary?.(ctx.db, query) ?? Promise.resolve([]) : undefined;
  const { format } = query;
  reply
    .header('Content-Type', contentTypes[format])
    .header('Content-Disposition', `attachment; filename="${source.fileStem(query)}.${format}"`)
    .header('Cache-Control', 'private, no-store')
    .header(REPORT_TOTAL_ROWS_HEADER, String(rows))
    .header(REPORT_ESTIMATED_BYTES_HEADER, String(estimatedBytes(format, source.columns, rows)));
  if (format === 'csv') return reply.send(Readable.from(csvChunks(source.columns, batches, summary)));

  const output = new PassThrough();
  // Headers are gone once bytes flow: a failure halfway can only break off the download.
  const fail = (error: unknown) => {
    request.log.error({ err: error }, `${format} report failed`);
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  };
  if (format === 'xlsx') {
    writeXlsx(source.sheetName, source.columns, batches, output, { totals: source.totals, summary }).catch(
      fail,
    );
  } else {
    writeReportPdf(
      {
        title: source.title,
        subtitle: `${source.subtitle(query)} · gemaakt op ${formatDateTime(ctx.clock.now())}`,
        columns: source.columns,
        batches,
        totals: source.totals,
        summary,
      },
      output,
    ).catch(fail);
  }
  return reply.send(output);
}
