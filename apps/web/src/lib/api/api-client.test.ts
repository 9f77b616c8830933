import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { i18n } from '../../i18n/i18n';
import { hangingResponse, jsonResponse, stubFetch } from '../../test/fetch-stub';
import { storeAccessToken } from './access-token';
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

  it.each([400, 409, 422])(
    '%i shows the server text only for a code the client does not know',
    async (status) => {
      stubFetch(() => jsonResponse(status, errorBody('Iets nieuws ging mis', 'SOMETHING_NEW')));
      const error = await failure(apiClient.post('/auth/register', {}, okSchema));
      expect(error.message).toBe('Iets nieuws ging mis');
    },
  );

  it('words a known code in the user language, whatever language the server wrote', async () => {
    stubFetch(() =>
      jsonResponse(409, errorBody('Er bestaat al een account met dit e-mailadres.', 'EMAIL_TAKEN')),
    );
    await i18n.changeLanguage('en');
    const error = await failure(apiClient.post('/auth/register', {}, okSchema));
    expect(error.message).toBe('An account with this e-mail address already exists.');
  });

  it('words a refusal by its reason and params in the user language', async () => {
    const body = {
      ...errorBody(
        'Deze factuur is al 3 keer ter incasso aangeboden; de klant betaalt per overboeking.',
        'CONFLICT',
      ),
      reason: 'debit_attempts',
      params: { count: 3 },
    };
    stubFetch(() => jsonResponse(409, body));
    expect((await failure(apiClient.post('/api/x', {}, okSchema))).message).toBe(
      'Deze factuur is al 3 keer ter incasso aangeboden; de klant betaalt per overboeking.',
    );
    await i18n.changeLanguage('en');
    const error = await failure(apiClient.post('/api/x', {}, okSchema));
    expect(error.message).toBe(
      'This invoice has already been offered for direct debit 3 times; the customer pays by bank transfer.',
    );
    expect({ reason: error.reason, params: error.params }).toEqual({
      reason: 'debit_attempts',
      params: { count: 3 },
    });
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

  it('adds the bearer token it keeps in memory', async () => {
    storeAccessToken('memory-token');
    const { requests } = stubFetch(() => jsonResponse(200, okBody));
    await apiClient.get('/api/thing', okSchema);
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer memory-token');
  });

  it('ignores a token left in web storage by an earlier version', async () => {
    window.localStorage.setItem('accessToken', 'stored-token');
    window.sessionStorage.setItem('token', 'stored-token');
    const { requests } = stubFetch(() => jsonResponse(200, okBody));
    await apiClient.get('/api/thing', okSchema);
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });
});
