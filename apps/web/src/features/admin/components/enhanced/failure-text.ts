import { isApiError } from '../../../../lib/api/api-error';

/**
 * What went wrong, in the user's language as Incasso Beheer is (the refusal's reason or code; SPEC §8:
 * "server error else …"), or undefined when the call did not say.
 */
export function serverMessageOf(error: unknown): string | undefined {
  return isApiError(error) && (error.reason || error.serverMessage) ? error.message : undefined;
}

/** 'Fout bij aanmaken notitie: <server text>': the Dutch base text with what went wrong, when known. */
export function failureText(base: string, error: unknown): string {
  if (!isApiError(error)) return base;
  const detail = error.message;
  return detail ? `${base}: ${detail}` : base;
}
