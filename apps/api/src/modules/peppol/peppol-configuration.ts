import type { Config } from '../../config.ts';
import { createHttpAccessPoint } from './http-access-point.ts';
import type { PeppolAccessPoint } from './peppol-access-point.ts';

/** The access point PEPPOL_ACCESS_POINT_URL names; null (Peppol sending off) when it is unset. */
export function peppolAccessPointOf(
  config: Pick<Config, 'PEPPOL_ACCESS_POINT_URL' | 'PEPPOL_ACCESS_POINT_TOKEN'>,
): PeppolAccessPoint | null {
  const url = config.PEPPOL_ACCESS_POINT_URL;
  const token = config.PEPPOL_ACCESS_POINT_TOKEN;
  // loadConfig refuses a URL without a token; both are needed to send anything.
  return url && token ? createHttpAccessPoint({ url, token }) : null;
}
