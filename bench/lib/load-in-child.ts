import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { LoadJob, LoadResult } from './load-worker.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Runs autocannon in a child process (lib/load-worker.ts), so it never shares an event loop with a server. */
export async function loadInChild(job: LoadJob): Promise<LoadResult> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', path.join(here, 'load-worker.ts'), JSON.stringify(job)],
    { encoding: 'utf8', cwd: path.resolve(here, '../..') },
  );
  return JSON.parse(stdout.trim().split('\n').pop() as string) as LoadResult;
}
