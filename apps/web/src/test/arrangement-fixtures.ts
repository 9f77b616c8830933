import {
  type Arrangement,
  arrangementOptionsSchema,
  arrangementSchema,
  type Instalment,
} from '@hostportaal/contract';
import type { z } from 'zod';
import { jsonResponse } from './fetch-stub';

type Options = z.infer<typeof arrangementOptionsSchema>;

export const overdueInvoice = {
  kind: 'invoice',
  id: '5a0b7c1e-5d2a-4c1b-9f7e-2a4d6c8e0f21',
  label: '2026-000102',
  openCents: 14_520,
  dueDate: '2026-10-15',
} as const;
export const secondOverdueInvoice = {
  kind: 'invoice',
  id: '5a0b7c1e-5d2a-4c1b-9f7e-2a4d6c8e0f22',
  label: '2026-000131',
  openCents: 14_520,
  dueDate: '2026-11-15',
} as const;
export const letterFee = {
  kind: 'fee',
  id: '5a0b7c1e-5d2a-4c1b-9f7e-2a4d6c8e0f23',
  label: 'BRF-2026-000007',
  openCents: 4_000,
  dueDate: null,
} as const;

/** What GET /api/arrangements/options answers a customer with overdue claims (valid per the contract). */
export function buildOptions(overrides: Partial<Options> = {}): Options {
  return arrangementOptionsSchema.parse({
    claims: [overdueInvoice, secondOverdueInvoice, letterFee],
    totalCents: 33_040,
    choices: [2, 3, 4, 5, 6],
    notEligible: null,
    maxInstalments: 6,
    minInstalmentCents: 2_500,
    firstDueDateDefault: '2026-12-01',
    firstDueDateMax: '2026-12-22',
    firstDebitDate: '2026-12-01',
    methods: ['sepa', 'transfer'],
    graceDays: 7,
    current: null,
    ...overrides,
  });
}

const dueDates = ['2026-11-01', '2026-12-01', '2027-01-01', '2027-02-01'];

export function instalment(sequence: number, overrides: Partial<Instalment> = {}): Instalment {
  return {
    sequence,
    amountCents: 11_013,
    dueDate: dueDates[sequence - 1] ?? '2027-03-01',
    paymentReference: `PAY-2026-00${40 + sequence}`,
    paidCents: 0,
    state: 'upcoming',
    ...overrides,
  };
}

/** A running arrangement of three instalments, the first paid, the second due next (valid per the contract). */
export function buildArrangement(overrides: Partial<Arrangement> = {}): Arrangement {
  const instalments = [
    instalment(1, { paidCents: 11_013, state: 'paid' }),
    instalment(2),
    instalment(3, { amountCents: 11_014 }),
  ];
  return arrangementSchema.parse({
    id: '6b1c8d2f-6e3b-4d2c-8a8f-3b5e7d9f1a32',
    number: 'BR-2026-0004',
    userId: '0b7e7c1e-5d2a-4c1b-9f7e-2a4d6c8e0f11',
    customerName: 'Sanne de Vries',
    customerNumber: 1042,
    status: 'active',
    method: 'transfer',
    origin: 'customer',
    totalCents: 33_040,
    paidCents: 11_013,
    remainingCents: 22_027,
    scheduleVersion: 1,
    claims: [overdueInvoice, secondOverdueInvoice, letterFee],
    instalments,
    nextInstalment: instalments[1],
    breaches: [],
    customerNote: '',
    resumeOnFirstInstalment: true,
    createdAt: '2026-11-20T10:15:00.000Z',
    closedAt: null,
    closeReason: null,
    ...overrides,
  });
}

export const company = {
  name: 'Hostportaal B.V.',
  street: 'Coolsingel',
  houseNumber: '42',
  zipcode: '3011 AD',
  city: 'Rotterdam',
  country: 'Nederland',
  kvkNumber: '12345678',
  vatId: 'NL001234567B01',
  iban: 'NL20INGB0001234567',
  bic: 'INGBNL2A',
  email: 'facturen@hostportaal.test',
  phone: '010 123 4567',
  website: null,
  supportHours: null,
  creditorId: 'NL98ZZZ999999999999',
};

export const ok = (data: unknown) => jsonResponse(200, { success: true, data });
