import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AppError, refusal, refusedItem, skippedBy, skippedOrThrow } from './app-error.ts';

// Issue 20, decision 002: a screen words a refusal by its reason, in its own language; the `error` text (and a
// skipped item's `reason`) is the API's Dutch. So an AppError with a text of its own must name its reason, or
// the English admin screens would have nothing but Dutch to show. AppErrorWording makes that a compile error
// (`npm run typecheck` checks the @ts-expect-error lines below); the scan catches what a cast would let by.

const sourceRoot = fileURLToPath(new URL('.', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const closers: Record<string, string> = { '(': ')', '[': ']', '{': '}' };

/** The index just past the string literal that opens at `start` (template literals with their ${…}). */
function endOfString(source: string, start: number): number {
  const quote = source[start];
  let i = start + 1;
  while (i < source.length) {
    const char = source[i];
    if (char === '\\') i += 2;
    else if (char === quote) return i + 1;
    else if (quote === '`' && char === '$' && source[i + 1] === '{') i = endOfGroup(source, i + 1);
    else i += 1;
  }
  throw new Error(`unterminated string at ${start}`);
}

/** The index just past the bracket that closes the one at `start`, strings and comments skipped. */
function endOfGroup(source: string, start: number): number {
  const open = source[start] ?? '';
  const stack = [closers[open]];
  let i = start + 1;
  while (i < source.length) {
    const char = source[i] ?? '';
    if (char === "'" || char === '"' || char === '`') i = endOfString(source, i);
    else if (char === '/' && source[i + 1] === '/') i = source.indexOf('\n', i);
    else if (char === '/' && source[i + 1] === '*') i = source.indexOf('*/', i) + 2;
    else {
      if (char in closers) stack.push(closers[char]);
      else if (char === stack.at(-1)) {
        stack.pop();
        if (stack.length === 0) return i + 1;
      }
      i += 1;
    }
  }
  throw new Error(`unbalanced ${open} at ${start}`);
}

/** The end of the value that starts at `start` in an object literal: the next comma or brace at its level. */
function endOfValue(source: string, start: number): number {
  let i = start;
  while (i < source.length) {
    const char = source[i] ?? '';
    if (char === ',' || char === '}' || char === ')') return i;
    if (char === "'" || char === '"' || char === '`') i = endOfString(source, i);
    else if (char in closers) i = endOfGroup(source, i);
    else i += 1;
  }
  return i;
}

/** The argument text of every `new AppError(…)` in a source. */
function appErrorCalls(source: string): string[] {
  const calls: string[] = [];
  let at = source.indexOf('new AppError(');
  while (at >= 0) {
    const open = at + 'new AppError'.length;
    calls.push(source.slice(open + 1, endOfGroup(source, open) - 1));
    at = source.indexOf('new AppError(', open);
  }
  return calls;
}

/** Whether an AppError's arguments give it a text of its own without a reason (field details aside). */
function ownTextWithoutReason(args: string): boolean {
  let rest = args;
  for (let at = rest.search(/\bdetails\s*:/); at >= 0; at = rest.search(/\bdetails\s*:/)) {
    const value = rest.indexOf(':', at) + 1;
    rest = rest.slice(0, at) + rest.slice(endOfValue(rest, value));
  }
  return /\bmessage\b/.test(rest) && !/\breason\b/.test(rest);
}

describe('AppError: a text of its own names its reason', () => {
  it('the scan tells a bare text from a worded refusal and from field details', () => {
    const flagged = appErrorCalls(`
      throw new AppError('CONFLICT', { message: 'Dit mag niet (nu): \${f(\`x\`)}' });
      throw new AppError('NOT_FOUND', { details: [{ field: 'id', message: 'Onbekend' }], message });
      throw new AppError('CONFLICT', { reason: 'claim_paid', message: 'Al betaald.' });
      throw new AppError('VALIDATION_FAILED', { details: [{ field, message }] });
      throw new AppError('VALIDATION_FAILED', { details: fieldErrors(error, { message: 'x' }) });
      throw new AppError('NOT_FOUND');
    `).map(ownTextWithoutReason);
    expect(flagged).toEqual([true, true, false, false, false, false]);
  });

  it('no AppError in apps/api/src has a text of its own without a reason', () => {
    const files = sourceFiles(sourceRoot);
    const calls = files.flatMap((file) =>
      appErrorCalls(readFileSync(file, 'utf8')).map((args) => ({ file: relative(sourceRoot, file), args })),
    );
    // The scan sees the errors the API throws (about 160 when this was written), not an empty tree.
    expect(calls.length).toBeGreaterThan(100);
    expect(calls.filter(({ args }) => ownTextWithoutReason(args))).toEqual([]);
  });

  it('does not compile with a text but no reason; with both, it carries them to a skipped item', () => {
    const bare = () =>
      // @ts-expect-error a text of its own needs the reason a screen words it by
      new AppError('CONFLICT', { message: 'Dit kan niet' });
    const worded = new AppError('CONFLICT', { message: 'Deze factuur is al betaald.', reason: 'claim_paid' });
    expect(bare).toBeTypeOf('function');
    expect(skippedBy('00000000-0000-4000-8000-000000000001', worded, 'niet gebruikt')).toEqual({
      id: '00000000-0000-4000-8000-000000000001',
      reason: 'Deze factuur is al betaald.',
      code: 'CONFLICT',
      refusal: 'claim_paid',
    });
    // Without a text of its own the code's text stands in, and the code is what a screen words.
    expect(skippedOrThrow('00000000-0000-4000-8000-000000000002', new AppError('NOT_FOUND'))).toEqual({
      id: '00000000-0000-4000-8000-000000000002',
      reason: 'Niet gevonden.',
      code: 'NOT_FOUND',
    });
    expect(() => skippedOrThrow('00000000-0000-4000-8000-000000000003', new Error('kapot'))).toThrow('kapot');
    expect(
      refusedItem('00000000-0000-4000-8000-000000000004', 'CONFLICT', 'debit_attempts', 'Al 3 keer.', {
        count: 3,
      }),
    ).toMatchObject({ refusal: 'debit_attempts', params: { count: 3 }, reason: 'Al 3 keer.' });
    expect(refusal('NOT_FOUND', 'letter_not_found', 'Brief niet gevonden')).toMatchObject({
      status: 404,
      hasCustomMessage: true,
      reason: 'letter_not_found',
    });
  });
});
