import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, checkProductionEnvironment, loadConfig } from './config.ts';

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
    ['TRUSTED_PROXIES', 'proxy.example.nl'],
    ['TRUSTED_PROXIES', '10.0.0.0/33'],
    ['TRUSTED_PROXIES', '127.0.0.1, 0177.0.0.1'],
    ['PANEL_ALLOWED_NETWORKS', '10.0.0.0/8,everything'],
    ['PANEL_ALLOWED_NETWORKS', '2130706433'],
    ['PANEL_ALLOWED_NETWORKS', 'fd00::/7/8'],
    ['METRICS_TOKEN', 'too-short-to-guess-slowly'],
    ['METRICS_PORT', '70000'],
    ['METRICS_PORT', '3000'],
    ['BACKUP_RETENTION_DAYS', '0'],
    ['BACKUP_RETENTION_DAYS', 'two weeks'],
    ['PEPPOL_ACCESS_POINT_URL', 'ftp://ap.example.com'],
    ['PEPPOL_ACCESS_POINT_URL', 'https://user:secret@ap.example.com'],
    ['PEPPOL_ACCESS_POINT_TOKEN', 'short'],
  ])('a bad %s is refused with its name', (name, value) => {
    expect(() => loadConfig({ [name]: value, DATA_DIR: tmpdir() })).toThrowError(ConfigError);
    expect(() => loadConfig({ [name]: value, DATA_DIR: tmpdir() })).toThrowError(new RegExp(name));
  });

  it('reads TRUSTED_PROXIES and PANEL_ALLOWED_NETWORKS as lists of addresses and ranges, empty when unset', () => {
    const unset = loadConfig({ DATA_DIR: tmpdir() });
    expect([unset.TRUSTED_PROXIES, unset.PANEL_ALLOWED_NETWORKS]).toEqual([[], []]);
    const set = loadConfig({
      DATA_DIR: tmpdir(),
      TRUSTED_PROXIES: ' 127.0.0.1, ::1,10.0.0.0/8 ',
      PANEL_ALLOWED_NETWORKS: '192.168.10.0/24,fd12:3456::/48',
    });
    expect(set.TRUSTED_PROXIES).toEqual(['127.0.0.1', '::1', '10.0.0.0/8']);
    expect(set.PANEL_ALLOWED_NETWORKS).toEqual(['192.168.10.0/24', 'fd12:3456::/48']);
  });

  it('has no daily backup unless BACKUP_DIR is set, then keeps 14 days unless told otherwise', () => {
    const unset = loadConfig({ DATA_DIR: tmpdir() });
    expect([unset.BACKUP_DIR, unset.BACKUP_RETENTION_DAYS]).toEqual([undefined, 14]);
    const set = loadConfig({ DATA_DIR: tmpdir(), INIT_CWD: '/srv/hostportaal', BACKUP_DIR: 'backups' });
    expect(set.BACKUP_DIR).toBe('/srv/hostportaal/backups');
    expect(loadConfig({ DATA_DIR: tmpdir(), BACKUP_RETENTION_DAYS: '30' }).BACKUP_RETENTION_DAYS).toBe(30);
  });

  it('keeps the rate limits on in production', () => {
    const production = { NODE_ENV: 'production', DATA_DIR: tmpdir() };
    expect(loadConfig(production).RATE_LIMITS).toBe('on');
    expect(() => loadConfig({ ...production, RATE_LIMITS: 'off' })).toThrowError(/RATE_LIMITS/);
  });

  it('serves no metrics unless asked, and on its own port only on the loopback interface by default', () => {
    const unset = loadConfig({ DATA_DIR: tmpdir() });
    expect([unset.METRICS_TOKEN, unset.METRICS_PORT, unset.METRICS_HOST]).toEqual([
      undefined,
      undefined,
      '127.0.0.1',
    ]);
    const set = loadConfig({ DATA_DIR: tmpdir(), METRICS_PORT: '9464', METRICS_TOKEN: 'x'.repeat(32) });
    expect([set.METRICS_PORT, set.METRICS_TOKEN]).toEqual([9464, 'x'.repeat(32)]);
  });

  it('sends nothing over Peppol unless the access point is configured, and then needs its token', () => {
    const unset = loadConfig({ DATA_DIR: tmpdir() });
    expect([unset.PEPPOL_ACCESS_POINT_URL, unset.PEPPOL_ACCESS_POINT_TOKEN]).toEqual([undefined, undefined]);
    const url = 'https://ap.example.com/api';
    expect(() => loadConfig({ DATA_DIR: tmpdir(), PEPPOL_ACCESS_POINT_URL: url })).toThrowError(
      /PEPPOL_ACCESS_POINT_TOKEN/,
    );
    const set = loadConfig({
      DATA_DIR: tmpdir(),
      PEPPOL_ACCESS_POINT_URL: url,
      PEPPOL_ACCESS_POINT_TOKEN: 'tok-12345',
    });
    expect(set.PEPPOL_ACCESS_POINT_URL).toBe(url);
    const production = { NODE_ENV: 'production', DATA_DIR: tmpdir(), PEPPOL_ACCESS_POINT_TOKEN: 'tok-12345' };
    expect(() =>
      loadConfig({ ...production, PEPPOL_ACCESS_POINT_URL: 'http://ap.example.com' }),
    ).toThrowError(/https/);
  });

  it('seeds the demo outside production only, and refuses DEMO_SEED=true in production (issue 26)', () => {
    expect(loadConfig({ DATA_DIR: tmpdir() }).DEMO_SEED).toBe(true);
    expect(loadConfig({ DATA_DIR: tmpdir(), DEMO_SEED: 'false' }).DEMO_SEED).toBe(false);
    const production = { NODE_ENV: 'production', DATA_DIR: tmpdir() };
    expect(loadConfig(production).DEMO_SEED).toBe(false);
    expect(() => loadConfig({ ...production, DEMO_SEED: 'true' })).toThrowError(/DEMO_SEED: cannot be true/);
    expect(() => loadConfig({ DATA_DIR: tmpdir(), ADMIN_EMAIL: 'not an address' })).toThrowError(
      /ADMIN_EMAIL/,
    );
  });

  it('names every setting a production start lacks, and wants an https PUBLIC_URL', () => {
    expect(() => checkProductionEnvironment({ NODE_ENV: 'development' })).not.toThrow();
    const missing = (() => {
      try {
        checkProductionEnvironment({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) });
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(missing).not.toContain('JWT_SECRET');
    for (const name of ['SECRETS_KEY', 'PUBLIC_URL', 'SMTP_URL'])
      expect(missing).toContain(`${name}: required`);
    const complete = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      SECRETS_KEY: Buffer.alloc(32).toString('base64'),
      PUBLIC_URL: 'https://portal.example.nl',
      SMTP_URL: 'smtp://mail.example.nl',
    };
    expect(() => checkProductionEnvironment(complete)).not.toThrow();
    expect(() =>
      checkProductionEnvironment({ ...complete, PUBLIC_URL: 'http://portal.example.nl' }),
    ).toThrowError(/PUBLIC_URL: must be https/);
  });
});
