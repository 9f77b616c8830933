import {
  type EnhancedStats,
  type EnhancedSubscription,
  enhancedStatsSchema,
  enhancedSubscriptionSchema,
  type Note,
  noteSchema,
} from '@hostportaal/contract';
import { jsonResponse, type RecordedRequest } from '../../../../test/fetch-stub';
import { letterPreviewResponse } from '../letters/letter-preview-fixture';

// Test data for the Incasso Beheer tests, checked against the contract.

const hex = (index: number) => String(index).padStart(12, '0');
export const adminId = '0b7e7c1e-5d2a-4c1b-9f7e-2a4d6c8e0f11';

export function buildEnhancedSubscription(
  index: number,
  overrides: Partial<EnhancedSubscription> = {},
): EnhancedSubscription {
  return enhancedSubscriptionSchema.parse({
    id: `6a1c2a1e-7425-40de-944b-${hex(index)}`,
    userId: `0c7e7c1e-5d2a-4c1b-9f7e-${hex(index)}`,
    customerName: `Klant ${index}`,
    customerEmail: `klant${index}@example.nl`,
    isBusiness: false,
    title: `Webhosting ${index}`,
    status: 'active',
    price: 1250,
    interval: 'monthly',
    lastPaymentDate: '2026-10-01T08:00:00.000Z',
    nextPaymentDue: '2026-12-01',
    riskLevel: 'low',
    daysOverdue: 0,
    activeNotesCount: 0,
    urgentNotesCount: 0,
    notes: [],
    collectionStatus: 'none',
    paymentStatus: 'success',
    totalCollectionAmount: 0,
    hasMandate: true,
    noticeLetterId: null,
    collectionLetterId: null,
    paymentReference: null,
    lastActivity: '2026-11-20T09:00:00.000Z',
    ...overrides,
  });
}

export const enhancedStats: EnhancedStats = enhancedStatsSchema.parse({
  dateRange: 30,
  overview: {
    totalSubscriptions: 57,
    activeSubscriptions: 50,
    suspendedSubscriptions: 3,
    monthlyRevenueCents: 123_456,
    newSubscriptions: 9,
    previousNewSubscriptions: 8,
  },
  paymentIssues: { overdueSubscriptions: 4, failedPayments: 2, chargebacks: 1, overdueAmountCents: 9_680 },
  collections: {
    openCases: 5,
    pendingNotices: 2,
    noticesSent: 3,
    collectionLettersSent: 1,
    collectionLettersDue: 1,
    collectionAmountCents: 14_520,
    recoveredCents: 4_840,
    previousRecoveredCents: 0,
  },
  teamActivity: {
    activeNotes: 6,
    urgentNotes: 2,
    followUpsDue: 1,
    myOpenFollowUps: 1,
    notesCreated: 8,
    notesResolved: 4,
    completionRate: 50,
  },
  priorityActions: [
    {
      id: 'pending-notices',
      title: '14-dagenbrieven versturen',
      count: 2,
      description: 'Consumenten in verzuim zonder 14-dagenbrief.',
      priority: 'urgent',
      tab: 'collections',
      filter: { collectionStatus: 'pending_notice' },
    },
  ],
});

export const listResponse = (subscriptions: EnhancedSubscription[], totalItems = subscriptions.length) =>
  jsonResponse(200, {
    success: true,
    data: {
      subscriptions,
      pagination: { page: 1, limit: 25, totalItems, totalPages: Math.max(1, Math.ceil(totalItems / 25)) },
    },
  });

export function buildNote(index: number, overrides: Partial<Note> = {}): Note {
  return noteSchema.parse({
    id: `8b2d3c4e-7425-40de-944b-${hex(index)}`,
    subscriptionId: buildEnhancedSubscription(1).id,
    title: `Notitie ${index}`,
    content: 'Klant belde over de factuur.',
    noteType: 'customer_contact',
    priority: 'medium',
    followUpDate: null,
    assignedTo: null,
    visibility: 'team_only',
    status: 'active',
    createdBy: { id: adminId, name: 'Bram Jansen' },
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    resolvedAt: null,
    resolvedBy: null,
    resolutionNotes: null,
    ...overrides,
  });
}

type Responder = (request: RecordedRequest) => Response | undefined;

/** The screen's calls answered with `subscriptions`, no notes and one team member, unless `extra` answers first. */
export function enhancedApi(
  subscriptions: EnhancedSubscription[],
  extra: Responder = () => undefined,
): Responder {
  return (request) => {
    const answer = extra(request);
    if (answer) return answer;
    if (request.url.startsWith('/api/admin/subscriptions/enhanced?')) return listResponse(subscriptions);
    if (request.url.startsWith('/api/admin/subscriptions/enhanced/stats?'))
      return jsonResponse(200, { success: true, data: enhancedStats });
    if (request.url === '/api/admin/team-members')
      return jsonResponse(200, {
        success: true,
        data: {
          teamMembers: [{ id: adminId, name: 'Bram Jansen', email: 'bram@example.nl', role: 'admin' }],
        },
      });
    if (request.url === '/api/admin/notes/follow-ups')
      return jsonResponse(200, { success: true, data: { followUps: [] } });
    if (request.url === '/api/admin/letters/preview') return letterPreviewResponse(request);
    if (/^\/api\/admin\/subscriptions\/[^/]+\/notes\?/.test(request.url))
      return jsonResponse(200, {
        success: true,
        data: { notes: [], pagination: { page: 1, limit: 20, totalItems: 0, totalPages: 1 } },
      });
    return undefined;
  };
}
