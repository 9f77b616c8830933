import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 27: nothing outside the claim lifecycle's executor writes what a claim is or what is paid on it, and
// nothing but the ledger's trigger writes a customer's credit. Read from the source, so a new service that
// writes invoices.status by itself fails here, naming the file.

const SOURCE = join(import.meta.dirname, '..', '..');
const EXECUTOR = 'modules/claims/claim-executor.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Each statement that updates the invoices table: the SQL `update invoices … where` or Drizzle's `.update(invoices)…where(`. */
function invoiceUpdates(text: string): string[] {
  const raw = [...text.matchAll(/update\s+invoices\b[\s\S]*?\bwhere\b/gi)].map((match) => match[0]);
  const drizzle = [...text.matchAll(/\.update\(invoices\)[\s\S]*?\.where\(/g)].map((match) => match[0]);
  return [...raw, ...drizzle];
}

const CLAIM_COLUMNS = /\b(status|paid_cents|paidCents|paid_at|paidAt)\b/;

describe('the claim executor (structure)', () => {
  const files = sourceFiles(SOURCE).map((path) => ({
    name: relative(SOURCE, path),
    text: readFileSync(path, 'utf8'),
  }));

  it('is the only code that writes an invoice status or what is paid on it', () => {
    const writers = files.flatMap(({ name, text }) =>
      invoiceUpdates(text)
        .filter((statement) => CLAIM_COLUMNS.test(statement))
        .map((statement) => `${name}: ${statement.replace(/\s+/g, ' ').slice(0, 100)}`),
    );
    expect(writers.filter((writer) => !writer.startsWith(`${EXECUTOR}:`))).toEqual([]);
    // The check itself sees the executor's own statement: it would see another.
    expect(writers.some((writer) => writer.startsWith(`${EXECUTOR}:`))).toBe(true);
  });

  it('leaves the credit balance to the ledger: no code writes users.credit_balance_cents', () => {
    const writes = files.flatMap(({ name, text }) =>
      [
        ...text.matchAll(/credit_balance_cents\s*=(?!=)/g),
        ...text.matchAll(/\.set\(\{[^}]*creditBalanceCents/g),
      ].map((match) => `${name}: ${match[0]}`),
    );
    expect(writes).toEqual([]);
  });
});
