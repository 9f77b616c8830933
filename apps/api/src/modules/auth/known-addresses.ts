import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { knownAddresses } from '../../db/schema/index.ts';
import { addressGroupOf } from '../../ip-networks.ts';

// Twenty wrong passwords from an office's NAT address must not stop the office logging in (issue 26). The
// address-wide count (`ip:` in login-throttle.ts) is there against password spraying: many accounts, a few
// common passwords each, from one address. An account that completed a login from that address before is
// not what a sprayer finds there, so its attempts skip that count; they still meet the account's own limits
// per address and account-wide, and their failures still count on the address. This earns the address
// nothing for the account itself (decision 023: an address proves nothing about who is behind it).

/** An office or home address keeps its standing through holidays; one unused for longer must earn it again. */
export const KNOWN_ADDRESS_TTL_MS = 90 * 24 * 60 * 60_000;

/** Whether this user completed a login from this client address (its /64 for IPv6) within the TTL. */
export async function isKnownAddress(db: DbOrTx, userId: string, ip: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: knownAddresses.id })
    .from(knownAddresses)
    .where(
      and(
        eq(knownAddresses.userId, userId),
        eq(knownAddresses.addressGroup, addressGroupOf(ip)),
        gt(knownAddresses.lastLoginAt, new Date(now.getTime() - KNOWN_ADDRESS_TTL_MS)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** After a completed login. */
export async function rememberAddress(db: DbOrTx, userId: string, ip: string, now: Date): Promise<void> {
  await db
    .insert(knownAddresses)
    .values({ userId, addressGroup: addressGroupOf(ip), lastLoginAt: now })
    .onConflictDoUpdate({
      target: [knownAddresses.userId, knownAddresses.addressGroup],
      set: { lastLoginAt: sql`excluded.last_login_at` },
    });
}

/** For the nightly purge: addresses not logged in from within the TTL. Answers how many. */
export async function purgeStaleAddresses(db: DbOrTx, now: Date): Promise<number> {
  const stale = await db
    .delete(knownAddresses)
    .where(lt(knownAddresses.lastLoginAt, new Date(now.getTime() - KNOWN_ADDRESS_TTL_MS)))
    .returning({ id: knownAddresses.id });
  return stale.length;
}
