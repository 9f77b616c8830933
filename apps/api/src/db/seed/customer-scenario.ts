import { addDays, type BillingInterval } from '@hostportaal/domain';
import type { DutchBankCode } from './dutch-bank-accounts.ts';
import type { InvoiceStatus } from './invoice-factory.ts';
import type { DemoPackageSlug } from './package-catalog.ts';
import type { SeededRandom } from './seeded-random.ts';

export type SubscriptionOutcome =
  | 'active'
  | 'paused'
  | 'payment_pending'
  | 'suspended'
  | 'cancelled_active'
  | 'cancelled_expired'
  | 'pending';

export type SubscriptionSpec = {
  packageSlug: DemoPackageSlug;
  interval: BillingInterval;
  outcome: SubscriptionOutcome;
  startDate?: string;
  /** How a cancelled_expired subscription ended: last invoice credited, or its last claims written off. */
  ending?: 'credit_note' | 'written_off';
  /** Statuses of the latest invoices, newest first, instead of the usual payment behaviour. */
  latestInvoiceStatuses?: readonly InvoiceStatus[];
  cancelledOn?: string;
  suspendedOn?: string;
  domain?: string;
  /** The reason the bank gives for every collection of this subscription that fails (else drawn). */
  returnReasonCode?: 'AM04' | 'MS02' | 'MS03' | 'MD06';
};

export type CustomerKind = 'consumer' | 'nl_company' | 'be_company' | 'de_company';
export type MandateKind = 'none' | 'valid' | 'pending' | 'invalid' | 'expired';

export type CustomerScenario = {
  kind: CustomerKind;
  mandate: MandateKind;
  bank?: DutchBankCode;
  createdOn: string;
  isActive: boolean;
  /** Unpaid from this due date on: the ~5% of customers who end up in collection. */
  delinquentSince: string | null;
  subscriptions: SubscriptionSpec[];
};

const packageShares: readonly (readonly [DemoPackageSlug, number])[] = [
  ['webhosting-start', 25],
  ['webhosting-plus', 25],
  ['webhosting-pro', 12],
  ['managed-vps-basis', 8],
  ['managed-vps-pro', 4],
  ['managed-dedicated', 1],
  ['minecraft-java-4gb', 13],
  ['valheim', 5],
  ['counter-strike-2', 5],
];

const intervalShares: Record<'hosting' | 'game', readonly (readonly [BillingInterval, number])[]> = {
  hosting: [
    ['monthly', 58],
    ['quarterly', 12],
    ['half-yearly', 8],
    ['annually', 22],
  ],
  game: [
    ['monthly', 80],
    ['quarterly', 12],
    ['half-yearly', 3],
    ['annually', 5],
  ],
};

const outcomeShares: readonly (readonly [SubscriptionOutcome, number])[] = [
  ['active', 76],
  ['cancelled_expired', 10],
  ['cancelled_active', 5],
  ['paused', 4],
  ['payment_pending', 3],
  ['pending', 2],
];

function randomSubscription(random: SeededRandom, outcome?: SubscriptionOutcome): SubscriptionSpec {
  const packageSlug = random.weighted(packageShares);
  const isGame = ['minecraft-java-4gb', 'valheim', 'counter-strike-2'].includes(packageSlug);
  const interval = random.weighted(intervalShares[isGame ? 'game' : 'hosting']);
  const chosen = outcome ?? random.weighted(outcomeShares);
  const ending =
    chosen === 'cancelled_expired'
      ? random.weighted([
          [undefined, 85],
          ['credit_note', 8],
          ['written_off', 7],
        ] as const)
      : undefined;
  return { packageSlug, interval, outcome: chosen, ending };
}

// Customer growth: more sign-ups in recent months than three years ago.
function randomSignUpDaysAgo(random: SeededRandom): number {
  return 1 + Math.floor(1094 * (1 - Math.sqrt(random.next())));
}

export function randomCustomerScenario(random: SeededRandom, today: string): CustomerScenario {
  const kind = random.weighted<CustomerKind>([
    ['consumer', 90],
    ['nl_company', 9],
    ['be_company', 0.5],
    ['de_company', 0.5],
  ]);
  const isActive = random.chance(0.97);
  const mandate: MandateKind =
    kind === 'be_company' || kind === 'de_company'
      ? 'none'
      : random.weighted([
          ['valid', 76],
          ['none', 15],
          ['invalid', 3],
          ['expired', 3],
          ['pending', 3],
        ]);
  if (mandate === 'pending') {
    const createdOn = addDays(today, -random.int(1, 6));
    const subscription = {
      ...randomSubscription(random, 'pending'),
      startDate: addDays(today, random.int(1, 5)),
    };
    return { kind, mandate, createdOn, isActive: true, delinquentSince: null, subscriptions: [subscription] };
  }
  // A recurrent mandate lapses after 36 months without a collection (DOMAIN-NL §2).
  const daysAgo = mandate === 'expired' ? 1095 + random.int(20, 200) : randomSignUpDaysAgo(random);
  const count = isActive
    ? random.weighted([
        [0, 4],
        [1, 72],
        [2, 17],
        [3, 5],
        [4, 2],
      ])
    : random.int(1, 2);
  const subscriptions = Array.from({ length: count }, () =>
    randomSubscription(random, isActive ? undefined : 'cancelled_expired'),
  );
  const delinquent = isActive && count > 0 && random.chance(0.04);
  return {
    kind,
    mandate,
    createdOn: addDays(today, -daysAgo),
    isActive,
    delinquentSince: delinquent ? addDays(today, -random.int(5, 120)) : null,
    subscriptions,
  };
}
