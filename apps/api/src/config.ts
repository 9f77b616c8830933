import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseNetworkList } from './ip-networks.ts';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** A comma-separated list of addresses and CIDR ranges; unset or empty is an empty list. */
const networkList = z
  .string()
  .default('')
  .transform((text, ctx) => {
    const parsed = parseNetworkList(text);
    if ('networks' in parsed) return parsed.networks;
    ctx.addIssue({ code: 'custom', message: `'${parsed.invalid}' is not an IP address or CIDR range` });
    return z.NEVER;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  DATA_DIR: z.string().min(1).optional(),
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  JWT_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  // Encrypts secrets at rest (DirectAdmin login keys): 32 bytes, base64 or base64url.
  SECRETS_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((value) => Buffer.from(value, 'base64').length === 32, 'must be 32 bytes in base64')
      .optional(),
  ),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: z.string().default('Hostportaal <noreply@hostportaal.test>'),
  /** Shares rate-limit counters between API instances; in memory (one instance) when unset. */
  REDIS_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
  ),
  /** Request-rate limits on login, password reset, 2FA, search and exports; off only outside production. */
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  /**
   * The reverse proxies whose X-Forwarded-For (and -Proto, -Host) count: the client address is the first hop
   * from the right that is not one of them. Empty: no proxy is trusted and the client is the socket's peer.
   */
  TRUSTED_PROXIES: networkList,
  /**
   * Networks outside the public internet where panels may be: private ranges, and loopback only when listed
   * (the tests' fake panels). Link-local (cloud metadata), unspecified, multicast and broadcast never are.
   */
  PANEL_ALLOWED_NETWORKS: networkList,
  /**
   * Opens GET /metrics (Prometheus) on the main port to a scraper that sends `Authorization: Bearer <token>`.
   * Unset, and without METRICS_PORT, /metrics is not served at all. With METRICS_PORT it is asked there too.
   */
  METRICS_TOKEN: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -hex 32)').optional(),
  ),
  /**
   * Serves /metrics, and nothing else, on a port of its own (on METRICS_HOST) instead of the main one, for a
   * scraper on the same host or a private network. 0 takes a free port (tests).
   */
  METRICS_PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).optional()),
  /** Where METRICS_PORT listens: the loopback interface unless a private network's scraper needs more. */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  /** Where the daily backup job writes its files; unset: no daily backup (decision 025). */
  BACKUP_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  /**
   * Encrypts every backup written (AES-256-GCM): 32 bytes, base64. Unset, backups are plain gzip. Keep it
   * apart from the backups: without it they cannot be restored (issue 26).
   */
  BACKUP_ENCRYPTION_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine(
        (value) => Buffer.from(value, 'base64').length === 32,
        'must be 32 bytes in base64 (openssl rand -base64 32)',
      )
      .optional(),
  ),
  /** How many days of daily backups are kept, today's included. */
  BACKUP_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(14),
  /**
   * The Peppol access point's REST API (decision 030): unset, invoices are not sent over Peppol at all.
   * No credentials in the URL: the token goes in PEPPOL_ACCESS_POINT_TOKEN.
   */
  PEPPOL_ACCESS_POINT_URL: z.preprocess(
    emptyToUndefined,
    z
      .url()
      .regex(/^https?:\/\//, 'must be an http:// or https:// URL')
      .refine((value) => {
        const url = new URL(value);
        return url.username === '' && url.password === '';
      }, 'must not hold credentials: set PEPPOL_ACCESS_POINT_TOKEN')
      .optional(),
  ),
  /** The bearer token for the access point's API; a secret, never logged or shown. */
  PEPPOL_ACCESS_POINT_TOKEN: z.preprocess(emptyToUndefined, z.string().min(8).optional()),
  /**
   * Where the Mollie client sends its requests instead of Mollie's own API (issue 29): the tests' local fake.
   * Never in production. Unset, the demo's Testmodus uses the fake this server mounts at /__fake-mollie.
   */
  MOLLIE_API_ENDPOINT: z.preprocess(emptyToUndefined, z.url().optional()),
  /** Fills an empty database with the demo at first start; default on, except in production, which refuses it. */
  DEMO_SEED: z.enum(['true', 'false']).optional(),
  /**
   * The first admin's address (decision 031): at a start that finds no admin, that admin is created without a
   * password and mailed a one-time link to set one. Alternative to `npm run create-admin`.
   */
  ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email('must be an e-mail address').optional()),
});

/**
 * What a production start needs set in the environment (decision 031), and why. Checked when the server starts
 * (`main.ts`), not by every tool that reads the configuration.
 */
export const PRODUCTION_REQUIRED = {
  JWT_SECRET: 'signs the sessions; a generated one in the data directory would sit beside the database',
  SECRETS_KEY: 'encrypts the panel keys and 2FA secrets at rest, kept apart from the database',
  PUBLIC_URL: "the portal's https:// address, in every link a customer or staff member is mailed",
  SMTP_URL: 'invoices, SEPA pre-notifications, reset and sign-in links leave by e-mail',
} as const;

export type Config = Omit<
  z.infer<typeof envSchema>,
  'JWT_SECRET' | 'SECRETS_KEY' | 'PUBLIC_URL' | 'DEMO_SEED'
> & {
  DEMO_SEED: boolean;
  JWT_SECRET: string;
  SECRETS_KEY: string;
  PUBLIC_URL: string;
  DATA_DIR: string;
};

export class ConfigError extends Error {}

// The JWT secret and the secrets key are generated once and kept in the data dir, so `npm start` needs no
// setup; production sets them in the environment.
function loadOrCreateSecret(dataDir: string, name: string, bytes: number): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(bytes).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  if (values.NODE_ENV === 'production' && values.DEMO_SEED === 'true')
    throw new ConfigError(
      'Invalid configuration:\n  DEMO_SEED: cannot be true in production (production never creates demo data)',
    );
  if (values.NODE_ENV === 'production' && values.RATE_LIMITS === 'off')
    throw new ConfigError('Invalid configuration:\n  RATE_LIMITS: cannot be off in production');
  if (values.METRICS_PORT !== undefined && values.METRICS_PORT !== 0 && values.METRICS_PORT === values.PORT)
    throw new ConfigError('Invalid configuration:\n  METRICS_PORT: must differ from PORT');
  if (values.PEPPOL_ACCESS_POINT_URL && !values.PEPPOL_ACCESS_POINT_TOKEN)
    throw new ConfigError(
      'Invalid configuration:\n  PEPPOL_ACCESS_POINT_TOKEN: required when PEPPOL_ACCESS_POINT_URL is set',
    );
  if (values.NODE_ENV === 'production' && values.PEPPOL_ACCESS_POINT_URL?.startsWith('http://'))
    throw new ConfigError(
      'Invalid configuration:\n  PEPPOL_ACCESS_POINT_URL: must be https:// in production (the token travels with it)',
    );
  if (values.NODE_ENV === 'production' && values.MOLLIE_API_ENDPOINT)
    throw new ConfigError(
      'Invalid configuration:\n  MOLLIE_API_ENDPOINT: cannot be set in production (payments go to Mollie itself)',
    );
  // `./data` means the repository's data folder; a relative DATA_DIR is taken from where npm was started.
  const dataDir = values.DATA_DIR
    ? path.resolve(env.INIT_CWD ?? process.cwd(), values.DATA_DIR)
    : path.join(repositoryRoot, 'data');
  return {
    ...values,
    DEMO_SEED:
      values.DEMO_SEED === undefined ? values.NODE_ENV !== 'production' : values.DEMO_SEED === 'true',
    DATA_DIR: dataDir,
    BACKUP_DIR: values.BACKUP_DIR && path.resolve(env.INIT_CWD ?? process.cwd(), values.BACKUP_DIR),
    JWT_SECRET: values.JWT_SECRET ?? loadOrCreateSecret(dataDir, 'jwt-secret', 48),
    SECRETS_KEY: values.SECRETS_KEY ?? loadOrCreateSecret(dataDir, 'secrets-key', 32),
    PUBLIC_URL: values.PUBLIC_URL ?? `http://localhost:${values.PORT}`,
  };
}

/**
 * A production start refuses to run without what a real install needs (decision 031): each missing setting
 * named with its reason, and a PUBLIC_URL that is not https.
 */
export function checkProductionEnvironment(env: NodeJS.ProcessEnv = process.env): void {
  if (env.NODE_ENV !== 'production') return;
  const lines = Object.entries(PRODUCTION_REQUIRED)
    .filter(([name]) => !env[name])
    .map(([name, why]) => `  ${name}: required in production (${why})`);
  if (env.PUBLIC_URL && !env.PUBLIC_URL.startsWith('https://'))
    lines.push('  PUBLIC_URL: must be https:// in production (the portal sends sessions and links over it)');
  if (lines.length > 0) throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

/** The backup encryption key as bytes, or undefined when backups are written plain. */
export const backupEncryptionKey = (config: Pick<Config, 'BACKUP_ENCRYPTION_KEY'>) =>
  config.BACKUP_ENCRYPTION_KEY ? Buffer.from(config.BACKUP_ENCRYPTION_KEY, 'base64') : undefined;
