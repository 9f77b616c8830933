import { useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageSpinner } from '../../components/full-page-spinner';
import {
  type NavigationState,
  readNavigationState,
  safeReturnPath,
} from '../../lib/navigation/navigation-state';
import { useSession } from '../../lib/session/session-context';

/** Login, register, forgot password: a logged-in user goes on to where they were heading. */
export function GuestOnly() {
  const { status } = useSession();
  const location = useLocation();
  // Logged in on this page (not arriving with a session): say so on the next one.
  const arrivedAnonymous = useRef(status === 'anonymous');

  if (status === 'loading') return <FullPageSpinner />;
  if (status === 'authenticated') {
    const { from } = readNavigationState(location.state);
    const state: NavigationState | undefined = arrivedAnonymous.current
      ? { notice: 'loginSuccessful' }
      : undefined;
    return <Navigate to={safeReturnPath(from)} replace state={state} />;
  }
  return <Outlet />;
}
