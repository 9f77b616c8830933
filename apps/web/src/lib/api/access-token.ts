// Issue 18: the access token lives in this module only, never in web storage where any script on the page
// could read it. After a reload the HttpOnly refresh cookie brings a new one (POST /auth/refresh-token).
let accessToken: string | null = null;

// Where SPEC §7 and the app before issue 18 kept the token; removed on start.
const LEGACY_TOKEN_KEYS = ['accessToken', 'token'] as const;

// Says only that this browser had a session, so a reload asks for a new access token while a visitor who
// never logged in sends no refresh request. It holds no secret: the cookie decides.
const SESSION_HINT_KEY = 'hostportaal.session';

function browserStorages(): Storage[] {
  if (typeof window === 'undefined') return [];
  return [window.localStorage, window.sessionStorage];
}

export function readAccessToken(): string | null {
  return accessToken;
}

export function storeAccessToken(token: string): void {
  accessToken = token;
  window.localStorage.setItem(SESSION_HINT_KEY, '1');
}

export function clearAccessToken(): void {
  accessToken = null;
  window.localStorage.removeItem(SESSION_HINT_KEY);
}

/** Whether a reload should try the refresh cookie. */
export function mayHaveSession(): boolean {
  return accessToken !== null || window.localStorage.getItem(SESSION_HINT_KEY) !== null;
}

/**
 * Removes tokens an earlier version stored in web storage. A browser that had one had a session, so it
 * keeps the hint: its refresh cookie may still be valid.
 */
export function removeStoredAccessTokens(): void {
  let found = false;
  for (const storage of browserStorages()) {
    for (const key of LEGACY_TOKEN_KEYS) {
      if (storage.getItem(key) !== null) found = true;
      storage.removeItem(key);
    }
  }
  if (found) window.localStorage.setItem(SESSION_HINT_KEY, '1');
}
