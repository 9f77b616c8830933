import {
  type Arrangement,
  type ArrangementDetail,
  type ArrangementRulesBody,
  arrangementDetailSchema,
  arrangementOptionsSchema,
  arrangementSchema,
} from '@hostportaal/contract';
import type { z } from 'zod';
import { jsonResponse } from '../../../../test/fetch-stub';

// Test data for the payment arrangement tests (issue 30), checked against the contract.

const hex = (index: number) => String(index).padStart(12, '0');
export const customerId = '0c7e7c1e-5d2a-4c1b-9f7e-000000000001';
export const invoiceId = '7c9e6679-7425-40de-944b-000000000001';
export const secondInvoiceId = '7c9e6679-7425-40de-944b-000000000002';
export const letterId = '9a1b2c3d-7425-40de-944b-000000000001';

export const claims = [
  { kind: 'invoice', id: invoiceId, label: '2026-00001', openCents: 12_100, dueDate: '2026-10-01' },
  { kind: 'invoice', id: secondInvoiceId, label: '2026-00002', openCents: 6_050, dueDate: '2026-11-01' },
  { kind: 'fee', id: letterId, label: 'BRF-2026-00004', openCents: 4_000, dueDate: null },
] as const;

export function buildArrangement(index: number, overrides: Partial<Arrangement> = {}): Arrangement {
  const instalments = [
    {
      sequence: 1,
      amountCents: 7_383,
      dueDate: '2026-12-01',
      paymentReference: 'PAY-AAAA-1111',
      paidCents: 0,
      state: 'upcoming',
    },
    {
      sequence: 2,
      amountCents: 7_383,
      dueDate: '2027-01-01',
      paymentReference: 'PAY-AAAA-2222',
      paidCents: 0,
      state: 'upcoming',
    },
    {
      sequence: 3,
      amountCents: 7_384,
      dueDate: '2027-02-01',
      paymentReference: 'PAY-AAAA-3333',
      paidCents: 0,
      state: 'upcoming',
    },
  ];
  return arrangementSchema.parse({
    id: `4b2d3e1f-7425-40de-944b-${hex(index)}`,
    number: `BR-2026-${String(index).padStart(5, '0')}`,
    userId: customerId,
    customerName: `Klant ${index}`,
    customerNumber: 1000 + index,
    status: 'active',
    method: 'transfer',
    origin: 'staff',
    totalCents: 22_150,
    paidCents: 0,
    remainingCents: 22_150,
    scheduleVersion: 1,
    claims,
    instalments,
    nextInstalment: instalments[0],
    breaches: [],
    customerNote: '',
    resumeOnFirstInstalment: true,
    createdAt: '2026-11-20T09:00:00.000Z',
    closedAt: null,
    closeReason: null,
    ...overrides,
  });
}

export function buildDetail(index: number, overrides: Partial<ArrangementDetail> = {}): ArrangementDetail {
  return arrangementDetailSchema.parse({
    ...buildArrangement(index),
    earlierSchedules: [],
    events: [
      {
        type: 'created',
        at: '2026-11-20T09:00:00.000Z',
        actorName: 'Fien Finance',
        data: { instalments: 3, note: 'Telefonisch afgesproken' },
      },
    ],
    ...overrides,
  });
}

export const counts = { proposed: 2, active: 5, completed: 7, lapsed: 3, ended: 1 };

export function listResponse(arrangements: Arrangement[], page = 1, totalItems = arrangements.length) {
  return jsonResponse(200, {
    success: true,
    data: {
      arrangements,
      pagination: { page, limit: 20, totalItems, totalPages: Math.max(1, Math.ceil(totalItems / 20)) },
      counts,
    },
  });
}

export function buildOptions(overrides: Partial<z.input<typeof arrangementOptionsSchema>> = {}) {
  return arrangementOptionsSchema.parse({
    claims,
    totalCents: 22_150,
    choices: [2, 3, 4],
    notEligible: null,
    maxInstalments: 6,
    minInstalmentCents: 2_500,
    firstDueDateDefault: '2099-01-05',
    firstDueDateMax: '2099-01-31',
    firstDebitDate: '2099-01-05',
    methods: ['sepa', 'transfer'],
    graceDays: 7,
    current: null,
    ...overrides,
  });
}

export const rules: ArrangementRulesBody = {
  minTotalCents: 5_000,
  maxInstalments: 6,
  minInstalmentCents: 2_500,
  allowAfterLapse: false,
  graceDays: 7,
  resumeOnFirstInstalment: true,
};

export const ok = (data: unknown) => jsonResponse(200, { success: true, data });
export const created = (data: unknown) => jsonResponse(201, { success: true, data });

/** A business refusal as the API sends it: status, code and the arrangement_* reason with its params. */
export const refusal = (status: 409 | 422, reason: string, params: Record<string, string | number> = {}) =>
  jsonResponse(status, {
    success: false,
    error: 'Geweigerd',
    code: 'CONFLICT',
    reason,
    params,
  });
