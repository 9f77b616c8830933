import { type ReactNode, useDeferredValue } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FullPageSpinner } from '../../components/full-page-spinner';
import type { NavigationState } from '../../lib/navigation/navigation-state';
import { useSession } from '../../lib/session/session-context';

/** Protected pages: without a session, go to /login and come back here after logging in. */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const { endReason } = session;
  // The session check ends with one large render: the layout and the page. Deferred, React renders them in
  // slices between which the browser can handle input, instead of one long task (issue 9: total blocking
  // time); the spinner stays until they are ready. Any other change of status shows at once.
  const deferredStatus = useDeferredValue(session.status);
  const status =
    session.status === 'authenticated' && deferredStatus === 'loading' ? deferredStatus : session.status;
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
