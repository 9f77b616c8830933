import { createBrowserRouter, RouterProvider } from 'react-router';
import { prefetchCurrentUser } from '../lib/session/current-user';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { routes } from './routes';

const queryClient = createQueryClient();
prefetchCurrentUser(queryClient);
const router = createBrowserRouter(routes);

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
