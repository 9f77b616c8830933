import pg from 'pg';

export type CapturedQuery = { text: string; values: unknown[] };

let capturing: CapturedQuery[] | null = null;
const originalQuery = pg.Client.prototype.query;

// Records the statements the API sends while `capture` runs (drizzle goes through pg.Client.query).
// biome-ignore lint/suspicious/noExplicitAny: wraps pg's overloaded query method as it is
(pg.Client.prototype as any).query = function query(this: pg.Client, ...args: any[]) {
  const config = args[0];
  if (capturing && config) {
    const text = typeof config === 'string' ? config : config.text;
    const values = (typeof config === 'string' ? args[1] : (config.values ?? args[1])) ?? [];
    capturing.push({ text, values });
  }
  // biome-ignore lint/suspicious/noExplicitAny: see above
  return (originalQuery as any).apply(this, args);
};

export async function captureQueries(work: () => Promise<unknown>): Promise<CapturedQuery[]> {
  capturing = [];
  try {
    await work();
    return capturing;
  } finally {
    capturing = null;
  }
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return `'${value.toISOString()}'`;
  return `'${String(value).replace(/'/g, "''")}'`;
}

/** The statement with its parameters written in, as one would paste it into psql. */
export function inlineParameters(query: CapturedQuery): string {
  return query.text.replace(/\$(\d+)/g, (_match, index: string) => literal(query.values[Number(index) - 1]));
}
