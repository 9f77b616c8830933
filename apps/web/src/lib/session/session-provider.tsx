import type { Session, User } from '@hostportaal/contract';
import { hashKey, type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { defaultLanguage, i18n, isSupportedLanguage } from '../../i18n/i18n';
import { clearAccessToken, mayHaveSession, storeAccessToken } from '../api/access-token';
import { onSessionExpired } from '../api/session-expiry';
import { applyDateFormat } from '../dates/format-date';
import { currentUserQueryKey, currentUserQueryOptions } from './current-user';
import { requestLogout } from './logout-request';
import { SessionContext, type SessionContextValue, type SessionEndReason } from './session-context';

// Nothing of one user's data may outlive their session in the cache.
function forgetUser(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0] });
  queryClient.setQueryData<User | null>(currentUserQueryKey, null);
}

/**
 * Screens write dates in the user's format (issue 28), dd-mm-jjjj signed out. It is applied as the user enters
 * the cache (sign-in, a saved preference, the session check), before anything renders that user's data.
 */
function followDateFormat(queryClient: QueryClient): () => void {
  const currentUserHash = hashKey(currentUserQueryKey);
  const apply = () =>
    applyDateFormat(queryClient.getQueryData<User | null>(currentUserQueryKey)?.preferences.dateFormat);
  apply();
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryHash === currentUserHash) apply();
  });
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [endReason, setEndReason] = useState<SessionEndReason | null>(null);
  const currentUser = useQuery({
    ...currentUserQueryOptions,
    // A browser that never had a session has nothing to restore: no request, no loading state.
    initialData: () => (mayHaveSession() ? undefined : null),
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  const user = currentUser.data ?? null;
  const status = currentUser.isPending ? 'loading' : user ? 'authenticated' : 'anonymous';

  useEffect(
    () =>
      onSessionExpired(() => {
        forgetUser(queryClient);
        setEndReason('expired');
      }),
    [queryClient],
  );

  const language = user?.preferences.language;
  useEffect(() => {
    if (language && isSupportedLanguage(language)) void i18n.changeLanguage(language);
  }, [language]);

  useEffect(() => followDateFormat(queryClient), [queryClient]);

  const startSession = useCallback(
    (session: Session) => {
      storeAccessToken(session.accessToken);
      setEndReason(null);
      queryClient.setQueryData<User | null>(currentUserQueryKey, session.user);
    },
    [queryClient],
  );

  const updateUser = useCallback(
    (next: User) => queryClient.setQueryData<User | null>(currentUserQueryKey, next),
    [queryClient],
  );

  const logout = useCallback(async () => {
    try {
      await requestLogout();
    } catch {
      // The local session ends regardless; an unreachable server cannot keep the user logged in here.
    }
    clearAccessToken();
    forgetUser(queryClient);
    setEndReason('logout');
    await i18n.changeLanguage(defaultLanguage);
  }, [queryClient]);

  const value = useMemo<SessionContextValue>(
    () => ({ status, user, endReason, startSession, updateUser, logout }),
    [status, user, endReason, startSession, updateUser, logout],
  );

  return <SessionContext value={value}>{children}</SessionContext>;
}
