import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from '../app-error.ts';

// Request-rate limits on the routes worth abusing (issue 9): logging in, password reset, 2FA, search and
// exports — per client IP and, where there is one, per account, so neither many accounts from one address
// nor one account from many addresses gets through. Counters live in memory, or in Redis when REDIS_URL is
// set so that several API instances share them (decision 021). The failure lockout of login and 2FA
// (login-throttle.ts) stays: that one counts wrong passwords, this one counts requests.

type Limit = { max: number; windowMs: number };
type Policy = {
  name: string;
  ip: Limit;
  account?: Limit;
  accountOf: (request: FastifyRequest) => string | null;
};

const MINUTE = 60_000;

/** The account a request speaks for: the logged-in user, else the e-mail address it names. */
function accountOf(request: FastifyRequest): string | null {
  if (request.auth) return request.auth.user.id;
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : null;
}

const searchPolicy = (name: string): Policy => ({
  name,
  ip: { max: 300, windowMs: MINUTE },
  account: { max: 120, windowMs: MINUTE },
  accountOf,
});
const exportPolicy = (name: string): Policy => ({
  name,
  ip: { max: 60, windowMs: MINUTE },
  account: { max: 20, windowMs: MINUTE },
  accountOf,
});

/** By route (method and URL as registered). */
export const ratePolicies: Record<string, Policy> = {
  'POST /auth/login': {
    name: 'login',
    ip: { max: 30, windowMs: 15 * MINUTE },
    account: { max: 10, windowMs: 15 * MINUTE },
    accountOf,
  },
  'POST /auth/forgot-password': {
    name: 'password-reset',
    ip: { max: 10, windowMs: 60 * MINUTE },
    account: { max: 3, windowMs: 60 * MINUTE },
    accountOf,
  },
  'POST /auth/reset-password': {
    name: 'password-reset-token',
    ip: { max: 20, windowMs: 60 * MINUTE },
    accountOf,
  },
  'POST /two-factor/verify': { name: 'two-factor', ip: { max: 20, windowMs: 15 * MINUTE }, accountOf },
  'POST /two-factor/enable': {
    name: 'two-factor-enable',
    ip: { max: 20, windowMs: 15 * MINUTE },
    account: { max: 10, windowMs: 15 * MINUTE },
    accountOf,
  },
  'POST /two-factor/disable': {
    name: 'two-factor-disable',
    ip: { max: 20, windowMs: 15 * MINUTE },
    account: { max: 10, windowMs: 15 * MINUTE },
    accountOf,
  },
  'GET /api/search': searchPolicy('search'),
  'GET /api/admin/search': searchPolicy('admin-search'),
  'GET /api/admin/payments/search/:reference': searchPolicy('payment-search'),
  'GET /api/account/export': exportPolicy('account-export'),
  'GET /api/admin/exports/invoices': exportPolicy('export'),
  'GET /api/admin/exports/payments': exportPolicy('export'),
  'GET /api/admin/exports/vat-summary': exportPolicy('export'),
  'GET /api/admin/exports/open-items': exportPolicy('export'),
  'GET /api/admin/exports/collections': exportPolicy('export'),
  'GET /api/admin/reports/vat-summary': exportPolicy('export'),
  'GET /api/admin/subscriptions/enhanced/export': exportPolicy('export'),
  'GET /api/admin/collections/export': exportPolicy('export'),
};

export type RateLimitOptions = { redisUrl?: string };

export async function registerRateLimits(app: FastifyInstance, options: RateLimitOptions) {
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000, lazyConnect: false })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  // Redis down must not lock everyone out: skipOnError lets the request through (and logs nothing secret).
  await app.register(rateLimit, { global: false, redis, nameSpace: 'hostportaal-rl:', skipOnError: true });

  const limiters = new Map<string, ReturnType<FastifyInstance['createRateLimit']>>();
  // One limiter per policy and kind, made on first use; its key is read from each request.
  const limiterFor = (
    policy: Policy,
    kind: 'ip' | 'account',
    limit: Limit,
    key: (request: FastifyRequest) => string,
  ) => {
    const id = `${policy.name}:${kind}`;
    let limiter = limiters.get(id);
    if (!limiter) {
      limiter = app.createRateLimit({
        max: limit.max,
        timeWindow: limit.windowMs,
        keyGenerator: (request) => `${id}:${key(request)}`,
      });
      limiters.set(id, limiter);
    }
    return limiter;
  };

  // preValidation: after the guard has identified the user and the body is parsed, before any work.
  app.addHook('preValidation', async (request) => {
    const policy = ratePolicies[`${request.method} ${request.routeOptions.url}`];
    if (!policy) return;
    const checks = [limiterFor(policy, 'ip', policy.ip, (req) => req.ip)];
    const account = policy.accountOf(request);
    if (policy.account && account)
      checks.push(limiterFor(policy, 'account', policy.account, (req) => policy.accountOf(req) ?? ''));
    for (const check of checks) {
      const outcome = await check(request);
      if (!outcome.isAllowed && outcome.isExceeded) {
        throw new AppError('TOO_MANY_REQUESTS', { headers: { 'retry-after': String(outcome.ttlInSeconds) } });
      }
    }
  });
}
