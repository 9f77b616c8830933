import { type AuthorizationFixture, SEARCH_TERM } from './authorization-fixture.ts';

// What the authorization matrix sends to each route. Every route with path parameters must be listed in
// `pathParams`, or the matrix fails naming it: a new route cannot slip past unchecked.

type PathParams = Record<string, string>;

/** A valid uuid that names nothing in the fixture: for routes whose resource the fixture does not build. */
export const ABSENT_ID = '00000000-0000-4000-8000-00000000a0a0';

/**
 * The value of each `:param`, keyed by route URL. On a customer (auth 'user') route the values must be
 * customer A's resources: the matrix expects A to reach them and customer B to get 404 (or 403).
 */
export const pathParams: Record<string, (fixture: AuthorizationFixture) => PathParams> = {
  '/pay/invoices/:userId': ({ customerA }) => ({ userId: customerA.id }),
  '/pay/invoices/:userId/:invoiceId/pdf': ({ customerA, owned }) => ({
    userId: customerA.id,
    invoiceId: owned.invoiceId,
  }),
  '/pay/invoices/:userId/:invoiceId/ubl': ({ customerA, owned }) => ({
    userId: customerA.id,
    invoiceId: owned.invoiceId,
  }),
  '/pay/subscriptions/:userId': ({ customerA }) => ({ userId: customerA.id }),
  '/api/user-subscriptions/:id/cancel': ({ owned }) => ({ id: owned.subscriptionId }),
  '/api/user-subscriptions/:id/notes': ({ owned }) => ({ id: owned.subscriptionId }),
  // The game server: A ordered it as a consumer within 14 days (authorization-fixture.ts).
  '/api/user-subscriptions/:id/withdraw': ({ owned }) => ({ id: owned.gameServerId }),
  '/api/tickets/:id': ({ owned }) => ({ id: owned.ticketId }),
  '/api/tickets/:id/messages': ({ owned }) => ({ id: owned.ticketId }),
  '/api/tickets/:id/close': ({ owned }) => ({ id: owned.ticketId }),
  '/api/notifications/:id/read': ({ owned }) => ({ id: owned.notificationId }),
  '/api/cart/items/:id': ({ owned }) => ({ id: owned.cartItemId }),
  '/api/mandates/:id/iban': ({ owned }) => ({ id: owned.mandateId }),
  '/api/letters/:id/pdf': ({ owned }) => ({ id: owned.letterId }),
  '/api/download/:token': ({ owned }) => ({ token: owned.downloadToken }),
  '/api/account/sessions/:sessionId': ({ owned }) => ({ sessionId: owned.sessionId }),
  '/api/legal/:kind': () => ({ kind: 'terms' }),
  '/api/legal/:kind/pdf': () => ({ kind: 'terms' }),
  // A status token names one payment; the fixture has none, so a well-formed one answers 404 to anyone.
  '/api/online-payments/status/:token': () => ({ token: 'n'.repeat(32) }),

  '/api/admin/users/:id/sessions': ({ customerA }) => ({ id: customerA.id }),
  '/api/admin/users/:id/sessions/:sessionId': ({ customerA, owned }) => ({
    id: customerA.id,
    sessionId: owned.sessionId,
  }),
  '/api/admin/users/:id/sessions/revoke-all': ({ customerA }) => ({ id: customerA.id }),
  '/api/admin/legal-documents/:kind': () => ({ kind: 'privacy' }),
  // The outbox holds no mail of the fixture's: an absent id answers 404 to staff who may read it.
  '/api/admin/email-outbox/:id': () => ({ id: ABSENT_ID }),
  '/api/admin/packages/:id': ({ packageId }) => ({ id: packageId }),
  '/api/admin/packages/:id/status': ({ packageId }) => ({ id: packageId }),
  '/api/admin/tickets/:id': ({ owned }) => ({ id: owned.ticketId }),
  '/api/admin/tickets/:id/messages': ({ owned }) => ({ id: owned.ticketId }),
  '/api/admin/status-components/:id': () => ({ id: ABSENT_ID }),
  '/api/admin/maintenance-notices/:id': () => ({ id: ABSENT_ID }),
  '/api/admin/invoices/:id': ({ owned }) => ({ id: owned.invoiceId }),
  '/api/admin/invoices/:id/pdf': ({ owned }) => ({ id: owned.invoiceId }),
  '/api/admin/invoices/:id/resend': ({ owned }) => ({ id: owned.invoiceId }),
  '/api/admin/invoices/:id/credit-note': ({ owned }) => ({ id: owned.invoiceId }),
  '/api/admin/invoices/:id/online-refunds': ({ owned }) => ({ id: owned.invoiceId }),
  '/api/admin/invoices/:id/peppol': ({ owned }) => ({ id: owned.invoiceId }),
  '/api/admin/invoices/:id/peppol/resend': ({ owned }) => ({ id: owned.invoiceId }),
  '/api/admin/subscriptions/:id': ({ owned }) => ({ id: owned.subscriptionId }),
  '/api/admin/subscriptions/:id/plan': ({ owned }) => ({ id: owned.subscriptionId }),
  '/api/admin/subscriptions/:id/pause': ({ owned }) => ({ id: owned.subscriptionId }),
  '/api/admin/subscriptions/:id/resume': ({ owned }) => ({ id: owned.subscriptionId }),
  '/api/admin/subscriptions/:id/cancel': ({ owned }) => ({ id: owned.subscriptionId }),
  '/api/admin/subscriptions/:id/reactivate': ({ owned }) => ({ id: owned.subscriptionId }),
  '/api/admin/subscriptions/:id/notes': ({ owned }) => ({ id: owned.subscriptionId }),
  '/api/admin/payments/search/:reference': ({ owned }) => ({ reference: owned.paymentReference }),
  '/api/admin/payments/:id/mark-paid': ({ owned }) => ({ id: owned.invoiceId }),
  '/api/admin/account-credit/:userId': ({ customerA }) => ({ userId: customerA.id }),
  '/api/admin/account-credit/:userId/refunds': ({ customerA }) => ({ userId: customerA.id }),
  '/api/admin/account-credit/:userId/paybacks': ({ customerA }) => ({ userId: customerA.id }),
  '/api/admin/account-credit/:userId/payouts': ({ customerA }) => ({ userId: customerA.id }),
  '/api/admin/credit-payout-batches/:id/file': () => ({ id: ABSENT_ID }),
  '/api/arrangements/:id/confirmation': ({ owned }) => ({ id: owned.arrangementId }),
  '/api/admin/arrangements/:id': ({ owned }) => ({ id: owned.arrangementId }),
  '/api/admin/arrangements/:id/confirmation': ({ owned }) => ({ id: owned.arrangementId }),
  '/api/admin/users/:userId/arrangement-options': ({ customerA }) => ({ userId: customerA.id }),
  '/api/admin/users/:userId/arrangements': () => ({ userId: ABSENT_ID }),
  '/api/admin/arrangements/:id/approve': () => ({ id: ABSENT_ID }),
  '/api/admin/arrangements/:id/reject': () => ({ id: ABSENT_ID }),
  '/api/admin/arrangements/:id/end': () => ({ id: ABSENT_ID }),
  '/api/admin/arrangements/:id/adjust': () => ({ id: ABSENT_ID }),
  '/api/admin/arrangements/:id/resume-services': () => ({ id: ABSENT_ID }),
  '/api/admin/arrangements/:id/payments': () => ({ id: ABSENT_ID }),
  '/api/admin/credit-payout-batches/:id/sent': () => ({ id: ABSENT_ID }),
  '/api/admin/credit-payout-batches/:id/cancel': () => ({ id: ABSENT_ID }),
  '/api/admin/sepa-batches/:id': () => ({ id: ABSENT_ID }),
  '/api/admin/sepa-batches/:id/file': () => ({ id: ABSENT_ID }),
  '/api/admin/sepa-batches/:id/submit': () => ({ id: ABSENT_ID }),
  '/api/admin/sepa-batches/:id/cancel': () => ({ id: ABSENT_ID }),
  '/api/admin/bank-files/:id': () => ({ id: ABSENT_ID }),
  '/api/admin/bank-files/:id/lines/:index/assign': () => ({ id: ABSENT_ID, index: '0' }),
  '/api/admin/users/:id': ({ customerA }) => ({ id: customerA.id }),
  '/api/admin/users/:id/toggle-status': ({ customerA }) => ({ id: customerA.id }),
  '/api/admin/users/:id/change-role': ({ customerA }) => ({ id: customerA.id }),
  '/api/admin/users/:id/activity': ({ customerA }) => ({ id: customerA.id }),
  '/api/admin/users/:id/run-problems': ({ customerA }) => ({ id: customerA.id }),
  '/api/admin/users/:id/contact': ({ customerA }) => ({ id: customerA.id }),
  '/api/admin/users/:id/mandates': ({ customerA }) => ({ id: customerA.id }),
  '/api/admin/users/:id/mandates/:mandateId/iban': ({ customerA, owned }) => ({
    id: customerA.id,
    mandateId: owned.mandateId,
  }),
  '/api/admin/provisioning/servers/:id': () => ({ id: ABSENT_ID }),
  '/api/admin/provisioning/servers/:id/check': () => ({ id: ABSENT_ID }),
  '/api/admin/provisioning/accounts/:id/retry': () => ({ id: ABSENT_ID }),
  '/api/admin/send-reminder/:id': ({ owned }) => ({ id: owned.subscriptionId }),
  '/api/admin/retry-payment/:id': ({ owned }) => ({ id: owned.subscriptionId }),
  '/api/admin/suspend-service/:id': ({ owned }) => ({ id: owned.subscriptionId }),
  '/api/admin/notes/:id': ({ owned }) => ({ id: owned.noteId }),
  '/api/admin/notes/:id/resolve': ({ owned }) => ({ id: owned.noteId }),
  '/api/admin/collections/cases/:id/stage': () => ({ id: ABSENT_ID }),
  '/api/admin/collections/templates/:key': () => ({ key: 'first_reminder' }),
  '/api/admin/collections/templates/:key/preview': () => ({ key: 'first_reminder' }),
  '/api/admin/letters/customer/:id': ({ customerA }) => ({ id: customerA.id }),
  '/api/admin/letters/:id/mark-paid': ({ owned }) => ({ id: owned.letterId }),
  '/api/admin/letters/:id/waive-fee': ({ owned }) => ({ id: owned.letterId }),
  '/api/admin/letters/:id/mark-delivered': ({ owned }) => ({ id: owned.letterId }),
  '/api/admin/letters/:id/add-note': ({ owned }) => ({ id: owned.letterId }),
  '/api/admin/letters/:id/download-token': ({ owned }) => ({ id: owned.letterId }),
  '/api/admin/letters/:id/download-direct': ({ owned }) => ({ id: owned.letterId }),
  '/api/admin/letters/notice/:id': ({ owned }) => ({ id: owned.subscriptionId }),
  '/api/admin/letters/collection/:id': ({ owned }) => ({ id: owned.subscriptionId }),
  '/api/admin/generate-letter/:id': ({ owned }) => ({ id: owned.subscriptionId }),
};

/**
 * Valid bodies, keyed by 'METHOD url', for the customer routes that change one of A's resources: without
 * one, validation would answer 422 before the route could say whether the resource is the caller's. A body
 * may also name one of A's resources, as POST /api/tickets does: customer B must not get it linked (the
 * leak check would see its id in the answer).
 */
export const requestBodies: Record<string, (fixture: AuthorizationFixture) => unknown> = {
  'POST /api/user-subscriptions/:id/cancel': () => ({ reason: 'Ik stap over naar een andere hoster' }),
  'POST /api/tickets/:id/messages': () => ({ message: 'Is hier al nieuws over?' }),
  'PATCH /api/cart/items/:id': () => ({ quantity: 2 }),
  'PUT /api/mandates/:id/iban': () => ({
    iban: 'NL91ABNA0417164300',
    accountHolder: 'J. de Boer',
    signedPlace: 'Utrecht',
    mandateConsent: true,
  }),
  'POST /api/tickets': ({ owned }) => ({
    subject: 'Vraag over mijn pakket',
    category: 'technical',
    subscriptionId: owned.subscriptionId,
    message: 'Kunnen jullie even meekijken?',
  }),
};

/** Query strings a GET route needs to get past validation and do its work, keyed by route URL. */
export const queryStrings: Record<string, Record<string, string>> = {
  '/api/search': { q: SEARCH_TERM },
  '/api/admin/search': { q: SEARCH_TERM },
  '/api/admin/exports/invoices': { from: '2026-10-01', to: '2026-11-30' },
  '/api/admin/exports/payments': { from: '2026-10-01', to: '2026-11-30' },
  '/api/admin/exports/collections': { from: '2026-10-01', to: '2026-11-30' },
  '/api/admin/exports/einvoices': { from: '2026-10-01', to: '2026-11-30' },
  '/api/admin/exports/open-items': { date: '2026-11-21' },
  '/api/admin/reports/vat-summary': { year: '2026', quarter: '4' },
  '/api/admin/exports/vat-summary': { year: '2026', quarter: '4' },
};

/** Routes that end the session they are called with: the matrix calls them with a session of their own. */
export const sessionEndingRoutes: ReadonlySet<string> = new Set(['POST /auth/logout']);

/**
 * Public routes that check a credential of their own (not the access token): they answer 401 when it is
 * missing, which the matrix does not send. The guard itself never answers 401 on a public route.
 */
export const ownCredentialRoutes: ReadonlySet<string> = new Set(['POST /auth/refresh-token']);

/** Public routes whose own credential no session is (METRICS_TOKEN): every subject, the admin too, gets 401. */
export const tokenOnlyRoutes: ReadonlySet<string> = new Set(['GET /metrics']);

/** Turns on the routes that only exist when configured (/metrics), so the matrix and the fuzzer walk them. */
export const everyRouteEnv = { METRICS_TOKEN: 'metrics-token-the-matrix-never-sends-0123456789' };
