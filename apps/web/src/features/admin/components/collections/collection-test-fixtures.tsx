import {
  type CollectionAction,
  type CollectionCase,
  type CollectionStats,
  collectionActionSchema,
  collectionCaseSchema,
  type DunningSettingsBody,
} from '@hostportaal/contract';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AppProviders } from '../../../../app/providers';
import { createQueryClient } from '../../../../app/query-client';
import { jsonResponse, type RecordedRequest, stubFetch } from '../../../../test/fetch-stub';
import { listResponse, rules } from '../arrangements/arrangement-test-fixtures';
import { letterPreviewResponse } from '../letters/letter-preview-fixture';

// Test data for the Collection Center tests, checked against the contract.

const hex = (index: number) => String(index).padStart(12, '0');

export function buildCase(index: number, overrides: Partial<CollectionCase> = {}): CollectionCase {
  return collectionCaseSchema.parse({
    id: `3f1c2a1e-7425-40de-944b-${hex(index)}`,
    subscriptionId: `5f0c2a1e-7425-40de-944b-${hex(index)}`,
    customerId: `0c7e7c1e-5d2a-4c1b-9f7e-${hex(index)}`,
    customerName: `Klant ${index}`,
    email: `klant${index}@example.nl`,
    isBusiness: false,
    invoiceId: `7c9e6679-7425-40de-944b-${hex(index)}`,
    invoiceNumber: `2026-00${String(index).padStart(3, '0')}`,
    subscriptionType: 'Webhosting Plus',
    dueDate: '2026-10-01',
    originalAmount: 2420,
    outstandingAmount: 2420,
    daysOverdue: 45,
    riskLevel: 'high',
    collectionStage: 'second_reminder',
    collectionStatus: 'none',
    contactAttempts: 2,
    lastContactDate: '2026-11-01T09:00:00.000Z',
    isServiceSuspended: false,
    openedAt: '2026-10-08T02:00:00.000Z',
    noticeLetter: null,
    collectionLetter: null,
    ...overrides,
  });
}

type CaseLetter = NonNullable<CollectionCase['collectionLetter']>;

export function buildLetter(
  index: number,
  letterNumber: string,
  overrides: Partial<CaseLetter> = {},
): CaseLetter {
  return {
    id: `9a1b2c3d-7425-40de-944b-${hex(index)}`,
    letterNumber,
    letterDate: '2026-11-02',
    feeCents: 0,
    feePaidCents: 0,
    feeWaivedCents: 0,
    feeWaiverReason: null,
    termEndDate: '2026-11-17',
    firstFeeDate: '2026-11-18',
    ...overrides,
  };
}

export const stats: CollectionStats = {
  overdueAccounts: 12,
  openCases: 14,
  overdueAmountCents: 123_456,
  avgDaysOverdue: 23,
  highRiskAccounts: 4,
  recoveryRate: 58.1,
};

export const recentAction: CollectionAction = collectionActionSchema.parse({
  id: 41,
  caseId: '3f1c2a1e-7425-40de-944b-000000000001',
  customerId: '0c7e7c1e-5d2a-4c1b-9f7e-000000000001',
  customerName: 'Klant 1',
  action: 'reminder_sent',
  description: 'Tweede herinnering verstuurd per e-mail',
  timestamp: '2026-11-20T05:30:00.000Z',
  performedBy: 'Automatisch',
  result: 'success',
});

export const dunningSettings: DunningSettingsBody = {
  enabled: true,
  firstReminderDays: 7,
  secondReminderDays: 14,
  finalNoticeDays: 21,
  suspensionDays: 30,
  collectionLetterDays: 45,
  noticeChannel: 'email',
  feeCapCentsPerSixMonths: null,
};

export const casesResponse = (cases: CollectionCase[], page = 1, totalItems = cases.length) =>
  jsonResponse(200, {
    success: true,
    data: {
      cases,
      pagination: { page, limit: 20, totalItems, totalPages: Math.max(1, Math.ceil(totalItems / 20)) },
      stats,
    },
  });

type Responder = (request: RecordedRequest) => Response | undefined;

/**
 * The section's calls answered with `cases` and a quiet history, schedule, template list, arrangement list
 * and arrangement rules unless `extra` answers first; anything else gets a 404.
 */
export function collectionsApi(cases: CollectionCase[], extra: Responder = () => undefined): Responder {
  return (request) => {
    const answer = extra(request);
    if (answer) return answer;
    if (request.url.startsWith('/api/admin/collections/cases?')) return casesResponse(cases);
    if (request.url.startsWith('/api/admin/collections/actions?'))
      return jsonResponse(200, { success: true, data: { actions: [recentAction] } });
    if (request.url === '/api/admin/collections/settings')
      return jsonResponse(200, { success: true, data: dunningSettings });
    if (request.url === '/api/admin/collections/templates')
      return jsonResponse(200, { success: true, data: { templates: [], placeholders: [] } });
    if (request.url === '/api/admin/letters/preview') return letterPreviewResponse(request);
    // Issue 30: the payment arrangements under the Collection Center and their rules beside the schedule.
    if (request.url.startsWith('/api/admin/arrangements?')) return listResponse([]);
    if (request.url === '/api/admin/settings/arrangements')
      return jsonResponse(200, { success: true, data: rules });
    return undefined;
  };
}

/** `ui` inside the app's providers, with fetch stubbed; unanswered calls get a 404. */
export function renderWithApi(ui: ReactNode, respond: Responder) {
  const network = stubFetch(
    (request) =>
      respond(request) ?? jsonResponse(404, { success: false, error: 'Niet gevonden.', code: 'NOT_FOUND' }),
  );
  render(<AppProviders queryClient={createQueryClient({ retryDelayMs: 0 })}>{ui}</AppProviders>);
  return network;
}

/** The JSON body of the last request to `url` with `method`. */
export function lastBody(requests: RecordedRequest[], method: string, url: string): unknown {
  const found = requests.filter((request) => request.method === method && request.url === url).at(-1);
  return found?.body === undefined ? undefined : JSON.parse(found.body);
}
