// The one interface the portal sends e-invoices over Peppol through (issue 21, decision 030). A Peppol access
// point (a certified provider) does the network part: the SMP lookup, the AS4 message and its receipts. We
// hand it the UBL document and the two participant ids; it answers with its message id or a refusal.
// http-access-point.ts implements it for a generic REST API; another provider's API is another class.

export type PeppolDocumentType = 'invoice' | 'credit_note';

export type PeppolSendRequest = {
  invoiceId: string;
  documentType: PeppolDocumentType;
  /** Our participant id, 'scheme:id' (e.g. '0106:12345678', the KvK number). */
  senderId: string;
  /** The buyer's participant id, 'scheme:id'. */
  receiverId: string;
  /** The Peppol BIS Billing 3.0 UBL document: its stored bytes (UTF-8), sent as they are. */
  xml: Uint8Array;
  /** The same for every attempt of one delivery, so a repeated request is not a second invoice. */
  idempotencyKey: string;
};

export interface PeppolAccessPoint {
  /** Resolves with the access point's message id once it accepted the document; throws PeppolSendError. */
  send(request: PeppolSendRequest): Promise<{ messageId: string }>;
}

/**
 * - transient: no usable answer (network, timeout, HTTP 5xx, 429, 408, 409 for a request with the same key in
 *   flight, 401/403 which a corrected token fixes without anything changing on the invoice): try again later.
 * - permanent: the access point answered and refused the document itself (the receiver is not on Peppol, the
 *   document fails its validation, any other 4xx): the same request gives the same answer.
 */
export type PeppolFailureKind = 'transient' | 'permanent';

export class PeppolSendError extends Error {
  readonly kind: PeppolFailureKind;
  /** HTTP status when the access point answered one. */
  readonly status: number | null;
  /** Seconds the access point asked us to wait (Retry-After), when it said so. */
  readonly retryAfterSeconds: number | null;

  constructor(input: {
    kind: PeppolFailureKind;
    message: string;
    status?: number | null;
    retryAfterSeconds?: number | null;
    cause?: unknown;
  }) {
    super(input.message, input.cause === undefined ? undefined : { cause: input.cause });
    this.name = 'PeppolSendError';
    this.kind = input.kind;
    this.status = input.status ?? null;
    this.retryAfterSeconds = input.retryAfterSeconds ?? null;
  }
}
