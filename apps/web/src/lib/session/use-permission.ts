import { can, type Permission } from '@hostportaal/contract';
import { useCallback } from 'react';
import { useSession } from './session-context';

/**
 * What the signed-in user's role may use (issue 18), from the contract's permission table, so screens show a
 * role only the sections and buttons it may use. The server enforces the same table on every route; this
 * only decides what to render.
 */
export function usePermission(): (permission: Permission) => boolean {
  const role = useSession().user?.role;
  return useCallback((permission: Permission) => role !== undefined && can(role, permission), [role]);
}
