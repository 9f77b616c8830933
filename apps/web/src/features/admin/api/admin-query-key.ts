/**
 * Every Administration Dashboard query key starts with this, so the dashboard's Refresh button (and its
 * 30-second auto-refresh) reloads all sections with one invalidation.
 */
export const adminQueryKey = ['admin'] as const;
