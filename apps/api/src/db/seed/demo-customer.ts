import { addDays, addMonths } from '@hostportaal/domain';
import { amsterdamInstant } from './amsterdam-instant.ts';
import { planScenarioCustomer } from './customer-planner.ts';
import type { CustomerScenario } from './customer-scenario.ts';
import type { ActivityPlan, CustomerPlan, CustomerUser } from './seed-plan.ts';
import type { SeededRandom } from './seeded-random.ts';

export const demoCustomerLogin = { email: 'klant@hostportaal.test', password: 'Klant!2026demo' } as const;

// The demo login 'klant@hostportaal.test': three running services, one cancelled but still running,
// one suspended for two unpaid claims, one long ended; invoices paid, open, pending, overdue and failed.
function demoScenario(today: string): CustomerScenario {
  const ago = (months: number, days: number) => addMonths(addDays(today, -days), -months);
  return {
    kind: 'consumer',
    mandate: 'valid',
    bank: 'INGB',
    createdOn: ago(32, 0),
    isActive: true,
    delinquentSince: null,
    subscriptions: [
      {
        packageSlug: 'webhosting-plus',
        interval: 'monthly',
        outcome: 'active',
        startDate: ago(30, 5),
        domain: 'devries-fotografie.nl',
        latestInvoiceStatuses: ['open'],
      },
      { packageSlug: 'managed-vps-basis', interval: 'quarterly', outcome: 'active', startDate: ago(18, 40) },
      { packageSlug: 'minecraft-java-4gb', interval: 'annually', outcome: 'active', startDate: ago(12, 100) },
      {
        packageSlug: 'counter-strike-2',
        interval: 'monthly',
        outcome: 'cancelled_active',
        startDate: ago(8, 12),
        cancelledOn: addDays(today, -3),
      },
      {
        packageSlug: 'valheim',
        interval: 'monthly',
        outcome: 'suspended',
        startDate: ago(10, 24),
        latestInvoiceStatuses: ['failed', 'overdue'],
        suspendedOn: addDays(today, -4),
      },
      {
        packageSlug: 'webhosting-start',
        interval: 'monthly',
        outcome: 'cancelled_expired',
        startDate: ago(32, 0),
      },
    ],
  };
}

function demoUser(today: string): CustomerUser {
  const createdAt = amsterdamInstant(addMonths(today, -32), 14, 12);
  return {
    email: demoCustomerLogin.email,
    firstname: 'Jan',
    lastname: 'de Vries',
    phone: '06-12345678',
    company: null,
    vatId: null,
    street: 'Oudegracht',
    houseNumber: '231',
    zipcode: '3511 NK',
    city: 'Utrecht',
    country: 'NL',
    role: 'user',
    isActive: true,
    isEmailVerified: true,
    lastLogin: amsterdamInstant(addDays(today, -1), 20, 14),
    createdAt,
    updatedAt: createdAt,
  };
}

function extraActivities(plan: CustomerPlan, today: string): ActivityPlan[] {
  const ip = '192.0.2.10';
  const activities: ActivityPlan[] = [2, 6, 11, 19].map((daysAgo) => ({
    type: 'login',
    action: 'Ingelogd',
    description: 'Ingelogd op het klantportaal',
    createdAt: amsterdamInstant(addDays(today, -daysAgo), 9 + (daysAgo % 10), 5),
    ip,
  }));
  activities.push(
    {
      type: 'profile_updated',
      action: 'Profiel bijgewerkt',
      description: 'Telefoonnummer gewijzigd',
      createdAt: amsterdamInstant(addDays(today, -45), 19, 40),
      ip,
    },
    {
      type: 'profile_updated',
      action: 'Profiel bijgewerkt',
      description: 'Adres gewijzigd naar Oudegracht 231, 3511 NK Utrecht',
      createdAt: amsterdamInstant(addDays(today, -200), 21, 2),
      ip,
    },
  );
  const paid = plan.subscriptions.flatMap((subscription, subscriptionIndex) =>
    subscription.invoices.flatMap((invoice, invoiceIndex) =>
      invoice.status === 'paid' && invoice.kind === 'invoice' && invoice.paidAt
        ? [
            {
              paidAt: invoice.paidAt,
              at: [subscriptionIndex, invoiceIndex] as const,
              amountCents: invoice.paidCents,
              paymentMethod: subscription.paysBySepa ? 'sepa' : 'bank_transfer',
            },
          ]
        : [],
    ),
  );
  paid.sort((a, b) => b.paidAt.getTime() - a.paidAt.getTime());
  for (const { paidAt, at, amountCents, paymentMethod } of paid.slice(0, 5)) {
    activities.push({
      type: 'payment',
      action: 'Betaling ontvangen',
      description: `Betaling voor factuur {invoiceNumber} ontvangen via ${paymentMethod === 'sepa' ? 'SEPA-incasso' : 'overboeking'}`,
      createdAt: paidAt,
      ip: null,
      invoiceAt: at,
      metadata: { amountCents, paymentMethod },
    });
  }
  return activities;
}

export function planDemoCustomer(random: SeededRandom, today: string): CustomerPlan {
  const plan = planScenarioCustomer(random, today, 1, demoScenario(today), demoUser(today));
  plan.activities.push(...extraActivities(plan, today));
  if (plan.mandate) plan.mandate.signatureMethod = 'e_mandate';
  return plan;
}
