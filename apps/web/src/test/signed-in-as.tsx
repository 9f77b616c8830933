import type { Role } from '@hostportaal/contract';
import { type ReactNode, useMemo } from 'react';
import { SessionContext, type SessionContextValue } from '../lib/session/session-context';
import { buildUser } from './user-fixture';

/**
 * A signed-in session of `userRole` for a component rendered on its own (inside AppProviders), so what it shows
 * per role (issue 18: usePermission) can be tested without the app's sign-in.
 */
export function SignedInAs({ userRole, children }: { userRole: Role; children: ReactNode }) {
  const value = useMemo<SessionContextValue>(
    () => ({
      status: 'authenticated',
      user: buildUser({ role: userRole }),
      endReason: null,
      startSession: () => undefined,
      updateUser: () => undefined,
      logout: async () => undefined,
    }),
    [userRole],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
