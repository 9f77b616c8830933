import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { knownDevices } from '../../db/schema/index.ts';
import { createSecretToken, hashSecretToken } from './secret-token.ts';

// A browser that completed a login before carries a random cookie; only its hash is stored. A login that
// presents it is counted on its own (account, device) key, so failures from elsewhere — password spraying
// against a staff address — never hold the owner up (issue 18). An address that logged in before earns
// nothing: behind NAT or a mobile network it is shared with strangers, and an attacker can pick one.

export const DEVICE_COOKIE = 'hp_device';
export const DEVICE_TTL_MS = 365 * 24 * 60 * 60_000;
// Enough for someone's browsers and phones; the oldest go first.
const MAX_DEVICES_PER_USER = 20;
// The cookie goes only to the login and its second step (the refresh cookie's path, and /two-factor/verify).
const DEVICE_COOKIE_PATHS = ['/auth', '/two-factor'];

export type RememberedDevice = { token: string; expiresAt: Date };

/** The known device this cookie names for this user, if it logged in within the cookie's lifetime. */
export async function findKnownDevice(
  db: DbOrTx,
  userId: string,
  token: string | undefined,
  now: Date,
): Promise<{ id: string } | null> {
  if (!token || token.length > 100) return null;
  const [device] = await db
    .select({ id: knownDevices.id })
    .from(knownDevices)
    .where(
      and(
        eq(knownDevices.userId, userId),
        eq(knownDevices.deviceHash, hashSecretToken(token)),
        gt(knownDevices.lastLoginAt, new Date(now.getTime() - DEVICE_TTL_MS)),
      ),
    )
    .limit(1);
  return device ?? null;
}

/** After a completed login: keeps the presented device cookie when it is this user's, else issues one. */
export async function rememberDevice(
  db: DbOrTx,
  userId: string,
  presented: string | undefined,
  now: Date,
): Promise<RememberedDevice> {
  const expiresAt = new Date(now.getTime() + DEVICE_TTL_MS);
  if (presented && (await findKnownDevice(db, userId, presented, now))) {
    await db
      .update(knownDevices)
      .set({ lastLoginAt: now })
      .where(and(eq(knownDevices.userId, userId), eq(knownDevices.deviceHash, hashSecretToken(presented))));
    return { token: presented, expiresAt };
  }
  const { token, hash } = createSecretToken();
  await db.insert(knownDevices).values({ userId, deviceHash: hash, lastLoginAt: now, createdAt: now });
  const stale = await db
    .select({ id: knownDevices.id })
    .from(knownDevices)
    .where(eq(knownDevices.userId, userId))
    .orderBy(desc(knownDevices.lastLoginAt))
    .offset(MAX_DEVICES_PER_USER);
  if (stale.length > 0)
    await db.delete(knownDevices).where(
      inArray(
        knownDevices.id,
        stale.map((device) => device.id),
      ),
    );
  return { token, expiresAt };
}

/**
 * Where the owner secures the account (password changed or reset, an e-mail change undone, all sessions
 * ended), no browser stays trusted: one that an attacker logged in from must count its failures like any
 * stranger's again. Browsers earn it back at their next completed login.
 */
export async function forgetKnownDevices(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(knownDevices).where(eq(knownDevices.userId, userId));
}

export function setDeviceCookie(reply: FastifyReply, ctx: AppContext, device: RememberedDevice) {
  for (const path of DEVICE_COOKIE_PATHS) {
    reply.setCookie(DEVICE_COOKIE, device.token, {
      httpOnly: true,
      sameSite: 'strict',
      secure: ctx.config.PUBLIC_URL.startsWith('https://'),
      path,
      expires: device.expiresAt,
    });
  }
}
