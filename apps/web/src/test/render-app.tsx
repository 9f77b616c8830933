import type { User } from '@hostportaal/contract';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { routes } from '../app/routes';
import { jsonResponse, type RecordedRequest, stubFetch } from './fetch-stub';

type ExtraResponder = (request: RecordedRequest) => Response | undefined;

/**
 * The whole app at `path`. With a user, a token is stored and GET /auth/verify answers with that user;
 * `respond` answers any other call the test is about (everything else gets a 401).
 */
export function renderAppAs(user: User | null, path: string, respond: ExtraResponder = () => undefined) {
  if (user) window.localStorage.setItem('accessToken', 'test-access-token');
  const network = stubFetch((request) => {
    if (request.url === '/auth/verify' && user) return jsonResponse(200, { success: true, data: { user } });
    return (
      respond(request) ??
      jsonResponse(401, { success: false, error: 'Niet ingelogd', code: 'UNAUTHENTICATED' })
    );
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, network };
}
