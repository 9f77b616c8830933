import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import {
  describeRefusal,
  type HostLookup,
  PanelAddressError,
  type ResolvedAddress,
  resolvePanelAddresses,
} from './panel-address.ts';
import { ProvisioningError } from './provisioning-adapter.ts';

export type PanelName = 'DirectAdmin' | 'Pterodactyl';

export type PanelConnection = {
  timeoutMs: number;
  /** Config PANEL_ALLOWED_NETWORKS: where a panel may be besides the public internet. */
  allowedNetworks: readonly string[];
  /** DNS by default; a test hands in its own to show the request goes where the check looked. */
  lookupHost?: HostLookup;
};

export type PanelAnswer = { status: number; contentType: string | null; text: string };

// A panel's API answers are small (a package list, one server); more than this is not the panel.
const MAX_ANSWER_BYTES = 2 * 1024 * 1024;

/**
 * One request to a panel's HTTP API with a time limit, to an address panel-address.ts allowed: the host is
 * resolved and judged here and the socket connects to exactly those addresses. A redirect is answered, not
 * followed. No answer at all is `unreachable`; an address refused is `rejected`. The messages are fixed texts
 * per kind of failure and never carry what the other side sent or how its connection failed in detail.
 */
export async function panelRequest(
  panel: PanelName,
  command: string,
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
  connection: PanelConnection,
): Promise<PanelAnswer> {
  const target = new URL(url);
  const signal = AbortSignal.timeout(connection.timeoutMs);
  let addresses: ResolvedAddress[];
  try {
    addresses = await untilAborted(
      resolvePanelAddresses(target, connection.allowedNetworks, connection.lookupHost),
      signal,
    );
  } catch (error) {
    throw failure(panel, command, connection, error);
  }
  const pinned: LookupFunction = (_hostname, options, callback) => {
    const first = addresses[0] as ResolvedAddress;
    if (options.all) callback(null, addresses);
    else callback(null, first.address, first.family);
  };
  try {
    return await send(target, init, { lookup: pinned, signal });
  } catch (error) {
    throw failure(panel, command, connection, error);
  }
}

function send(
  target: URL,
  init: { method: string; headers: Record<string, string>; body?: string },
  options: { lookup: LookupFunction; signal: AbortSignal },
): Promise<PanelAnswer> {
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      target,
      // No connection pool: each request's socket goes to the addresses judged for it.
      {
        method: init.method,
        headers: init.headers,
        lookup: options.lookup,
        signal: options.signal,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_ANSWER_BYTES) {
            response.destroy(new AnswerTooLargeError());
            return;
          }
          chunks.push(chunk);
        });
        response.on('error', reject);
        response.on('aborted', () => reject(new Error('answer aborted')));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: response.headers['content-type'] ?? null,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(init.body);
  });
}

class AnswerTooLargeError extends Error {}

async function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  let onAbort = () => {};
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([work, aborted]);
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}

const TLS_CODES = /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_|EPROTO$|HOSTNAME_MISMATCH)/;

function failure(panel: PanelName, command: string, connection: PanelConnection, error: unknown) {
  if (error instanceof PanelAddressError && error.kind === 'refused') {
    return new ProvisioningError({
      kind: 'rejected',
      command,
      message: `${panel} ${command}: ${describeRefusal(error)}`,
      cause: error,
    });
  }
  const name = error instanceof Error ? error.name : '';
  const errno = (error as NodeJS.ErrnoException | null)?.code;
  const code = typeof errno === 'string' ? errno : '';
  const kind =
    error instanceof PanelAddressError
      ? 'de naam van de server is niet te vinden'
      : error instanceof AnswerTooLargeError
        ? 'het antwoord is te groot voor een panel'
        : name === 'TimeoutError' || name === 'AbortError'
          ? `geen antwoord binnen ${connection.timeoutMs} ms`
          : code === 'ECONNREFUSED'
            ? 'de verbinding werd geweigerd'
            : TLS_CODES.test(code)
              ? 'de beveiligde verbinding (TLS) kwam niet tot stand'
              : code === 'ECONNRESET' || code === 'EPIPE'
                ? 'de verbinding werd verbroken'
                : 'de server is niet bereikbaar';
  return new ProvisioningError({
    kind: 'unreachable',
    command,
    message: `${panel} ${command}: ${kind}.`,
    cause: error,
  });
}

/** The answer is not the panel's API (a redirect, a login or error page): said without repeating it. */
export function notAPanel(panel: PanelName, command: string, status: number): ProvisioningError {
  const redirect = status >= 300 && status < 400;
  return new ProvisioningError({
    kind: 'invalid_response',
    command,
    status,
    message: redirect
      ? `${panel} ${command}: de server stuurt door naar een ander adres (HTTP ${status}); dat volgen we niet.`
      : `${panel} ${command}: de server antwoordde met HTTP ${status}, niet als ${panel}-API.`,
  });
}
