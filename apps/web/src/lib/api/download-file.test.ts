import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { buildUser } from '../../test/user-fixture';
import { storeAccessToken } from './access-token';
import { ApiError } from './api-error';
import { downloadFile, filenameFromContentDisposition } from './download-file';

const csv = (disposition?: string) =>
  new Response('nummer;datum', {
    status: 200,
    headers: disposition ? { 'Content-Disposition': disposition } : {},
  });

let savedAs: string[] = [];
beforeEach(() => {
  savedAs = [];
  URL.createObjectURL = vi.fn(() => 'blob:file');
  URL.revokeObjectURL = vi.fn();
  // jsdom cannot follow a download link; remember the name it would have saved under.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    savedAs.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

describe('filenameFromContentDisposition', () => {
  it('reads the plain and the RFC 5987 name, the latter winning', () => {
    expect(filenameFromContentDisposition('attachment; filename="a b.csv"')).toBe('a b.csv');
    expect(filenameFromContentDisposition('attachment; filename=plain.csv')).toBe('plain.csv');
    expect(
      filenameFromContentDisposition(`attachment; filename="x.csv"; filename*=UTF-8''ok%20t%C3%A9.csv`),
    ).toBe('ok té.csv');
    expect(filenameFromContentDisposition('attachment')).toBeNull();
    expect(filenameFromContentDisposition(null)).toBeNull();
  });
});

describe('downloadFile', () => {
  it('asks for the type with the bearer token and saves under the name the server gives', async () => {
    storeAccessToken('stored-token');
    const { requests } = stubFetch(() => csv('attachment; filename="facturen.csv"'));
    const name = await downloadFile('/api/admin/exports/invoices', {
      accept: 'text/csv',
      fallbackName: 'x.csv',
    });
    expect(name).toBe('facturen.csv');
    expect(savedAs).toEqual(['facturen.csv']);
    expect(requests[0]?.headers.get('Accept')).toBe('text/csv');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer stored-token');
  });

  it('falls back to its own name, or always uses it when asked to', async () => {
    stubFetch(() => csv());
    expect(await downloadFile('/f', { accept: 'text/csv', fallbackName: 'eigen.csv' })).toBe('eigen.csv');
    stubFetch(() => csv('attachment; filename="server.pdf"'));
    expect(
      await downloadFile('/f', {
        accept: 'application/pdf',
        fallbackName: 'factuur-1.pdf',
        ignoreServerName: true,
      }),
    ).toBe('factuur-1.pdf');
  });

  it('refreshes an expired token once and tries again', async () => {
    storeAccessToken('old');
    const { requests } = stubFetch((request) => {
      if (request.url === '/auth/refresh-token') {
        return jsonResponse(200, {
          success: true,
          data: {
            user: buildUser(),
            token: 'new',
            accessToken: 'new',
            refreshToken: 'rotated',
            expiresIn: 900,
          },
        });
      }
      return request.headers.get('Authorization') === 'Bearer new'
        ? csv('attachment; filename="ok.csv"')
        : jsonResponse(401, { success: false, error: 'Token verlopen', code: 'UNAUTHORIZED' });
    });
    expect(await downloadFile('/f', { accept: 'text/csv', fallbackName: 'x.csv' })).toBe('ok.csv');
    expect(requests.map((request) => request.url)).toEqual(['/f', '/auth/refresh-token', '/f']);
  });

  it('throws the API error with the text for its code and saves nothing', async () => {
    stubFetch(() =>
      jsonResponse(422, { success: false, error: 'Periode ongeldig', code: 'VALIDATION_FAILED' }),
    );
    const error = await downloadFile('/f', { accept: 'text/csv', fallbackName: 'x.csv' }).catch(
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Controleer de gemarkeerde velden.');
    expect((error as ApiError).code).toBe('VALIDATION_FAILED');
    expect(savedAs).toEqual([]);
  });
});
