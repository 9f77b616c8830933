import { describe, expect, it } from 'vitest';
import { loginBodySchema, registerBodySchema, updateProfileBodySchema } from './auth.ts';
import { twoFactorVerifyBodySchema } from './two-factor.ts';

describe('auth contract', () => {
  it('normalises e-mail addresses (trim, lower case) before validating', () => {
    expect(loginBodySchema.parse({ email: '  Jan@Example.NL ', password: 'x' }).email).toBe('jan@example.nl');
    expect(loginBodySchema.safeParse({ email: 'geen-adres', password: 'x' }).success).toBe(false);
  });

  it('requires a new password of at least 8 characters', () => {
    const base = { firstname: 'Jan', lastname: 'Jansen', email: 'jan@example.nl' };
    expect(registerBodySchema.safeParse({ ...base, password: '1234567' }).success).toBe(false);
    expect(registerBodySchema.safeParse({ ...base, password: '12345678' }).success).toBe(true);
  });

  it('accepts a 6-digit code or a backup code as second factor', () => {
    const challengeToken = 'x'.repeat(20);
    expect(twoFactorVerifyBodySchema.safeParse({ challengeToken, code: '123456' }).success).toBe(true);
    expect(twoFactorVerifyBodySchema.safeParse({ challengeToken, code: 'abcd-ef23' }).success).toBe(true);
    expect(twoFactorVerifyBodySchema.safeParse({ challengeToken, code: '12345' }).success).toBe(false);
  });

  it('the profile body carries the fields of SPEC §7 and no company', () => {
    const parsed = updateProfileBodySchema.parse({
      firstname: 'Jan',
      lastname: 'Jansen',
      email: 'jan@example.nl',
      company: 'Genegeerd BV',
    });
    expect(parsed).not.toHaveProperty('company');
  });
});
