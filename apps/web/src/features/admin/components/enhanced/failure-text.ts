import { isApiError } from '../../../../lib/api/api-error';

/** The server's own `error` text, when it sent one (SPEC §8: "server error else …"). */
export function serverMessageOf(error: unknown): string | undefined {
  return isApiError(error) ? error.serverMessage : undefined;
}

/** 'Fout bij aanmaken notitie: <server text>': the Dutch base text with what went wrong, when known. */
export function failureText(base: string, error: unknown): string {
  if (!isApiError(error)) return base;
  const detail = error.serverMessage ?? error.message;
  return detail ? `${base}: ${detail}` : base;
}
