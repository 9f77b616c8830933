import { ProvisioningError } from './provisioning-adapter.ts';

/**
 * One request to a panel's HTTP API with a time limit. No answer at all (refused, reset, timed out) is
 * `unreachable`, named after the panel and command; whatever the panel answered is the caller's to read.
 */
export async function panelRequest(
  panel: 'DirectAdmin' | 'Pterodactyl',
  command: string,
  url: string,
  init: Omit<RequestInit, 'signal' | 'redirect'>,
  timeoutMs: number,
): Promise<{ response: Response; text: string }> {
  try {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { response, text: await response.text() };
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new ProvisioningError({
      kind: 'unreachable',
      command,
      message: timedOut
        ? `${panel} did not answer ${command} within ${timeoutMs} ms`
        : `${panel} could not be reached for ${command}: ${describe(error)}`,
      cause: error,
    });
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}
