import { messageResponseSchema } from '@hostportaal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { buildUser } from '../../test/user-fixture';
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

const refreshedSession = {
  success: true,
  data: {
    user: buildUser(),
    token: 'new-token',
    accessToken: 'new-token',
    refreshToken: 'rotated',
    expiresIn: 900,
  },
};

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

  it('refreshes once, stores the new token where the old one was and retries', async () => {
    window.localStorage.setItem('accessToken', 'old-token');
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
    expect(window.localStorage.getItem('accessToken')).toBe('new-token');
    expect(expired).not.toHaveBeenCalled();
  });

  it('does not refresh twice when the retry fails again', async () => {
    window.sessionStorage.setItem('token', 'old-token');
    const { requests } = stubFetch((request) =>
      request.url === '/auth/refresh-token' ? jsonResponse(200, refreshedSession) : jsonResponse(401, {}),
    );
    expect((await failure(apiClient.get('/api/thing', okSchema))).status).toBe(401);
    expect(requests).toHaveLength(3);
    expect(window.sessionStorage.getItem('accessToken')).toBe('new-token');
  });

  it('shares one refresh between calls that fail together', async () => {
    window.localStorage.setItem('accessToken', 'old-token');
    const { requests } = stubFetch((request) => {
      if (request.url === '/auth/refresh-token') return jsonResponse(200, refreshedSession);
      const authorised = request.headers.get('Authorization') === 'Bearer new-token';
      return authorised ? jsonResponse(200, okBody) : jsonResponse(401, {});
    });
    await Promise.all([apiClient.get('/api/a', okSchema), apiClient.get('/api/b', okSchema)]);
    expect(requests.filter((request) => request.url === '/auth/refresh-token')).toHaveLength(1);
  });

  it('clears the session and reports it when the refresh is refused', async () => {
    window.localStorage.setItem('accessToken', 'old-token');
    window.sessionStorage.setItem('token', 'older-token');
    stubFetch(() => jsonResponse(401, errorBody('Sessie verlopen')));
    const error = await failure(apiClient.get('/api/thing', okSchema));
    expect(error.status).toBe(401);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    expect(window.sessionStorage.getItem('token')).toBeNull();
  });

  it('never refreshes for the auth calls themselves', async () => {
    window.localStorage.setItem('accessToken', 'old-token');
    const { requests } = stubFetch(() => jsonResponse(401, errorBody('Onjuiste inloggegevens')));
    const error = await failure(apiClient.post('/auth/login', { email: 'a@b.nl' }, messageResponseSchema));
    expect(error.serverMessage).toBe('Onjuiste inloggegevens');
    expect(requests).toHaveLength(1);
    expect(expired).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('accessToken')).toBe('old-token');
  });
});
