import { insertInvoice } from '../../db/seed/invoice-factory.ts';
import { insertMandate } from '../../db/seed/mandate-factory.ts';
import { insertSubscription } from '../../db/seed/subscription-factory.ts';
import { insertUser } from '../../db/seed/user-factory.ts';
import { type ClaimsApp, signedIn } from '../claims/claim-test-scenario.ts';

// Test support for the arrangement tests (issue 30): a consumer with two overdue invoices of € 60,50 each
// (€ 121,00 together), due 15 September and 15 October 2026, on one subscription.

let counter = 0;

export type ArrangementDebtor = Awaited<ReturnType<typeof overdueDebtor>>;

/**
 * The consumer, signed in. `mandate`: a valid mandate the subscription and its invoices are collected on
 * (otherwise they pay by transfer); `suspended`: the service is suspended for not paying.
 */
export async function overdueDebtor(
  app: ClaimsApp,
  options: { mandate?: boolean; suspended?: boolean } = {},
) {
  counter += 1;
  const db = app.t.database.db;
  const email = `regeling-${options.mandate ? 'incasso-' : ''}${counter}@example.test`;
  const customer = await insertUser(db, { email });
  const mandate = options.mandate ? await insertMandate(db, customer.id) : null;
  const subscription = await insertSubscription(db, {
    userId: customer.id,
    packageId: app.packageId,
    startDate: '2026-09-01',
    ...(mandate ? { mandateId: mandate.id } : {}),
    ...(options.suspended ? { status: 'suspended' as const, serviceStatus: 'suspended' as const } : {}),
  });
  const made = [];
  for (const [issueDate, dueDate] of [
    ['2026-09-01', '2026-09-15'],
    ['2026-10-01', '2026-10-15'],
  ] as const)
    made.push(
      (
        await insertInvoice(db, {
          userId: customer.id,
          subscriptionId: subscription.id,
          ...(mandate ? { mandateId: mandate.id } : {}),
          issueDate,
          dueDate,
          status: 'overdue',
          lines: [
            { description: 'Webhosting', unitPriceCents: 5000, periodStart: issueDate, periodEnd: issueDate },
          ],
        })
      ).invoice,
    );
  return { customer, mandate, subscription, email, invoices: made, portal: signedIn(app.t, email) };
}
