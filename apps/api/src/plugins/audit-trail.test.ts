import { describe, expect, it } from 'vitest';
import { auditableBody } from './audit-trail.ts';

describe('what an audit row keeps of a request body', () => {
  it('drops secrets and masks IBANs at any depth', () => {
    expect(
      auditableBody({
        name: 'Lotte',
        newPassword: 'Geheim!2026',
        mandate: { iban: 'NL91 ABNA 0417 1643 00', backupCode: '1234-5678' },
        items: [{ token: 'abc', amount: 1250 }],
      }),
    ).toEqual({
      name: 'Lotte',
      newPassword: '[redacted]',
      mandate: { iban: 'NL…4300', backupCode: '[redacted]' },
      items: [{ token: '[redacted]', amount: 1250 }],
    });
  });

  it('keeps only the size of uploads and of very large bodies', () => {
    expect(auditableBody('<Document/>')).toEqual({ upload: { bytes: 11 } });
    expect(auditableBody({ text: 'x'.repeat(30_000) })).toEqual({ truncated: true, chars: 30_011 });
    expect(auditableBody(undefined)).toBeNull();
  });

  it('keeps an array body under `items`, since the audit log answers `after` as an object', () => {
    expect(auditableBody([{ token: 'abc' }, 2])).toEqual({ items: [{ token: '[redacted]' }, 2] });
  });

  it('cuts a deeply nested body off instead of overflowing the stack (a route without a body schema)', () => {
    const deep = JSON.parse(`${'{"a":'.repeat(5_000)}{"password":"x"}${'}'.repeat(5_000)}`);
    let kept = auditableBody(deep) as Record<string, unknown> | string;
    let depth = 0;
    while (typeof kept === 'object') {
      kept = kept.a as Record<string, unknown> | string;
      depth += 1;
    }
    expect({ depth, kept }).toEqual({ depth: 16, kept: '[too deep]' });
  });
});
