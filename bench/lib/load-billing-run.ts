import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

type BillDue = typeof import('../../apps/api/src/modules/billing/billing-run.ts').billDueSubscriptions;

const here = path.dirname(fileURLToPath(import.meta.url));
const source = path.resolve(here, '../../apps/api/src/modules/billing/billing-run.ts');

/**
 * The app's billDueSubscriptions. With BENCH_BILLING_PATCH=lpad, a copy with one proposed fix applied:
 * PostgreSQL's lpad() truncates a longer string ('1234567' padded to 6 gives '123456'), so sequences
 * beyond 999,999 (invoice numbers) or 9,999 (PAY- references) collide with earlier ones. The copy pads to
 * greatest(width, length) instead, as the domain's padStart does. Nothing else is changed.
 */
export async function loadBillingRun(): Promise<BillDue> {
  if (process.env.BENCH_BILLING_PATCH !== 'lpad') {
    return (await import('../../apps/api/src/modules/billing/billing-run.ts')).billDueSubscriptions;
  }
  const original = readFileSync(source, 'utf8');
  const patched = original
    .replace(
      /lpad\(\(([^)]*)\)::text, (\d+), '0'\)/g,
      "lpad(($1)::text, greatest($2, length(($1)::text)), '0')",
    )
    .replace(/from '(\.\.?\/[^']+)'/g, (_match, relative: string) => {
      return `from '${pathToFileURL(path.resolve(path.dirname(source), relative)).href}'`;
    });
  if (patched.split('greatest(').length - 1 < 2) throw new Error('the lpad calls were not found to patch');
  const folder = path.resolve(here, '../.tmp');
  mkdirSync(folder, { recursive: true });
  const target = path.join(folder, 'billing-run.lpad-fix.ts');
  writeFileSync(target, patched);
  return (await import(pathToFileURL(target).href)).billDueSubscriptions;
}
