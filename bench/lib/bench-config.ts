// Shared settings of the benchmarks: one fixed "today", so every run bills and lists the same data.
export const BENCH_TODAY = '2026-11-21';
export const BENCH_NOW = new Date('2026-11-21T10:00:00Z');
// BENCH_SOURCE_DATABASE: the generated data set the analytics copy is made from, when it is not the default.
export const DEFAULT_DATABASE = process.env.BENCH_SOURCE_DATABASE ?? 'hostportaal_bench';
export const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432';

/** The connection string of one database on the bench server. */
export function databaseUrl(name: string): string {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** ISO date plus whole days (UTC arithmetic on a business date). */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(`  ${label.padEnd(46)} ${((performance.now() - started) / 1000).toFixed(2).padStart(8)} s`);
  return result;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}
