import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../app-error.ts';
import { addressGroupOf } from '../ip-networks.ts';

// Request-rate limits on the routes worth abusing (issues 9 and 18): logging in, registering, verification
// mail, password reset, 2FA, search and exports — per client IP and, where there is one, per account, so
// neither many accounts from one address nor one account from many addresses gets through. Counters live in
// memory, or in Redis when REDIS_URL is set so that several API instances share them (decision 021). The
// failure delays of login and 2FA (login-throttle.ts) stay: those count wrong passwords, these requests.
// A client address counts as its group: an IPv6 address as its /64 (issue 26, ip-networks.ts).

type Limit = { max: number; windowMs: number };
type Policy = {
  name: string;
  ip: Limit;
  account?: Limit;
  accountOf: (request: FastifyRequest) => string | null;
  /** What the `ip` limit counts by; the client address unless the policy says otherwise. */
  addressKeyOf?: (request: FastifyRequest) => string;
};

const MINUTE = 60_000;

const addressOf = (request: FastifyRequest) => addressGroupOf(request.ip);

/** The account a request speaks for: the logged-in user, else the e-mail address it names. */
function accountOf(request: FastifyRequest): string | null {
  if (request.auth) return request.auth.user.id;
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : null;
}

/** At most `max` requests in `minutes` minutes. */
const per = (max: number, minutes: number): Limit => ({ max, windowMs: minutes * MINUTE });

/** A policy counted per client IP and, when given, per account. */
const policy = (name: string, ip: Limit, account?: Limit): Policy =>
  account ? { name, ip, account, accountOf } : { name, ip, accountOf };

const searchPolicy = (name: string) => policy(name, per(300, 1), per(120, 1));
const exportPolicy = (name: string) => policy(name, per(60, 1), per(20, 1));
// Figures and lists that aggregate over every customer, invoice and claim (issue 26): a script or a stolen
// staff token calling them in a loop slows the portal for everyone. A person, even one typing a search into
// the Collection Center with the dashboard refreshing beside it, stays far below.
const figuresPolicy = (name: string) => policy(name, per(120, 1), per(60, 1));

/**
 * Logins per (address, account named), not per address (issue 26): an office behind one NAT address logs in
 * as often as it likes. Wrong passwords per address across accounts are counted by login-throttle.ts, which
 * counts failures only; this only stops one address hammering one account.
 */
const loginPolicy: Policy = {
  ...policy('login', per(30, 15)),
  addressKeyOf: (request) => `${addressOf(request)}|${accountOf(request) ?? ''}`,
};

/** By route (method and URL as registered). */
export const ratePolicies: Record<string, Policy> = {
  // No per-account request limit on login: anyone could spend it and lock the owner out (issue 18). Failed
  // passwords per account are counted by login-throttle.ts, where a known device keeps its own count.
  'POST /auth/login': loginPolicy,
  // Taken addresses answer 409 like before, but only as often as any registration from that address.
  'POST /auth/register': policy('register', per(10, 60)),
  'POST /auth/resend-verification': policy('verification-mail', per(10, 60), per(3, 60)),
  'POST /auth/forgot-password': policy('password-reset', per(10, 60), per(3, 60)),
  'POST /auth/reset-password': policy('password-reset-token', per(20, 60)),
  // The sign-in link mails the owner like a reset link does, and is limited alike (issue 26).
  'POST /auth/sign-in-link': policy('sign-in-link', per(10, 60), per(3, 60)),
  'POST /auth/sign-in-link/use': policy('sign-in-link-token', per(20, 60)),
  'POST /two-factor/verify': policy('two-factor', per(20, 15)),
  'POST /two-factor/enable': policy('two-factor-enable', per(20, 15), per(10, 15)),
  'POST /two-factor/disable': policy('two-factor-disable', per(20, 15), per(10, 15)),
  // A stolen access token must not try passwords here, nor send mail to any address at will (issue 18).
  'POST /auth/email-change': policy('email-change', per(20, 15), per(10, 15)),
  'POST /auth/email-change/resend': policy('email-change-resend', per(10, 60), per(5, 60)),
  'POST /auth/email-change/confirm': policy('email-change-token', per(20, 60)),
  'POST /auth/email-change/undo': policy('email-change-token', per(20, 60)),
  // The public pay page (issue 29): a person opens it a few times; each start may ask Mollie for a checkout.
  'GET /api/pay': policy('pay-link', per(60, 1)),
  'POST /api/pay': policy('pay-link-start', per(20, 10)),
  'GET /api/search': searchPolicy('search'),
  'GET /api/admin/search': searchPolicy('admin-search'),
  'GET /api/admin/payments/search/:reference': searchPolicy('payment-search'),
  'GET /api/account/export': exportPolicy('account-export'),
  'GET /api/admin/exports/invoices': exportPolicy('export'),
  'GET /api/admin/exports/payments': exportPolicy('export'),
  'GET /api/admin/exports/vat-summary': exportPolicy('export'),
  'GET /api/admin/exports/open-items': exportPolicy('export'),
  'GET /api/admin/exports/collections': exportPolicy('export'),
  'GET /api/admin/exports/einvoices': exportPolicy('export'),
  'GET /api/admin/reports/vat-summary': exportPolicy('export'),
  'GET /api/admin/subscriptions/enhanced/export': exportPolicy('export'),
  'GET /api/admin/collections/export': exportPolicy('export'),
  'GET /api/admin/analytics': figuresPolicy('analytics'),
  'GET /api/subscription-analytics/sepa': figuresPolicy('analytics'),
  'GET /api/admin/dashboard/stats': figuresPolicy('statistics'),
  'GET /api/admin/sepa-statistics': figuresPolicy('statistics'),
  'GET /api/admin/subscriptions/enhanced/stats': figuresPolicy('statistics'),
  'GET /api/admin/collections/cases': figuresPolicy('collection-cases'),
};

export type RateLimitOptions = { redisUrl?: string };

export async function registerRateLimits(app: FastifyInstance, options: RateLimitOptions) {
  // ioredis loads only when there is a Redis to share the counters with.
  const redis = options.redisUrl
    ? new (await import('ioredis')).Redis(options.redisUrl, {
        maxRetriesPerRequest: 1,
        connectTimeout: 2_000,
        lazyConnect: false,
      })
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
    const checks = [limiterFor(policy, 'ip', policy.ip, policy.addressKeyOf ?? addressOf)];
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
