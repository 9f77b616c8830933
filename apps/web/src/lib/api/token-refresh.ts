import { refreshResponseSchema } from '@hostportaal/contract';
import { replaceAccessToken } from './access-token';
import { sendRequest } from './send-request';

export const REFRESH_PATH = '/auth/refresh-token';

export type RefreshOutcome = 'refreshed' | 'refused';

let refreshInFlight: Promise<RefreshOutcome> | null = null;

async function requestNewAccessToken(): Promise<RefreshOutcome> {
  // The refresh token travels as the HttpOnly cookie the server set at login; the body stays empty.
  const response = await sendRequest(REFRESH_PATH, { method: 'POST', body: {} });
  if (!response.ok) return 'refused';
  const parsed = refreshResponseSchema.safeParse(response.payload);
  if (!parsed.success) return 'refused';
  replaceAccessToken(parsed.data.data.accessToken);
  return 'refreshed';
}

/**
 * Calls that fail with 401 at the same moment share one refresh: the server rotates refresh tokens
 * and treats a reused one as theft, so two parallel refreshes would end the session.
 * A network failure or timeout rejects with that ApiError and leaves the session alone.
 */
export function refreshAccessToken(): Promise<RefreshOutcome> {
  refreshInFlight ??= requestNewAccessToken().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}
