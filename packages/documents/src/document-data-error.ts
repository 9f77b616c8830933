/**
 * The stored data cannot be written into this document as the standard asks (a country that is no ISO code,
 * an IBAN that fails its check, lines that do not add up to the totals). The message says what, in Dutch,
 * for the staff who can fix the data or explain it; the API answers it instead of an internal error, and a
 * run over many documents leaves this one out with the message and goes on (issue 26, decision 032).
 */
export class DocumentDataError extends Error {
  override readonly name = 'DocumentDataError';
}

export function isDocumentDataError(error: unknown): error is DocumentDataError {
  return error instanceof DocumentDataError;
}
