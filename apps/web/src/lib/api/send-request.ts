import { i18n } from '../../i18n/i18n';
import { readAccessToken } from './access-token';
import { ApiError } from './api-error';
import { httpErrorMessage, networkErrorMessage } from './http-error-message';

export const REQUEST_TIMEOUT_MS = 30_000; // SPEC §9

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface SendOptions {
  method?: HttpMethod;
  body?: unknown;
  query?: QueryParams;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** A poll nobody asked for (the bell): it must not count as activity for the idle-session timeout. */
  background?: boolean;
  /** A file download (PDF, CSV…): this Accept header, and a success body kept as bytes in `file`. */
  accept?: string;
  /** A file download read chunk by chunk: called as bytes arrive (for a progress bar). */
  onProgress?: (progress: DownloadProgress) => void;
  /** `Idempotency-Key` of a money-moving request: one per intent, so a repeat books nothing (issue 27). */
  idempotencyKey?: string;
}

/** How far a streamed download is: bytes and line feeds received, and what the server announced. */
export interface DownloadProgress {
  receivedBytes: number;
  receivedLines: number;
  /** `X-Total-Rows`: the data rows the server will send (null when it does not say). */
  totalRows: number | null;
  /** `X-Estimated-Bytes`: the server's estimate of the body's size (null when it does not say). */
  estimatedBytes: number | null;
}

export interface RawResponse {
  status: number;
  ok: boolean;
  payload: unknown;
  /** The bearer token this request went out with, to tell whether a refresh already happened since. */
  sentToken: string | null;
  /** The server's Retry-After in seconds, on a 429 or 503 that gave one. */
  retryAfterSeconds?: number;
  /** Only for a successful file download (`accept` set): the bytes and the server's Content-Disposition. */
  file?: { blob: Blob; contentDisposition: string | null };
}

function apiBaseUrl(): string {
  return (import.meta.env.VITE_API_URL ?? '').replace(/\/+$/, '');
}

function buildUrl(path: string, query: QueryParams | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const queryString = search.toString();
  return `${apiBaseUrl()}${path}${queryString ? `?${queryString}` : ''}`;
}

function buildHeaders(
  token: string | null,
  background: boolean,
  accept: string | undefined,
  idempotencyKey: string | undefined,
): Headers {
  const headers = new Headers({
    'Content-Type': 'application/json',
    Accept: accept ?? 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
    // The server writes its error texts in this language (Dutch unless the UI is in another language).
    'Accept-Language': i18n.language || 'nl',
  });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (background) headers.set('X-Background-Request', '1');
  if (idempotencyKey) headers.set('Idempotency-Key', idempotencyKey);
  return headers;
}

// A JSON content type with an empty body is refused by the server, so write calls always carry a body.
function buildBody(method: HttpMethod, body: unknown): string | undefined {
  if (method === 'GET') return undefined;
  return JSON.stringify(body ?? {});
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function numberHeader(response: Response, name: string): number | null {
  const value = Number.parseInt(response.headers.get(name) ?? '', 10);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

const LINE_FEED = 0x0a;

/**
 * Reads a download chunk by chunk into a Blob: the chunks are kept as they come (no string is built), so
 * a 100k-row export neither freezes the page nor doubles in memory, and every chunk reports progress.
 */
async function readInChunks(
  response: Response,
  onProgress: (progress: DownloadProgress) => void,
): Promise<Blob> {
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.body) return response.blob();
  const progress: DownloadProgress = {
    receivedBytes: 0,
    receivedLines: 0,
    totalRows: numberHeader(response, 'X-Total-Rows'),
    estimatedBytes: numberHeader(response, 'X-Estimated-Bytes') ?? numberHeader(response, 'Content-Length'),
  };
  onProgress({ ...progress });
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    progress.receivedBytes += value.byteLength;
    for (let index = value.indexOf(LINE_FEED); index !== -1; index = value.indexOf(LINE_FEED, index + 1)) {
      progress.receivedLines += 1;
    }
    onProgress({ ...progress });
  }
  return new Blob(chunks, { type });
}

/** One HTTP round trip: headers, bearer token, 30 s timeout (→ 408) and network failure (→ 0). */
export async function sendRequest(path: string, options: SendOptions = {}): Promise<RawResponse> {
  const method = options.method ?? 'GET';
  const sentToken = readAccessToken();
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const forwardAbort = () => controller.abort();
  options.signal?.addEventListener('abort', forwardAbort, { once: true });

  try {
    const response = await fetch(buildUrl(path, options.query), {
      method,
      headers: buildHeaders(sentToken, options.background === true, options.accept, options.idempotencyKey),
      body: buildBody(method, options.body),
      credentials: 'same-origin',
      signal: controller.signal,
    });
    if (options.accept && response.ok) {
      const file = {
        blob: options.onProgress ? await readInChunks(response, options.onProgress) : await response.blob(),
        contentDisposition: response.headers.get('Content-Disposition'),
      };
      return { status: response.status, ok: true, payload: undefined, sentToken, file };
    }
    const payload = parseJson(await response.text());
    const retryAfterSeconds = numberHeader(response, 'Retry-After') ?? undefined;
    return { status: response.status, ok: response.ok, payload, sentToken, retryAfterSeconds };
  } catch (error) {
    if (timedOut) throw new ApiError({ status: 408, message: httpErrorMessage(408) });
    // Cancelled by the caller (a query that is no longer needed): not an error to show anyone.
    if (options.signal?.aborted) throw error;
    throw new ApiError({ status: 0, message: networkErrorMessage() });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}
