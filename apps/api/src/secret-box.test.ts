import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { secretBox } from './secret-box.ts';

const key = () => randomBytes(32).toString('base64url');

describe('secrets at rest', () => {
  it('gives the secret back, never stores it readable, and differs each time', () => {
    const box = secretBox(key());
    const sealed = box.seal('da-login-key-123');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('da-login-key-123');
    expect(box.seal('da-login-key-123')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('da-login-key-123');
  });

  it('refuses a value sealed under another key or changed afterwards', () => {
    const sealed = secretBox(key()).seal('geheim');
    expect(() => secretBox(key()).open(sealed)).toThrow();
    const box = secretBox(key());
    const own = box.seal('geheim');
    const tampered = `${own.slice(0, -2)}${own.endsWith('AA') ? 'AB' : 'AA'}`;
    expect(() => box.open(tampered)).toThrow();
    expect(() => box.open('plain text')).toThrow('not a sealed secret');
    expect(() => secretBox('short')).toThrow('SECRETS_KEY must be 32 bytes');
  });
});
