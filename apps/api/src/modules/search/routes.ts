import { errorResponseSchema, searchQuerySchema, searchResponseSchema } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { invoices, subscriptions, tickets } from '../../db/schema/index.ts';
import { currentUser } from '../../plugins/auth-guard.ts';

const perType = 5;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

// The header search: only ever the caller's own invoices, subscriptions and tickets.
export const searchRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/search',
      {
        schema: {
          tags: ['Search'],
          summary: "Search the caller's invoices, subscriptions and tickets",
          querystring: searchQuerySchema,
          response: { 200: searchResponseSchema, 401: errorResponseSchema, 422: errorResponseSchema },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const q = request.query.q;
        const pattern = `%${escapeLike(q)}%`;
        const ticketMatches: SQL[] = [ilike(tickets.subject, pattern)];
        const number = /^#?\s*(\d{1,9})$/.exec(q);
        if (number) ticketMatches.push(eq(tickets.number, Number(number[1])));
        const [invoiceRows, subscriptionRows, ticketRows] = await Promise.all([
          ctx.db
            .select({
              id: invoices.id,
              invoiceNumber: invoices.invoiceNumber,
              totalCents: invoices.totalCents,
              issueDate: invoices.issueDate,
            })
            .from(invoices)
            .where(and(eq(invoices.userId, user.id), ilike(invoices.invoiceNumber, pattern)))
            .orderBy(desc(invoices.issueDate), desc(invoices.invoiceNumber))
            .limit(perType),
          ctx.db
            .select({
              id: subscriptions.id,
              title: subscriptions.title,
              planName: subscriptions.planName,
              domain: subscriptions.domain,
            })
            .from(subscriptions)
            .where(
              and(
                eq(subscriptions.userId, user.id),
                or(
                  ilike(subscriptions.title, pattern),
                  ilike(subscriptions.planName, pattern),
                  ilike(subscriptions.domain, pattern),
                ),
              ),
            )
            .orderBy(desc(subscriptions.createdAt))
            .limit(perType),
          ctx.db
            .select({ id: tickets.id, number: tickets.number, subject: tickets.subject })
            .from(tickets)
            .where(and(eq(tickets.userId, user.id), or(...ticketMatches)))
            .orderBy(desc(tickets.lastMessageAt))
            .limit(perType),
        ]);
        return {
          success: true as const,
          data: {
            invoices: invoiceRows.map((row) => ({
              type: 'invoice' as const,
              id: row.id,
              label: row.invoiceNumber,
              detail: formatCents(row.totalCents),
              link: `/dashboard/invoices?invoice=${row.id}`,
            })),
            subscriptions: subscriptionRows.map((row) => ({
              type: 'subscription' as const,
              id: row.id,
              label: row.title,
              detail: row.domain ?? row.planName,
              link: '/dashboard/subscriptions',
            })),
            tickets: ticketRows.map((row) => ({
              type: 'ticket' as const,
              id: row.id,
              label: `#${row.number} ${row.subject}`,
              detail: null,
              link: `/dashboard/support?ticket=${row.id}`,
            })),
          },
        };
      },
    );
  };
