import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { i18n } from '../../i18n/i18n';
import { hangingResponse, jsonResponse, stubFetch } from '../../test/fetch-stub';
import { apiClient, apiRequest } from './api-client';
import { ApiError } from './api-error';
import { REQUEST_TIMEOUT_MS } from './send-request';

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

describe('status → message (SPEC §8)', () => {
  const cases: Array<[number, string, string]> = [
    [400, 'Ongeldig verzoek.', 'Invalid request'],
    [401, 'Je bent niet ingelogd. Log in om verder te gaan.', 'Authentication required. Please log in.'],
    [403, 'Je hebt geen toestemming voor deze actie.', "You don't have permission to perform this action"],
    [404, 'We konden niet vinden wat je zocht.', 'Resource not found'],
    [409, 'Er is een conflict opgetreden.', 'Conflict occurred'],
    [422, 'De gegevens zijn niet geldig.', 'Validation failed'],
    [429, 'Te veel verzoeken. Probeer het later opnieuw.', 'Too many requests. Please try again later.'],
    [
      500,
      'Er ging iets mis op de server. Probeer het later opnieuw.',
      'Server error. Please try again later.',
    ],
  ];

  it.each(cases)('%i without a server text reads %j in nl and %j in en', async (status, dutch, english) => {
    stubFetch(() => new Response(null, { status }));
    // /auth/login is a credential call, so a 401 there does not try a refresh first.
    expect((await failure(apiClient.post('/auth/login', {}, okSchema))).message).toBe(dutch);
    await i18n.changeLanguage('en');
    const error = await failure(apiClient.post('/auth/login', {}, okSchema));
    expect(error.message).toBe(english);
    expect(error.status).toBe(status);
  });

  it.each([400, 409, 422])('%i shows the server text when there is one', async (status) => {
    stubFetch(() => jsonResponse(status, errorBody('Dit e-mailadres is al in gebruik', 'EMAIL_TAKEN')));
    const error = await failure(apiClient.post('/auth/register', {}, okSchema));
    expect(error.message).toBe('Dit e-mailadres is al in gebruik');
  });

  it.each([401, 403, 429, 500])('%i keeps the fixed text but remembers the server text', async (status) => {
    stubFetch(() => jsonResponse(status, errorBody('Onjuiste inloggegevens', 'INVALID_CREDENTIALS')));
    await i18n.changeLanguage('en');
    const error = await failure(apiClient.post('/auth/login', {}, okSchema));
    expect(error.message).not.toBe('Onjuiste inloggegevens');
    expect(error.serverMessage).toBe('Onjuiste inloggegevens');
    expect(error.code).toBe('INVALID_CREDENTIALS');
  });

  it('keeps the error code and the field details', async () => {
    const details = [{ field: 'email', message: 'Ongeldig e-mailadres' }];
    stubFetch(() => jsonResponse(400, { ...errorBody('Validatie mislukt', 'VALIDATION_FAILED'), details }));
    const error = await failure(apiClient.post('/auth/register', {}, okSchema));
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details).toEqual(details);
  });
});

describe('transport failures', () => {
  it('gives up after 30 seconds with status 408 "Request timeout"', async () => {
    vi.useFakeTimers();
    await i18n.changeLanguage('en');
    stubFetch((_request, signal) => hangingResponse(signal));
    const pending = failure(apiClient.get('/api/slow', okSchema));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(REQUEST_TIMEOUT_MS).toBe(30_000);
    expect({ status: error.status, message: error.message }).toEqual({
      status: 408,
      message: 'Request timeout',
    });
  });

  it('honours a shorter timeout option', async () => {
    stubFetch((_request, signal) => hangingResponse(signal));
    const error = await failure(apiRequest('/api/slow', { schema: okSchema, timeoutMs: 10 }));
    expect(error.status).toBe(408);
    expect(error.message).toBe('Het verzoek duurde te lang. Probeer het opnieuw.');
  });

  it('turns a network failure into status 0 "Network error"', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect((await failure(apiClient.get('/health', okSchema))).message).toBe(
      'Netwerkfout. Probeer het later opnieuw.',
    );
    await i18n.changeLanguage('en');
    const error = await failure(apiClient.get('/health', okSchema));
    expect({ status: error.status, message: error.message }).toEqual({ status: 0, message: 'Network error' });
  });

  it('rejects a success body that does not match the contract', async () => {
    stubFetch(() => jsonResponse(200, { success: true, data: { value: 'not a number' } }));
    const error = await failure(apiClient.get('/api/thing', okSchema));
    expect(error.code).toBe('INVALID_RESPONSE');
  });
});

describe('request shape', () => {
  it('sends the default headers, same-origin credentials and parses the body', async () => {
    const { requests } = stubFetch(() => jsonResponse(200, okBody));
    await expect(
      apiClient.get('/api/thing', okSchema, { query: { page: 2, search: undefined } }),
    ).resolves.toEqual(okBody);
    const [request] = requests;
    expect(request?.url).toBe('/api/thing?page=2');
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(request?.headers.get('Accept')).toBe('application/json');
    expect(request?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(request?.headers.get('Accept-Language')).toBe('nl');
    expect(request?.headers.has('Authorization')).toBe(false);
    expect(request?.credentials).toBe('same-origin');
  });

  it.each([
    ['localStorage', 'accessToken'],
    ['localStorage', 'token'],
    ['sessionStorage', 'accessToken'],
    ['sessionStorage', 'token'],
  ] as const)('adds the bearer token stored in %s under %s', async (storage, key) => {
    window[storage].setItem(key, 'stored-token');
    const { requests } = stubFetch(() => jsonResponse(200, okBody));
    await apiClient.get('/api/thing', okSchema);
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer stored-token');
  });
});
