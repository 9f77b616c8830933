import type { Permission } from '@hostportaal/contract';
import { Outlet } from 'react-router';
import { AccessDenied } from '../../components/access-denied';
import { usePermission } from '../../lib/session/use-permission';

/**
 * SPEC §6: a staff screen shows only to the roles whose permissions include it (issue 18); everyone else
 * sees the access-denied message. The server enforces the permission on every call; this only decides what
 * to render.
 */
export function RequirePermission({ permission }: { permission: Permission }) {
  const can = usePermission();
  return can(permission) ? <Outlet /> : <AccessDenied permission={permission} />;
}
