import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { adminQueryKey } from '../../api/admin-query-key';

// SPEC §4/§9: the Administration Dashboard reloads every 30 seconds unless it is already reloading.
export const ADMIN_AUTO_REFRESH_MS = 30_000;

/** Refresh reloads every admin query; `isRefreshing` is true while any of them loads. */
export function useAdminRefresh() {
  const queryClient = useQueryClient();
  const isRefreshing = useIsFetching({ queryKey: adminQueryKey }) > 0;
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: adminQueryKey }),
    [queryClient],
  );
  const busy = useRef(isRefreshing);
  busy.current = isRefreshing;

  useEffect(() => {
    const timer = setInterval(() => {
      if (!busy.current) void refresh();
    }, ADMIN_AUTO_REFRESH_MS);
    return () => clearInterval(timer);
  }, [refresh]);

  return { refresh, isRefreshing };
}
