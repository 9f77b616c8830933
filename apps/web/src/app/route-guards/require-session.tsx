import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FullPageSpinner } from '../../components/full-page-spinner';
import type { NavigationState } from '../../lib/navigation/navigation-state';
import { useSession } from '../../lib/session/session-context';

/** Protected pages: without a session, go to /login and come back here after logging in. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { status, endReason } = useSession();
  const location = useLocation();

  if (status === 'loading') return <FullPageSpinner />;
  if (status === 'anonymous') {
    // After "Uitloggen" there is nothing to return to; after an expired session there is.
    const state: NavigationState =
      endReason === 'logout'
        ? { notice: 'loggedOut' }
        : {
            from: `${location.pathname}${location.search}`,
            notice: endReason === 'expired' ? 'sessionExpired' : undefined,
          };
    return <Navigate to="/login" replace state={state} />;
  }
  return children;
}
