import { Navigate } from 'react-router';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { HomePage } from '../../features/home/pages/home-page';
import { useSession } from '../../lib/session/session-context';

/** `/` is the company's home page for visitors; customers go straight to their dashboard. */
export function HomeRoute() {
  const { status } = useSession();
  if (status === 'loading') return <FullPageSpinner />;
  if (status === 'authenticated') return <Navigate to="/dashboard" replace />;
  return <HomePage />;
}
