import {
  type PeppolAccessPoint,
  type PeppolDocumentType,
  PeppolSendError,
  type PeppolSendRequest,
} from './peppol-access-point.ts';

// A generic access point REST API (decision 030 spells it out): POST <base>/documents with the UBL as the
// body, the participants, document type and process as Peppol identifiers in headers, a bearer token and an
// Idempotency-Key; 2xx answers {"id": "..."}, a refusal answers 4xx {"code": "...", "message": "..."}.

const PARTICIPANT_SCHEME = 'iso6523-actorid-upis';
const PROCESS_ID = 'cenbii-procid-ubl::urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';
const CUSTOMIZATION = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
const DOCUMENT_TYPE_IDS: Record<PeppolDocumentType, string> = {
  invoice: `busdox-docid-qns::urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##${CUSTOMIZATION}::2.1`,
  credit_note: `busdox-docid-qns::urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2::CreditNote##${CUSTOMIZATION}::2.1`,
};
// Statuses a later attempt can get past without the document changing (a token can be corrected).
const TRANSIENT_STATUSES = new Set([401, 403, 408, 409, 425, 429]);
const MAX_REASON_LENGTH = 300;
const MAX_ANSWER_BYTES = 64 * 1024;

export type HttpAccessPointOptions = {
  /** PEPPOL_ACCESS_POINT_URL: the API's base address. */
  url: string;
  /** PEPPOL_ACCESS_POINT_TOKEN. */
  token: string;
  timeoutMs?: number;
};

export function createHttpAccessPoint(options: HttpAccessPointOptions): PeppolAccessPoint {
  const endpoint = `${options.url.replace(/\/+$/, '')}/documents`;
  const timeoutMs = options.timeoutMs ?? 30_000;
  // Whatever the other side says is kept and shown to staff: never with our own token in it.
  const scrub = (text: string) =>
    text
      .split(options.token)
      .join('[redacted]')
      .replace(/\p{Cc}+/gu, ' ')
      .trim()
      .slice(0, MAX_REASON_LENGTH);

  return {
    async send(request: PeppolSendRequest) {
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${options.token}`,
            'idempotency-key': request.idempotencyKey,
            'content-type': 'application/xml; charset=utf-8',
            accept: 'application/json',
            'x-peppol-sender': `${PARTICIPANT_SCHEME}::${request.senderId}`,
            'x-peppol-receiver': `${PARTICIPANT_SCHEME}::${request.receiverId}`,
            'x-peppol-document-type': DOCUMENT_TYPE_IDS[request.documentType],
            'x-peppol-process': PROCESS_ID,
            'x-client-reference': request.invoiceId,
          },
          body: request.xml,
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new PeppolSendError({
          kind: 'transient',
          message: unreachable(error, timeoutMs),
          cause: error,
        });
      }
      const answer = await readAnswer(response);
      if (response.status >= 200 && response.status < 300) {
        const messageId = stringField(answer, 'id') ?? stringField(answer, 'messageId');
        if (messageId) return { messageId: scrub(messageId) };
        throw new PeppolSendError({
          kind: 'transient',
          status: response.status,
          message: `The access point answered HTTP ${response.status} without a message id.`,
        });
      }
      const said = [
        stringField(answer, 'code'),
        stringField(answer, 'message') ?? stringField(answer, 'error'),
      ]
        .filter(Boolean)
        .join(': ');
      const detail = said ? ` ${scrub(said)}` : '';
      const retryAfterSeconds = retryAfter(response.headers.get('retry-after'));
      if (response.status >= 500 || TRANSIENT_STATUSES.has(response.status) || response.status < 200) {
        throw new PeppolSendError({
          kind: 'transient',
          status: response.status,
          retryAfterSeconds,
          message: transientText(response.status) + detail,
        });
      }
      if (response.status >= 300 && response.status < 400) {
        throw new PeppolSendError({
          kind: 'transient',
          status: response.status,
          message: `The access point redirects (HTTP ${response.status}); check PEPPOL_ACCESS_POINT_URL.`,
        });
      }
      throw new PeppolSendError({
        kind: 'permanent',
        status: response.status,
        message: `The access point refused the document (HTTP ${response.status}).${detail}`,
      });
    },
  };
}

function transientText(status: number): string {
  if (status === 401 || status === 403)
    return `The access point refused our token (HTTP ${status}); check PEPPOL_ACCESS_POINT_TOKEN.`;
  if (status === 429) return 'The access point asked us to slow down (HTTP 429).';
  if (status === 409) return 'The access point is still handling this delivery (HTTP 409).';
  return `The access point could not take the document now (HTTP ${status}).`;
}

function unreachable(error: unknown, timeoutMs: number): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError')
    return `The access point did not answer within ${timeoutMs / 1000} s.`;
  const code = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  if (code === 'ECONNREFUSED') return 'The access point refused the connection.';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'The access point’s host name could not be found.';
  return 'The access point could not be reached.';
}

async function readAnswer(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    if (text.length > MAX_ANSWER_BYTES) return null;
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function stringField(answer: unknown, name: string): string | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const value = (answer as Record<string, unknown>)[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

// Retry-After in seconds (an HTTP date is rare from an API; ignored then, the back-off decides).
function retryAfter(header: string | null): number | null {
  if (!header || !/^\d+$/.test(header.trim())) return null;
  return Number(header.trim());
}
