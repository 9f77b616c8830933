import type { AdminAnalytics, SepaAnalytics } from '@hostportaal/contract';
import { jsonResponse } from '../../../../test/fetch-stub';

// Test data for the analytics section and the Subscription Analytics page, complete per the contract.

const day = (date: string, overrides: Partial<AdminAnalytics['series'][number]> = {}) => ({
  start: date,
  end: date,
  mrrCents: 980_000,
  newSubscriptions: 0,
  churnedSubscriptions: 0,
  successfulDebits: 0,
  failedDebits: 0,
  ...overrides,
});

export function buildAnalytics(overrides: Partial<AdminAnalytics> = {}): AdminAnalytics {
  return {
    timeframe: '30d',
    start: '2026-10-26',
    end: '2026-11-24',
    days: 30,
    granularity: 'day',
    mrrCents: 980_000,
    arrCents: 11_760_000,
    activeAtStart: 700,
    activeNow: 712,
    payingCustomers: 650,
    newSubscriptions: 19,
    churnedSubscriptions: 7,
    churnRate: 1,
    monthlyChurnRate: 1.01,
    arpuCents: 1508,
    lifetimeValueCents: 149_307,
    successfulPayments: 640,
    failedPayments: 16,
    failedAmountCents: 38_720,
    paymentSuccessRate: 97.6,
    chargebacks: { count: 3, amountCents: 5445 },
    recoveryRate: 41.2,
    openReceivablesCents: 1_250_000,
    invoicedCents: 11_000_000,
    daysSalesOutstanding: 3.4,
    ageing: [
      { bucket: '0-30', count: 12, amountCents: 29_040 },
      { bucket: '31-60', count: 4, amountCents: 9680 },
      { bucket: '61-90', count: 2, amountCents: 4840 },
      { bucket: '90+', count: 1, amountCents: 1210 },
    ],
    collectionFunnel: [
      { stage: 'initial_notice', count: 5, amountCents: 6050 },
      { stage: 'first_reminder', count: 4, amountCents: 4840 },
      { stage: 'second_reminder', count: 3, amountCents: 3630 },
      { stage: 'final_notice', count: 2, amountCents: 2420 },
      { stage: 'legal_action', count: 1, amountCents: 1210 },
      { stage: 'resolved', count: 6, amountCents: 7260 },
    ],
    arrangements: { open: { count: 3, amountCents: 36_300 }, kept: 2, broken: 1 },
    series: [
      day('2026-11-22', { mrrCents: 975_000 }),
      day('2026-11-23', {
        newSubscriptions: 2,
        churnedSubscriptions: 1,
        successfulDebits: 40,
        failedDebits: 2,
      }),
      day('2026-11-24'),
    ],
    ...overrides,
  };
}

export const analyticsResponse = (data: AdminAnalytics) => jsonResponse(200, { success: true, data });

const month = (value: string, overrides: Partial<SepaAnalytics['months'][number]> = {}) => ({
  month: value,
  collectedCount: 0,
  collectedCents: 0,
  returnedCount: 0,
  returnedCents: 0,
  chargebackCount: 0,
  ...overrides,
});

export function buildSepaAnalytics(overrides: Partial<SepaAnalytics> = {}): SepaAnalytics {
  return {
    months: [
      month('2026-10', {
        collectedCount: 600,
        collectedCents: 726_000,
        returnedCount: 10,
        returnedCents: 12_100,
      }),
      month('2026-11', {
        collectedCount: 640,
        collectedCents: 774_400,
        returnedCount: 16,
        returnedCents: 38_720,
        chargebackCount: 3,
      }),
    ],
    returnReasons: [
      { code: 'AM04', label: 'onvoldoende saldo (AM04)', count: 17, amountCents: 30_250 },
      { code: 'XX99', label: 'teruggekomen (XX99); handmatig beoordelen', count: 1, amountCents: 1210 },
    ],
    batches: [
      { status: 'created', count: 1, transactions: 40, amountCents: 48_400 },
      { status: 'submitted', count: 24, transactions: 1266, amountCents: 1_551_220 },
      { status: 'cancelled', count: 0, transactions: 0, amountCents: 0 },
    ],
    sequences: [
      { sequenceType: 'FRST', collected: 38, returned: 4, successRate: 90.5 },
      { sequenceType: 'RCUR', collected: 1202, returned: 22, successRate: 98.2 },
    ],
    mandates: { valid: 812, pending: 5, invalid: 9, expired: 2 },
    successRate: 97.9,
    ...overrides,
  };
}
