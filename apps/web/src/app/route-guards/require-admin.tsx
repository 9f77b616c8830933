import { Outlet } from 'react-router';
import { useSession } from '../../lib/session/session-context';
import { AccessDenied } from './access-denied';

/**
 * SPEC §6: admin screens show only to role admin; others see the Dutch access-denied message.
 * The server enforces the role on every admin call; this only decides what to render.
 */
export function RequireAdmin() {
  const { user } = useSession();
  return user?.role === 'admin' ? <Outlet /> : <AccessDenied />;
}
