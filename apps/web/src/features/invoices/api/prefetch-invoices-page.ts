import type { QueryClient } from '@tanstack/react-query';
import { currentUserQueryOptions } from '../../../lib/session/current-user';
import { customerLettersQueryOptions } from './get-customer-letters';
import { invoicesQueryOptions } from './get-invoices';

/**
 * The invoices page's route loader: asks for the letters and the first page of invoices (the page's first
 * filters) as soon as the page's chunk is in and the session is known, rather than after the page's first
 * render (issue 9: the letters are what Lighthouse paints last). It does not wait for the answers: the page
 * shows its loading state as before, and without a session it asks nothing.
 */
export async function prefetchInvoicesPage(queryClient: QueryClient): Promise<null> {
  const user = await queryClient.fetchQuery(currentUserQueryOptions).catch(() => null);
  if (user) {
    void queryClient.prefetchQuery(customerLettersQueryOptions(user.id, 1));
    void queryClient.prefetchQuery(invoicesQueryOptions(user.id, { page: 1 }));
  }
  return null;
}
