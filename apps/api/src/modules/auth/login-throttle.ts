import { and, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { authThrottle } from '../../db/schema/index.ts';

const WINDOW_MS = 15 * 60_000;

// Failed attempts allowed per window before answering 429, per kind of key.
export const throttleLimits = { account: 5, ip: 20, twoFactor: 5 } as const;
export type ThrottleKind = keyof typeof throttleLimits;

export function throttleKey(kind: ThrottleKind, value: string): string {
  return `${kind}:${value.toLowerCase()}`;
}

function limitOf(key: string): number {
  return throttleLimits[key.split(':')[0] as ThrottleKind] ?? throttleLimits.account;
}

export async function assertNotThrottled(db: DbOrTx, keys: string[], now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - WINDOW_MS);
  const rows = await db
    .select()
    .from(authThrottle)
    .where(
      and(
        inArray(authThrottle.key, keys),
        gt(authThrottle.windowStartedAt, windowStart),
        gte(authThrottle.failures, 1),
      ),
    );
  const blocked = rows.find((row) => row.failures >= limitOf(row.key));
  if (blocked) {
    const retryAfter = Math.max(
      1,
      Math.ceil((blocked.windowStartedAt.getTime() + WINDOW_MS - now.getTime()) / 1000),
    );
    throw new AppError('TOO_MANY_REQUESTS', { headers: { 'retry-after': String(retryAfter) } });
  }
}

export async function recordFailedAttempt(db: DbOrTx, keys: string[], now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - WINDOW_MS);
  if (keys.length === 0) return;
  const resetWindow = sql`${authThrottle.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz`;
  await db
    .insert(authThrottle)
    .values(keys.map((key) => ({ key, failures: 1, windowStartedAt: now })))
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        failures: sql`case when ${resetWindow} then 1 else ${authThrottle.failures} + 1 end`,
        windowStartedAt: sql`case when ${resetWindow} then ${now.toISOString()}::timestamptz else ${authThrottle.windowStartedAt} end`,
      },
    });
}

export async function clearFailedAttempts(db: DbOrTx, key: string): Promise<void> {
  await db.delete(authThrottle).where(eq(authThrottle.key, key));
}
