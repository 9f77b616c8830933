// SPEC §7: the bearer token may sit in localStorage or sessionStorage, under `accessToken` or `token`.
const TOKEN_KEYS = ['accessToken', 'token'] as const;
const WRITE_KEY = 'accessToken';

function browserStorages(): Storage[] {
  if (typeof window === 'undefined') return [];
  return [window.localStorage, window.sessionStorage];
}

function findToken(storage: Storage): string | null {
  for (const key of TOKEN_KEYS) {
    const value = storage.getItem(key);
    if (value) return value;
  }
  return null;
}

export function readAccessToken(): string | null {
  for (const storage of browserStorages()) {
    const token = findToken(storage);
    if (token) return token;
  }
  return null;
}

export function clearAccessToken(): void {
  for (const storage of browserStorages()) {
    for (const key of TOKEN_KEYS) storage.removeItem(key);
  }
}

/** "Onthoud mij" keeps the token in localStorage; otherwise it lives only as long as the tab. */
export function storeAccessToken(token: string, { persistent }: { persistent: boolean }): void {
  clearAccessToken();
  (persistent ? window.localStorage : window.sessionStorage).setItem(WRITE_KEY, token);
}

/** After a silent refresh: keep the choice the user made at login. */
export function replaceAccessToken(token: string): void {
  const persistent = findToken(window.localStorage) !== null;
  storeAccessToken(token, { persistent });
}
