import { messageResponseSchema } from '@hostportaal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { buildUser } from '../../test/user-fixture';
import { fetchCurrentUser } from '../session/current-user';
import { mayHaveSession, readAccessToken, removeStoredAccessTokens, storeAccessToken } from './access-token';
import { apiClient } from './api-client';
import { ApiError } from './api-error';
import { onSessionExpired } from './session-expiry';

const okSchema = z.object({ success: z.literal(true), data: z.object({ value: z.number() }) });
const okBody = { success: true, data: { value: 42 } };

function errorBody(error: string, code = 'SOME_CODE') {
  return { success: false, error, code };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

const refreshedUser = buildUser({ firstname: 'Herladen' });
const refreshedSession = {
  success: true,
  data: { user: refreshedUser, token: 'new-token', accessToken: 'new-token', expiresIn: 900 },
};

/** Every value either web storage holds: an access token must be in none of them (issue 18). */
function storedValues(): string[] {
  return [window.localStorage, window.sessionStorage].flatMap((storage) =>
    Object.keys(storage).map((key) => storage.getItem(key) ?? ''),
  );
}

describe('401 → one silent refresh', () => {
  const expired = vi.fn();
  let stopListening: () => void;
  beforeEach(() => {
    stopListening = onSessionExpired(expired);
  });
  afterEach(() => {
    stopListening();
    expired.mockReset();
  });

  it('refreshes once, keeps the new token in memory only and retries', async () => {
    storeAccessToken('old-token');
    const { requests } = stubFetch((request) => {
      if (request.url === '/auth/refresh-token') return jsonResponse(200, refreshedSession);
      const authorised = request.headers.get('Authorization') === 'Bearer new-token';
      return authorised ? jsonResponse(200, okBody) : jsonResponse(401, errorBody('Token verlopen'));
    });
    await expect(apiClient.get('/api/thing', okSchema)).resolves.toEqual(okBody);
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /api/thing',
      'POST /auth/refresh-token',
      'GET /api/thing',
    ]);
    expect(requests[1]?.body).toBe('{}');
    expect(readAccessToken()).toBe('new-token');
    expect(storedValues()).not.toContain('new-token');
    expect(storedValues()).not.toContain('old-token');
    expect(expired).not.toHaveBeenCalled();
  });

  it('does not refresh twice when the retry fails again', async () => {
    storeAccessToken('old-token');
    const { requests } = stubFetch((request) =>
      request.url === '/auth/refresh-token' ? jsonResponse(200, refreshedSession) : jsonResponse(401, {}),
    );
    expect((await failure(apiClient.get('/api/thing', okSchema))).status).toBe(401);
    expect(requests).toHaveLength(3);
    expect(readAccessToken()).toBe('new-token');
  });

  it('shares one refresh between calls that fail together', async () => {
    storeAccessToken('old-token');
    const { requests } = stubFetch((request) => {
      if (request.url === '/auth/refresh-token') return jsonResponse(200, refreshedSession);
      const authorised = request.headers.get('Authorization') === 'Bearer new-token';
      return authorised ? jsonResponse(200, okBody) : jsonResponse(401, {});
    });
    await Promise.all([apiClient.get('/api/a', okSchema), apiClient.get('/api/b', okSchema)]);
    expect(requests.filter((request) => request.url === '/auth/refresh-token')).toHaveLength(1);
  });

  it('clears the session and reports it when the refresh is refused', async () => {
    storeAccessToken('old-token');
    stubFetch(() => jsonResponse(401, errorBody('Sessie verlopen')));
    const error = await failure(apiClient.get('/api/thing', okSchema));
    expect(error.status).toBe(401);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(readAccessToken()).toBeNull();
    expect(mayHaveSession()).toBe(false);
  });

  it('never refreshes for the auth calls themselves', async () => {
    storeAccessToken('old-token');
    const { requests } = stubFetch(() => jsonResponse(401, errorBody('Onjuiste inloggegevens')));
    const error = await failure(apiClient.post('/auth/login', { email: 'a@b.nl' }, messageResponseSchema));
    expect(error.serverMessage).toBe('Onjuiste inloggegevens');
    expect(requests).toHaveLength(1);
    expect(expired).not.toHaveBeenCalled();
    expect(readAccessToken()).toBe('old-token');
  });

  it('takes its turn in the browser-wide lock, so tabs never refresh with the same cookie at once', async () => {
    storeAccessToken('old-token');
    const names: string[] = [];
    const locks = {
      request: (name: string, work: () => Promise<unknown>) => {
        names.push(name);
        return work();
      },
    };
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    try {
      stubFetch((request) =>
        request.url === '/auth/refresh-token' ? jsonResponse(200, refreshedSession) : jsonResponse(401, {}),
      );
      await failure(apiClient.get('/api/thing', okSchema));
      expect(names).toEqual(['hostportaal-token-refresh']);
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
  });
});

describe('after a reload', () => {
  it('gets a new access token and the user from the refresh cookie', async () => {
    storeAccessToken('before-reload');
    vi.resetModules();
    // A reload starts the modules afresh: the token in memory is gone, the session hint is not.
    const fresh = await import('../session/current-user');
    const freshToken = await import('./access-token');
    expect(freshToken.readAccessToken()).toBeNull();
    const { requests } = stubFetch((request) =>
      request.url === '/auth/refresh-token' ? jsonResponse(200, refreshedSession) : jsonResponse(404, {}),
    );
    await expect(fresh.fetchCurrentUser()).resolves.toEqual(refreshedUser);
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /auth/refresh-token',
    ]);
    expect(freshToken.readAccessToken()).toBe('new-token');
    expect(storedValues()).not.toContain('new-token');
  });

  it('is anonymous without a request when this browser never had a session', async () => {
    const { requests } = stubFetch(() => jsonResponse(500, {}));
    await expect(fetchCurrentUser()).resolves.toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('is anonymous, and stops asking, when the cookie is refused', async () => {
    window.localStorage.setItem('hostportaal.session', '1');
    stubFetch(() => jsonResponse(401, errorBody('Sessie verlopen', 'UNAUTHENTICATED')));
    await expect(fetchCurrentUser()).resolves.toBeNull();
    expect(mayHaveSession()).toBe(false);
  });

  it('removes tokens an earlier version kept in web storage, and still restores that session', async () => {
    window.localStorage.setItem('accessToken', 'legacy-local');
    window.sessionStorage.setItem('token', 'legacy-session');
    removeStoredAccessTokens();
    expect(storedValues()).not.toContain('legacy-local');
    expect(storedValues()).not.toContain('legacy-session');
    expect(readAccessToken()).toBeNull();
    expect(mayHaveSession()).toBe(true);
  });
});
