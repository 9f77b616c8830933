import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { median } from './bench-config.ts';

// A statement that may write (a login's session row) runs in a transaction that is rolled back, so every
// run meets the same data; only the statement itself is timed.
function timedLines(statement: string): string[] {
  const text = `${statement.trim()};`;
  if (/^\s*select\b/i.test(statement)) return [text];
  return ['\\timing off', 'begin;', '\\timing on', text, '\\timing off', 'rollback;', '\\timing on'];
}

/**
 * Median server time of each statement as psql's \timing reports it (plan + execute + sending the rows
 * to psql), each run `runs` times in one session after one warm-up run.
 */
export function psqlMedianMs(url: string, statements: string[], runs = 15): number[] {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'bench-psql-')), 'statements.sql');
  const lines = ['\\timing on'];
  for (const statement of statements) {
    for (let run = 0; run <= runs; run++) lines.push(...timedLines(statement));
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
