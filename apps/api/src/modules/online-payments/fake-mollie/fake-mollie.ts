import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { checkoutPage, decidedPage } from './fake-mollie-checkout.ts';
import {
  type Amount,
  amountOf,
  centsOf,
  chargebackResource,
  decide,
  type FakePayment,
  type FakePaymentStatus,
  type FakeRefund,
  type FakeRefundStatus,
  fakeId,
  METHODS,
  paymentResource,
  refundableCents,
  refundResource,
} from './fake-mollie-store.ts';

// A local fake of the Mollie endpoints we call (issue 29, decision 039): the tests' Mollie, and the demo's
// Testmodus at /__fake-mollie. Shaped as Mollie's API reference documents them — resources, HAL links, error
// bodies, Idempotency-Key — with a hosted checkout page where one chooses paid, failed, canceled or expired.
// Nothing here reaches the network but the webhook, and that only to the origins it is given.

export type FakeMollieOptions = {
  /** Where a browser reaches this plugin (its prefix included): the base of the checkout links. */
  publicBaseUrl: string;
  /** Delivers a webhook (POST `id=tr_…`); by default fetch, to `webhookOrigins` only. */
  deliverWebhook?: (url: string, body: string) => Promise<void>;
  webhookOrigins?: string[];
  now?: () => Date;
  /**
   * The Testmodus (demo): a pending refund is done this long after it was asked, as Mollie does it a little
   * later, so the demo's refund reaches `refunded` when the portal next asks. Unset (the tests), a refund
   * moves only when the test says so.
   */
  settleRefundsAfterMs?: number;
};

export type FakeMollieControl = {
  payment(id: string): FakePayment | undefined;
  payments(): FakePayment[];
  /** Decides an open payment as its checkout would, webhook included. */
  setStatus(id: string, status: FakePaymentStatus, options?: { method?: string }): Promise<void>;
  setRefundStatus(refundId: string, status: FakeRefundStatus): Promise<void>;
  chargeback(paymentId: string, amountCents: number, reasonCode?: string): Promise<void>;
  /** Every API request answers 503 (Retry-After: 0) while down. */
  down(on: boolean): void;
  /** Webhooks are not delivered (recorded as lost) while on. */
  loseWebhooks(on: boolean): void;
  requests: { method: string; path: string; idempotencyKey: string | null }[];
  webhookCalls: { url: string; body: string; delivered: boolean }[];
};

const API_KEY = /^(test|live)_\w{30,}$/;
const AMOUNT_VALUE = /^\d{1,7}\.\d{2}$/;
const HAL = 'application/hal+json; charset=utf-8';

type ErrorBody = { status: number; title: string; detail: string; field?: string };
function fail(reply: FastifyReply, error: ErrorBody) {
  return reply
    .code(error.status)
    .type(HAL)
    .send({
      ...error,
      _links: {
        documentation: { href: 'https://docs.mollie.com/overview/handling-errors', type: 'text/html' },
      },
    });
}
const isWebUrl = (value: unknown): value is string =>
  typeof value === 'string' && URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);
const unprocessable = (detail: string, field?: string): ErrorBody => ({
  status: 422,
  title: 'Unprocessable Entity',
  detail,
  ...(field ? { field } : {}),
});
const notFound = (detail: string): ErrorBody => ({ status: 404, title: 'Not Found', detail });

function amountError(amount: unknown, field: string): ErrorBody | null {
  const value = amount as Partial<Amount> | undefined;
  if (!value || typeof value.value !== 'string' || typeof value.currency !== 'string')
    return unprocessable(`The amount is required`, field);
  if (value.currency !== 'EUR') return unprocessable('The currency is not supported', `${field}.currency`);
  if (!AMOUNT_VALUE.test(value.value)) return unprocessable('The amount contains an invalid value', field);
  if (centsOf(value as Amount) < 1) return unprocessable('The amount is lower than the minimum', field);
  return null;
}

export function fakeMollie(options: FakeMollieOptions): {
  plugin: FastifyPluginAsync;
  control: FakeMollieControl;
} {
  const now = options.now ?? (() => new Date());
  // Read at each request: the tests' server knows its port only once it listens.
  const base = () => options.publicBaseUrl.replace(/\/$/, '');
  const payments = new Map<string, FakePayment>();
  const byKey = new Map<string, { status: number; body: unknown }>();
  const requests: FakeMollieControl['requests'] = [];
  const webhookCalls: FakeMollieControl['webhookCalls'] = [];
  let isDown = false;
  let losing = false;
  const origins = new Set((options.webhookOrigins ?? []).map((origin) => new URL(origin).origin));
  const deliver =
    options.deliverWebhook ??
    (async (url: string, body: string) => {
      if (!origins.has(new URL(url).origin)) throw new Error(`webhook origin not allowed: ${url}`);
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
        redirect: 'manual',
      });
      if (!response.ok) throw new Error(`webhook answered ${response.status}`);
    });

  async function callWebhook(payment: FakePayment) {
    if (!payment.webhookUrl) return;
    const body = `id=${payment.id}`;
    if (losing) {
      webhookCalls.push({ url: payment.webhookUrl, body, delivered: false });
      return;
    }
    try {
      await deliver(payment.webhookUrl, body);
      webhookCalls.push({ url: payment.webhookUrl, body, delivered: true });
    } catch {
      webhookCalls.push({ url: payment.webhookUrl, body, delivered: false });
    }
  }

  const findRefund = (refundId: string) => {
    for (const payment of payments.values()) {
      const refund = payment.refunds.find((candidate) => candidate.id === refundId);
      if (refund) return { payment, refund };
    }
    return null;
  };

  const control: FakeMollieControl = {
    payment: (id) => payments.get(id),
    payments: () => [...payments.values()],
    async setStatus(id, status, { method } = {}) {
      const payment = payments.get(id);
      if (!payment) throw new Error(`no fake payment ${id}`);
      decide(payment, status, now(), method);
      await callWebhook(payment);
    },
    async setRefundStatus(refundId, status) {
      const found = findRefund(refundId);
      if (!found) throw new Error(`no fake refund ${refundId}`);
      found.refund.status = status;
      await callWebhook(found.payment);
    },
    async chargeback(paymentId, amountCents, reasonCode = 'AC06') {
      const payment = payments.get(paymentId);
      if (!payment) throw new Error(`no fake payment ${paymentId}`);
      payment.chargebacks.push({
        id: fakeId('chb'),
        paymentId,
        amount: amountOf(amountCents),
        reasonCode,
        createdAt: now(),
      });
      await callWebhook(payment);
    },
    down: (on) => {
      isDown = on;
    },
    loseWebhooks: (on) => {
      losing = on;
    },
    requests,
    webhookCalls,
  };

  const plugin: FastifyPluginAsync = async (app) => {
    // Mollie's API is reached with its API key, its checkout by anyone with the link: no session of ours.
    app.addHook('onRoute', (route) => {
      route.config = { ...(route.config ?? {}), auth: 'public' } as typeof route.config;
    });
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    const api = async (request: FastifyRequest, reply: FastifyReply) => {
      const key = request.headers['idempotency-key'];
      requests.push({
        method: request.method,
        path: request.url,
        idempotencyKey: typeof key === 'string' ? key : null,
      });
      if (isDown)
        return reply
          .header('retry-after', '0')
          .code(503)
          .type(HAL)
          .send({ status: 503, title: 'Service Unavailable', detail: 'The fake Mollie is down' });
      const auth = request.headers.authorization ?? '';
      if (!API_KEY.test(auth.replace(/^Bearer /, '')))
        return fail(reply, {
          status: 401,
          title: 'Unauthorized Request',
          detail: 'Missing authentication, or failed to authenticate',
        });
      return undefined;
    };
    const modeOf = (request: FastifyRequest) =>
      (request.headers.authorization ?? '').includes('live_') ? ('live' as const) : ('test' as const);

    app.post('/v2/payments', { preHandler: api }, async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const remembered = typeof key === 'string' ? byKey.get(key) : undefined;
      if (remembered) return reply.code(remembered.status).type(HAL).send(remembered.body);
      const body = (request.body ?? {}) as Record<string, unknown>;
      const amountProblem = amountError(body.amount, 'amount');
      if (amountProblem) return fail(reply, amountProblem);
      if (typeof body.description !== 'string' || body.description.trim() === '')
        return fail(reply, unprocessable('The description is required', 'description'));
      if (body.description.length > 255)
        return fail(reply, unprocessable('The description is too long', 'description'));
      if (!isWebUrl(body.redirectUrl))
        return fail(reply, unprocessable('The redirect URL is invalid', 'redirectUrl'));
      if (body.webhookUrl !== undefined && !isWebUrl(body.webhookUrl))
        return fail(reply, unprocessable('The webhook URL is invalid', 'webhookUrl'));
      const methods = body.method === undefined || body.method === null ? [] : [body.method].flat();
      const known = new Set<string>(METHODS.map((method) => method.id));
      if (methods.some((method) => typeof method !== 'string' || !known.has(method)))
        return fail(reply, unprocessable('The payment method is invalid', 'method'));
      const created = now();
      const payment: FakePayment = {
        id: fakeId('tr'),
        mode: modeOf(request),
        createdAt: created,
        amount: body.amount as Amount,
        description: body.description,
        method: (body.method as string | string[] | undefined) ?? null,
        paidMethod: null,
        metadata: body.metadata ?? null,
        status: 'open',
        redirectUrl: body.redirectUrl,
        webhookUrl: (body.webhookUrl as string | undefined) ?? null,
        locale: typeof body.locale === 'string' ? body.locale : null,
        expiresAt: new Date(created.getTime() + 15 * 60_000),
        paidAt: null,
        failedAt: null,
        canceledAt: null,
        expiredAt: null,
        refunds: [],
        chargebacks: [],
      };
      payments.set(payment.id, payment);
      const resource = paymentResource(payment, base());
      if (typeof key === 'string') byKey.set(key, { status: 201, body: resource });
      return reply.code(201).type(HAL).send(resource);
    });

    const paymentOr404 = (id: string, reply: FastifyReply) => {
      const payment = payments.get(id);
      if (!payment) fail(reply, notFound(`No payment exists with token ${id}.`));
      return payment;
    };

    app.get<{ Params: { id: string } }>('/v2/payments/:id', { preHandler: api }, async (request, reply) => {
      const payment = paymentOr404(request.params.id, reply);
      if (payment) return reply.type(HAL).send(paymentResource(payment, base()));
      return reply;
    });

    app.delete<{ Params: { id: string } }>(
      '/v2/payments/:id',
      { preHandler: api },
      async (request, reply) => {
        const payment = paymentOr404(request.params.id, reply);
        if (!payment) return reply;
        if (payment.status !== 'open') return fail(reply, unprocessable('The payment cannot be canceled'));
        decide(payment, 'canceled', now());
        await callWebhook(payment);
        return reply.type(HAL).send(paymentResource(payment, base()));
      },
    );

    app.get('/v2/methods', { preHandler: api }, async (_request, reply) =>
      reply.type(HAL).send({
        count: METHODS.length,
        _embedded: {
          methods: METHODS.map((method) => ({
            resource: 'method',
            id: method.id,
            description: method.description,
            minimumAmount: amountOf(1),
            maximumAmount: amountOf(5_000_000),
            image: {
              size1x: `${base()}/images/${method.id}.png`,
              size2x: `${base()}/images/${method.id}@2x.png`,
              svg: `${base()}/images/${method.id}.svg`,
            },
            status: 'activated',
            _links: { self: { href: `${base()}/v2/methods/${method.id}`, type: 'application/hal+json' } },
          })),
        },
        _links: { self: { href: `${base()}/v2/methods`, type: 'application/hal+json' }, documentation: null },
      }),
    );

    app.post<{ Params: { id: string } }>(
      '/v2/payments/:id/refunds',
      { preHandler: api },
      async (request, reply) => {
        const key = request.headers['idempotency-key'];
        const remembered = typeof key === 'string' ? byKey.get(key) : undefined;
        if (remembered) return reply.code(remembered.status).type(HAL).send(remembered.body);
        const payment = paymentOr404(request.params.id, reply);
        if (!payment) return reply;
        const body = (request.body ?? {}) as Record<string, unknown>;
        const amountProblem = amountError(body.amount, 'amount');
        if (amountProblem) return fail(reply, amountProblem);
        if (payment.status !== 'paid')
          return fail(reply, unprocessable('The payment has not been paid', 'amount'));
        if (centsOf(body.amount as Amount) > refundableCents(payment))
          return fail(
            reply,
            unprocessable(
              'The amount is higher than the amount that can be refunded for this payment',
              'amount',
            ),
          );
        const refund: FakeRefund = {
          id: fakeId('re'),
          paymentId: payment.id,
          amount: body.amount as Amount,
          description: typeof body.description === 'string' ? body.description : '',
          status: 'pending',
          createdAt: now(),
        };
        payment.refunds.push(refund);
        const resource = refundResource(refund, base());
        if (typeof key === 'string') byKey.set(key, { status: 201, body: resource });
        return reply.code(201).type(HAL).send(resource);
      },
    );

    app.get<{ Params: { id: string } }>(
      '/v2/payments/:id/refunds',
      { preHandler: api },
      async (request, reply) => {
        const payment = paymentOr404(request.params.id, reply);
        if (!payment) return reply;
        return reply.type(HAL).send({
          count: payment.refunds.length,
          _embedded: { refunds: payment.refunds.map((refund) => refundResource(refund, base())) },
          _links: {
            self: { href: `${base()}/v2/payments/${payment.id}/refunds`, type: 'application/hal+json' },
            previous: null,
            next: null,
          },
        });
      },
    );

    app.get<{ Params: { id: string; refundId: string } }>(
      '/v2/payments/:id/refunds/:refundId',
      { preHandler: api },
      async (request, reply) => {
        const refund = payments.get(request.params.id)?.refunds.find((r) => r.id === request.params.refundId);
        if (!refund) return fail(reply, notFound(`No refund exists with token ${request.params.refundId}.`));
        const settleAfter = options.settleRefundsAfterMs;
        if (
          settleAfter !== undefined &&
          refund.status === 'pending' &&
          now().getTime() - refund.createdAt.getTime() >= settleAfter
        )
          refund.status = 'refunded';
        return reply.type(HAL).send(refundResource(refund, base()));
      },
    );

    app.delete<{ Params: { id: string; refundId: string } }>(
      '/v2/payments/:id/refunds/:refundId',
      { preHandler: api },
      async (request, reply) => {
        const refund = payments.get(request.params.id)?.refunds.find((r) => r.id === request.params.refundId);
        if (!refund) return fail(reply, notFound(`No refund exists with token ${request.params.refundId}.`));
        if (refund.status !== 'queued' && refund.status !== 'pending')
          return fail(reply, unprocessable('The refund cannot be canceled'));
        refund.status = 'canceled';
        return reply.code(204).send();
      },
    );

    app.get<{ Params: { id: string } }>(
      '/v2/payments/:id/chargebacks',
      { preHandler: api },
      async (request, reply) => {
        const payment = paymentOr404(request.params.id, reply);
        if (!payment) return reply;
        return reply.type(HAL).send({
          count: payment.chargebacks.length,
          _embedded: {
            chargebacks: payment.chargebacks.map((chargeback) => chargebackResource(chargeback, base())),
          },
          _links: {
            self: { href: `${base()}/v2/payments/${payment.id}/chargebacks`, type: 'application/hal+json' },
            previous: null,
            next: null,
          },
        });
      },
    );

    app.get<{ Params: { id: string; chargebackId: string } }>(
      '/v2/payments/:id/chargebacks/:chargebackId',
      { preHandler: api },
      async (request, reply) => {
        const chargeback = payments
          .get(request.params.id)
          ?.chargebacks.find((candidate) => candidate.id === request.params.chargebackId);
        if (!chargeback)
          return fail(reply, notFound(`No chargeback exists with token ${request.params.chargebackId}.`));
        return reply.type(HAL).send(chargebackResource(chargeback, base()));
      },
    );

    app.get<{ Params: { id: string } }>('/checkout/:id', async (request, reply) => {
      const payment = payments.get(request.params.id);
      if (!payment) return reply.code(404).type('text/html; charset=utf-8').send(decidedPage(null));
      reply.header('cache-control', 'no-store');
      return reply
        .type('text/html; charset=utf-8')
        .send(
          payment.status === 'open'
            ? checkoutPage(payment, `${base()}/checkout/${payment.id}`)
            : decidedPage(payment),
        );
    });

    app.post<{ Params: { id: string }; Body: { status?: string; method?: string } }>(
      '/checkout/:id',
      async (request, reply) => {
        const payment = payments.get(request.params.id);
        const status = request.body?.status;
        const choices = ['paid', 'failed', 'canceled', 'expired'];
        if (payment?.status !== 'open' || !status || !choices.includes(status))
          return reply
            .code(409)
            .type('text/html; charset=utf-8')
            .send(decidedPage(payment ?? null));
        const method = METHODS.some((known) => known.id === request.body?.method)
          ? request.body?.method
          : undefined;
        decide(payment, status as FakePaymentStatus, now(), method);
        await callWebhook(payment);
        return reply.code(303).header('location', payment.redirectUrl).send();
      },
    );
  };

  return { plugin, control };
}
