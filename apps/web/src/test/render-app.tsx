import type { User } from '@hostportaal/contract';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { createRoutes } from '../app/routes';
import { storeAccessToken } from '../lib/api/access-token';
import { jsonResponse, type RecordedRequest, stubFetch } from './fetch-stub';

type ExtraResponder = (request: RecordedRequest) => Response | undefined;

// Calls every dashboard page makes (the header bell), answered with "nothing new" unless a test says otherwise.
function layoutResponse(request: RecordedRequest): Response | undefined {
  if (request.url.startsWith('/api/notifications')) {
    return jsonResponse(200, { success: true, data: { notifications: [], unreadCount: 0 } });
  }
  // The login page asks whether this install is a demo (issue 26); by default it is not.
  if (request.url === '/api/demo')
    return jsonResponse(200, { success: true, data: { demo: false, logins: [], emailOutbox: false } });
  // The checkouts and the public terms pages read the current terms (issue 28).
  if (request.url === '/api/legal/current')
    return jsonResponse(200, { success: true, data: currentLegalDocuments });
  return undefined;
}

export const currentLegalDocuments = {
  terms: {
    kind: 'terms',
    version: 3,
    publishedAt: '2026-10-01T08:00:00.000Z',
    body: '# Artikel 1. Wie wij zijn\nHostportaal B.V., Rotterdam.\n\nDeze voorwaarden gelden voor elke bestelling.',
  },
  privacy: {
    kind: 'privacy',
    version: 2,
    publishedAt: '2026-09-01T08:00:00.000Z',
    body: '# Welke gegevens\nNaam, adres en IBAN.',
  },
} as const;

/**
 * The whole app at `path`. With a user, a token is in memory and GET /auth/verify answers with that user;
 * `respond` answers any other call the test is about. Unanswered calls get a 401 without a token and a 404
 * with one, so a page's own data call cannot end the test's session.
 */
export function renderAppAs(user: User | null, path: string, respond: ExtraResponder = () => undefined) {
  if (user) storeAccessToken('test-access-token');
  const network = stubFetch((request) => {
    if (request.url === '/auth/verify' && user) return jsonResponse(200, { success: true, data: { user } });
    const answer = respond(request) ?? layoutResponse(request);
    if (answer) return answer;
    return request.headers.has('Authorization')
      ? jsonResponse(404, { success: false, error: 'Niet gevonden.', code: 'NOT_FOUND' })
      : jsonResponse(401, { success: false, error: 'Niet ingelogd', code: 'UNAUTHENTICATED' });
  });
  const queryClient = createQueryClient({ retryDelayMs: 0 });
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, network };
}
