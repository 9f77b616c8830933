import { and, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { authThrottle, knownDevices } from '../../db/schema/index.ts';
import { purgeStaleAddresses } from './known-addresses.ts';
import { DEVICE_TTL_MS } from './known-devices.ts';
import { throttleRules } from './login-throttle.ts';
import { purgeExpiredLoginTokens } from './one-time-tokens.ts';

// The login limits write a row per key that failed (every address an attacker tried, every address typed
// that has no account); nothing else ever deletes a row whose window ended without a success. The nightly
// job does, together with known devices that have not logged in within their cookie's lifetime (issue 18),
// known addresses past theirs, and expired sign-in links and used two-factor challenges (issue 26).

const LONGEST_WINDOW_MS = Math.max(...Object.values(throttleRules).map((rule) => rule.windowMs));

/** Deletes counters whose window and delay are over, and what is past its lifetime; answers how many. */
export async function purgeAuthRecords(db: DbOrTx, now: Date): Promise<number> {
  const windowsOver = new Date(now.getTime() - LONGEST_WINDOW_MS);
  const counters = await db
    .delete(authThrottle)
    .where(
      and(
        lt(authThrottle.windowStartedAt, windowsOver),
        or(isNull(authThrottle.blockedUntil), lt(authThrottle.blockedUntil, now)),
      ),
    )
    .returning({ key: authThrottle.key });
  const devices = await db
    .delete(knownDevices)
    .where(lt(knownDevices.lastLoginAt, new Date(now.getTime() - DEVICE_TTL_MS)))
    .returning({ id: knownDevices.id });
  const addresses = await purgeStaleAddresses(db, now);
  const tokens = await purgeExpiredLoginTokens(db, now);
  return counters.length + devices.length + addresses + tokens;
}
