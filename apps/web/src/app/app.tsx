import { createBrowserRouter, RouterProvider } from 'react-router';
import { removeStoredAccessTokens } from '../lib/api/access-token';
import { prefetchCurrentUser } from '../lib/session/current-user';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { createRoutes } from './routes';

const queryClient = createQueryClient();
removeStoredAccessTokens();
prefetchCurrentUser(queryClient);
const router = createBrowserRouter(createRoutes(queryClient));

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
