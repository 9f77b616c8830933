// Runs autocannon in its own process (the API under test keeps its event loop to itself) and prints one
// JSON line: percentiles from every response time (autocannon's own summary has no p95).
import autocannon from 'autocannon';

export type LoadResult = {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
};

export type LoadJob = {
  url: string;
  token?: string;
  /** GET when absent; a body is sent as JSON (the login route). */
  method?: 'GET' | 'POST';
  body?: string;
  connections: number;
  seconds: number;
  warmupSeconds: number;
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

function run(job: LoadJob, seconds: number, record: boolean): Promise<LoadResult> {
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: job.url,
        method: job.method ?? 'GET',
        body: job.body,
        connections: job.connections,
        duration: seconds,
        headers: {
          ...(job.token ? { authorization: `Bearer ${job.token}` } : {}),
          ...(job.body ? { 'content-type': 'application/json' } : {}),
        },
      },
      (error, result) => {
        if (error) return reject(error);
        times.sort((a, b) => a - b);
        resolve({
          requests: result.requests.total,
          rps: result.requests.total / (result.duration || seconds),
          p50: percentile(times, 50),
          p95: percentile(times, 95),
          p99: percentile(times, 99),
          non2xx: result.non2xx,
          errors: result.errors + result.timeouts,
        });
      },
    );
    if (record) instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

const job = JSON.parse(process.argv[2] as string) as LoadJob;
if (job.warmupSeconds > 0) await run(job, job.warmupSeconds, false);
console.log(JSON.stringify(await run(job, job.seconds, true)));
