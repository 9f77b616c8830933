import {
  addCartItemBodySchema,
  cartResponseSchema,
  checkoutBodySchema,
  errorResponseSchema,
  orderResultResponseSchema,
  testSubscriptionPaymentBodySchema,
  updateCartItemBodySchema,
  withdrawalResultResponseSchema,
} from '@hostportaal/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../app-error.ts';
import { currentUser } from '../../plugins/auth-guard.ts';
import { addCartItem, getCart, removeCartItem, updateCartItem } from './cart.ts';
import { checkoutCart, placeOrder } from './checkout.ts';
import { withdrawSubscription } from './withdraw-subscription.ts';

const tags = ['Orders'];
const errors = {
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
};
const itemParams = z.object({ id: z.uuid() });

// The customer's cart (SPEC §3 session state "cart") and checkout; POST /pay/csubpayment-test (SPEC §7)
// is the same order for one package, for test mode only.
export const orderRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const actorOf = (request: FastifyRequest) => ({
      id: currentUser(request).id,
      ip: request.ip,
      now: ctx.clock.now(),
    });
    const cartOf = async (request: FastifyRequest) => ({
      success: true as const,
      data: await getCart(ctx.db, currentUser(request)),
    });

    app.get(
      '/api/cart',
      {
        schema: {
          tags,
          summary: 'The cart with current prices',
          response: { 200: cartResponseSchema, ...errors },
        },
      },
      cartOf,
    );

    app.post(
      '/api/cart/items',
      {
        schema: {
          tags,
          summary: 'Add a package (adds to the quantity when it is there)',
          body: addCartItemBodySchema,
          response: { 200: cartResponseSchema, ...errors },
        },
      },
      async (request) => {
        await addCartItem(ctx.db, currentUser(request).id, request.body, ctx.clock.now());
        return cartOf(request);
      },
    );

    app.patch(
      '/api/cart/items/:id',
      {
        schema: {
          tags,
          summary: 'Change the quantity of a line',
          params: itemParams,
          body: updateCartItemBodySchema,
          response: { 200: cartResponseSchema, ...errors },
        },
      },
      async (request) => {
        await updateCartItem(ctx.db, currentUser(request).id, request.params.id, request.body.quantity);
        return cartOf(request);
      },
    );

    app.delete(
      '/api/cart/items/:id',
      {
        schema: {
          tags,
          summary: 'Remove a line',
          params: itemParams,
          response: { 200: cartResponseSchema, ...errors },
        },
      },
      async (request) => {
        await removeCartItem(ctx.db, currentUser(request).id, request.params.id);
        return cartOf(request);
      },
    );

    app.post(
      '/api/cart/checkout',
      {
        schema: {
          tags,
          summary: 'Order the cart: mandate, subscriptions and first invoices',
          body: checkoutBodySchema,
          response: { 201: orderResultResponseSchema, 403: errorResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        const result = await checkoutCart(ctx.db, user.id, request.body, actorOf(request), {
          publicUrl: ctx.config.PUBLIC_URL,
        });
        await ctx.jobs.trigger('invoice-delivery');
        ctx.notifyOutbox();
        return reply.status(201).send({ success: true, data: result });
      },
    );

    app.post(
      '/api/user-subscriptions/:id/withdraw',
      {
        schema: {
          tags,
          summary:
            'Herroepen: a consumer withdraws within 14 days of the order; service ends now, the unused part is credited',
          params: itemParams,
          response: { 200: withdrawalResultResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await withdrawSubscription(ctx, {
          userId: currentUser(request).id,
          subscriptionId: request.params.id,
          ip: request.ip,
        }),
      }),
    );

    app.withTypeProvider<ZodTypeProvider>().post(
      '/pay/csubpayment-test',
      {
        schema: {
          tags,
          summary: 'Test-mode order of one subscription (refused in production)',
          body: testSubscriptionPaymentBodySchema,
          response: { 201: orderResultResponseSchema, 403: errorResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        if (ctx.config.NODE_ENV === 'production') throw new AppError('TEST_MODE_ONLY');
        const { packageId, interval, acceptance, ...mandate } = request.body;
        const user = currentUser(request);
        const result = await placeOrder(
          ctx.db,
          user.id,
          [{ packageId, interval, quantity: 1 }],
          mandate,
          acceptance,
          actorOf(request),
          { publicUrl: ctx.config.PUBLIC_URL },
        );
        await ctx.jobs.trigger('invoice-delivery');
        ctx.notifyOutbox();
        return reply.status(201).send({ success: true, data: result });
      },
    );
  };
