import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('config', () => {
  it('has working defaults and keeps a generated JWT secret in the data dir', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hp-config-'));
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.PORT).toBe(3000);
    expect(first.PUBLIC_URL).toBe('http://localhost:3000');
    expect(first.DATABASE_URL).toBeUndefined();
    expect(first.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(first.JWT_SECRET);
    expect(loadConfig({ DATA_DIR: dataDir }).JWT_SECRET).toBe(first.JWT_SECRET);
    expect(Buffer.from(first.SECRETS_KEY, 'base64').length).toBe(32);
    expect(readFileSync(path.join(dataDir, 'secrets-key'), 'utf8').trim()).toBe(first.SECRETS_KEY);
    expect(loadConfig({ DATA_DIR: dataDir }).SECRETS_KEY).toBe(first.SECRETS_KEY);
  });

  it.each([
    ['PORT', 'abc'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['PUBLIC_URL', 'not a url'],
    ['JWT_SECRET', 'short'],
    ['SECRETS_KEY', 'dG9vIHNob3J0'],
    ['SMTP_URL', 'http://mail'],
    ['LOG_LEVEL', 'loud'],
    ['NODE_ENV', 'staging'],
    ['REDIS_URL', 'localhost:6379'],
    ['RATE_LIMITS', 'maybe'],
  ])('a bad %s is refused with its name', (name, value) => {
    expect(() => loadConfig({ [name]: value, DATA_DIR: tmpdir() })).toThrowError(ConfigError);
    expect(() => loadConfig({ [name]: value, DATA_DIR: tmpdir() })).toThrowError(new RegExp(name));
  });

  it('keeps the rate limits on in production', () => {
    const production = { NODE_ENV: 'production', DATA_DIR: tmpdir() };
    expect(loadConfig(production).RATE_LIMITS).toBe('on');
    expect(() => loadConfig({ ...production, RATE_LIMITS: 'off' })).toThrowError(/RATE_LIMITS/);
  });
});
