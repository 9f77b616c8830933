import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { median } from './bench-config.ts';

/**
 * Median server time of each statement as psql's \timing reports it (plan + execute + sending the rows
 * to psql), each run `runs` times in one session after one warm-up run.
 */
export function psqlMedianMs(url: string, statements: string[], runs = 15): number[] {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'bench-psql-')), 'statements.sql');
  const lines = ['\\timing on'];
  for (const statement of statements) {
    for (let run = 0; run <= runs; run++) lines.push(`${statement.trim()};`);
  }
  writeFileSync(file, `${lines.join('\n')}\n`);
  const output = execFileSync(
    'psql',
    ['-X', '-q', '-o', '/dev/null', '-v', 'ON_ERROR_STOP=1', '-f', file, url],
    {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const times = [...output.matchAll(/^Time: ([\d.]+) ms/gm)].map((match) => Number(match[1]));
  if (times.length !== statements.length * (runs + 1)) throw new Error(`psql timing lines: ${times.length}`);
  return statements.map((_statement, index) => {
    const own = times.slice(index * (runs + 1) + 1, (index + 1) * (runs + 1));
    return median(own);
  });
}
