import { addDays, addMonths } from '@hostportaal/domain';
import type { CustomerScenario } from './customer-scenario.ts';

// The first generated customers after the demo login get fixed scenarios, so even a small seed holds
// every subscription status, interval, invoice status, mandate status and customer kind.
export function coveringScenario(customerNumber: number, today: string): CustomerScenario | null {
  const monthsAgo = (months: number, days = 0) => addDays(addMonths(today, -months), -days);
  const base = { isActive: true, delinquentSince: null, mandate: 'valid' } as const;
  switch (customerNumber) {
    case 2:
      return {
        ...base,
        kind: 'nl_company',
        createdOn: monthsAgo(30),
        subscriptions: [
          { packageSlug: 'webhosting-pro', interval: 'annually', outcome: 'active' },
          {
            packageSlug: 'managed-vps-pro',
            interval: 'monthly',
            outcome: 'active',
            startDate: monthsAgo(14, 3),
          },
        ],
      };
    case 3:
      return {
        ...base,
        kind: 'be_company',
        mandate: 'none',
        createdOn: monthsAgo(20),
        subscriptions: [{ packageSlug: 'managed-vps-basis', interval: 'quarterly', outcome: 'active' }],
      };
    case 4:
      return {
        ...base,
        kind: 'de_company',
        mandate: 'none',
        createdOn: monthsAgo(16),
        subscriptions: [{ packageSlug: 'webhosting-plus', interval: 'half-yearly', outcome: 'active' }],
      };
    case 5:
      return {
        ...base,
        kind: 'consumer',
        createdOn: monthsAgo(22),
        delinquentSince: addDays(today, -75),
        // Has every collection charged back: the SEPA screen's chargeback story.
        subscriptions: [
          {
            packageSlug: 'webhosting-plus',
            interval: 'monthly',
            outcome: 'suspended',
            returnReasonCode: 'MD06',
          },
        ],
      };
    case 6:
      return {
        ...base,
        kind: 'consumer',
        mandate: 'none',
        createdOn: monthsAgo(11),
        delinquentSince: addDays(today, -20),
        subscriptions: [{ packageSlug: 'minecraft-java-4gb', interval: 'monthly', outcome: 'active' }],
      };
    case 7:
      return {
        ...base,
        kind: 'consumer',
        createdOn: monthsAgo(9),
        subscriptions: [{ packageSlug: 'valheim', interval: 'monthly', outcome: 'paused' }],
      };
    case 8:
      return {
        ...base,
        kind: 'consumer',
        createdOn: monthsAgo(15),
        subscriptions: [
          {
            packageSlug: 'webhosting-start',
            interval: 'monthly',
            outcome: 'cancelled_expired',
            ending: 'credit_note',
          },
        ],
      };
    case 9:
      return {
        ...base,
        kind: 'consumer',
        mandate: 'none',
        createdOn: monthsAgo(19),
        subscriptions: [
          {
            packageSlug: 'counter-strike-2',
            interval: 'monthly',
            outcome: 'cancelled_expired',
            ending: 'written_off',
          },
        ],
      };
    case 10:
      return {
        ...base,
        kind: 'consumer',
        mandate: 'pending',
        createdOn: addDays(today, -2),
        subscriptions: [
          {
            packageSlug: 'webhosting-start',
            interval: 'annually',
            outcome: 'pending',
            startDate: addDays(today, 3),
          },
        ],
      };
    case 11:
      return {
        ...base,
        kind: 'consumer',
        mandate: 'invalid',
        createdOn: monthsAgo(7, 20),
        subscriptions: [
          { packageSlug: 'webhosting-plus', interval: 'quarterly', outcome: 'payment_pending' },
        ],
      };
    case 12:
      return {
        ...base,
        kind: 'consumer',
        mandate: 'expired',
        isActive: false,
        createdOn: monthsAgo(38),
        subscriptions: [
          { packageSlug: 'webhosting-start', interval: 'annually', outcome: 'cancelled_expired' },
        ],
      };
    case 13:
      return {
        ...base,
        kind: 'nl_company',
        createdOn: monthsAgo(26),
        subscriptions: [
          { packageSlug: 'managed-dedicated', interval: 'monthly', outcome: 'active' },
          { packageSlug: 'webhosting-pro', interval: 'half-yearly', outcome: 'cancelled_active' },
        ],
      };
    default:
      return null;
  }
}
