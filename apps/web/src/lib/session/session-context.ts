import type { Session, User } from '@hostportaal/contract';
import { createContext, useContext } from 'react';

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';
export type SessionEndReason = 'logout' | 'expired';

export interface SessionContextValue {
  status: SessionStatus;
  user: User | null;
  /** Why the last session ended, so the login page can say so. */
  endReason: SessionEndReason | null;
  /** Keeps the access token in memory; "Onthoud mij" is the server's choice of the refresh cookie's lifetime. */
  startSession: (session: Session) => void;
  updateUser: (user: User) => void;
  logout: () => Promise<void>;
}

export const SessionContext = createContext<SessionContextValue | null>(null);

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
