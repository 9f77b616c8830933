import { and, gt, inArray, or, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { authThrottle } from '../../db/schema/index.ts';
import { addressGroupOf } from '../../ip-networks.ts';

// Failed logins and second factors, counted per key in the database so every instance shares them (issue 18).
// A key that used up its free attempts is not locked: its next attempt waits out a delay that doubles with
// every further failure up to a fixed ceiling, however long an attacker keeps firing one guess per wait.
// What the keys hold up is chosen so an attacker cannot aim it at the owner (issue 26, decision 034): a known
// device (known-devices.ts) is counted on a key of its own, an address the account logged in from is not held
// up by others' failures there, and whoever is held up can ask for an e-mailed sign-in link (sign-in-link.ts).

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const FIRST_DELAY_MS = MINUTE;
/** The ceiling: no attempt is ever asked to wait longer than this (Retry-After at most 900 seconds). */
export const MAX_DELAY_MS = 15 * MINUTE;

type Rule = { free: number; windowMs: number };

/** Free failures per key before the delay starts, and how long a window of failures is remembered. */
export const throttleRules = {
  /** One account from one client address; a success from there forgets it. */
  'account-ip': { free: 5, windowMs: 24 * HOUR },
  /** One account from one known device; a success on that device forgets it. */
  'account-device': { free: 5, windowMs: 24 * HOUR },
  /** One account from anywhere; only a known device is not held up by it. */
  account: { free: 10, windowMs: 24 * HOUR },
  /**
   * One client address across accounts (password spraying); shared addresses forget it sooner. It holds up
   * only accounts that never logged in from that address (known-addresses.ts).
   */
  ip: { free: 20, windowMs: HOUR },
  /** Wrong second factors of one user. */
  twoFactor: { free: 5, windowMs: HOUR },
  /** Wrong current passwords of a signed-in user (password or address change, 2FA off, account deletion). */
  reauth: { free: 5, windowMs: HOUR },
} as const satisfies Record<string, Rule>;
type ThrottleKind = keyof typeof throttleRules;

// The e-mail address is lower-cased; '|' cannot occur in an address the contract accepts. A client address
// counts as its group: an IPv6 address as its /64 (ip-networks.ts).
export const throttleKeys = {
  account: (email: string) => `account:${email.toLowerCase()}`,
  accountAddress: (email: string, ip: string) => `account-ip:${email.toLowerCase()}|${addressGroupOf(ip)}`,
  accountDevice: (email: string, deviceId: string) => `account-device:${email.toLowerCase()}|${deviceId}`,
  address: (ip: string) => `ip:${addressGroupOf(ip)}`,
  /** Not a counter: which window of account failures the owner was last warned of. */
  accountWarned: (email: string) => `account-warned:${email.toLowerCase()}`,
  twoFactor: (userId: string) => `twoFactor:${userId}`,
  reauth: (userId: string) => `reauth:${userId}`,
};

function ruleOf(key: string): Rule {
  const kind = key.slice(0, key.indexOf(':')) as ThrottleKind;
  return throttleRules[kind] ?? throttleRules.account;
}

/** After the free failures: 1, 2, 4, 8 minutes, then 15 minutes for every further failure. */
function delayAfter(rule: Rule, failures: number): number | null {
  if (failures < rule.free) return null;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.min(failures - rule.free, 10));
}

type ThrottleState = { failures: number; windowStartedAt: Date; blockedUntil: Date | null };
/** A key as one attempt left it, with what it was before (to take a successful attempt back). */
export type CountedKey = ThrottleState & { key: string; before: ThrottleState };
export type Reservation = { keys: CountedKey[] };

const isWaiting = (state: ThrottleState, now: Date) =>
  state.blockedUntil !== null && state.blockedUntil.getTime() > now.getTime();

async function lockKeys(tx: DbOrTx, keys: string[], now: Date) {
  // Sorted, so two requests naming the same keys lock them in the same order (no deadlock on PostgreSQL).
  await tx
    .insert(authThrottle)
    .values(keys.map((key) => ({ key, failures: 0, windowStartedAt: now, blockedUntil: null })))
    .onConflictDoNothing();
  return tx
    .select()
    .from(authThrottle)
    .where(inArray(authThrottle.key, keys))
    .orderBy(authThrottle.key)
    .for('update');
}

async function writeStates(tx: DbOrTx, states: (ThrottleState & { key: string })[]) {
  const forgotten = states.filter((state) => state.failures === 0 && state.blockedUntil === null);
  const kept = states.filter((state) => !forgotten.includes(state));
  if (forgotten.length > 0)
    await tx.delete(authThrottle).where(
      inArray(
        authThrottle.key,
        forgotten.map((state) => state.key),
      ),
    );
  if (kept.length > 0)
    await tx
      .insert(authThrottle)
      .values(
        kept.map(({ key, failures, windowStartedAt, blockedUntil }) => ({
          key,
          failures,
          windowStartedAt,
          blockedUntil,
        })),
      )
      .onConflictDoUpdate({
        target: authThrottle.key,
        set: {
          failures: sql`excluded.failures`,
          windowStartedAt: sql`excluded.window_started_at`,
          blockedUntil: sql`excluded.blocked_until`,
        },
      });
}

/**
 * Counts one attempt on every key in one transaction that holds their rows, so parallel attempts queue and
 * at most the free number of them get past a key; with `refuse`, an attempt on a key that is waiting out its
 * delay is refused instead (429 with Retry-After) and counts nowhere.
 */
async function countAttempt(db: DbOrTx, keys: string[], now: Date, refuse: boolean): Promise<CountedKey[]> {
  const unique = [...new Set(keys)].sort();
  if (unique.length === 0) return [];
  return db.transaction(async (tx) => {
    const rows = await lockKeys(tx, unique, now);
    if (refuse) {
      const waitMs = Math.max(0, ...rows.map((row) => (row.blockedUntil?.getTime() ?? 0) - now.getTime()));
      if (waitMs > 0)
        throw new AppError('TOO_MANY_REQUESTS', {
          headers: { 'retry-after': String(Math.ceil(waitMs / 1000)) },
        });
    }
    const counted = rows.map((row): CountedKey => {
      const rule = ruleOf(row.key);
      const before = {
        failures: row.failures,
        windowStartedAt: row.windowStartedAt,
        blockedUntil: row.blockedUntil,
      };
      const windowOver =
        row.windowStartedAt.getTime() + rule.windowMs <= now.getTime() && !isWaiting(before, now);
      const failures = (windowOver ? 0 : row.failures) + 1;
      const delay = delayAfter(rule, failures);
      return {
        key: row.key,
        failures,
        windowStartedAt: windowOver ? now : row.windowStartedAt,
        blockedUntil: delay === null ? null : new Date(now.getTime() + delay),
        before,
      };
    });
    await writeStates(tx, counted);
    return counted;
  });
}

/** Before checking a password or code: counts the attempt as a failure on every key, or refuses it (429). */
export async function reserveAttempt(db: DbOrTx, keys: string[], now: Date): Promise<Reservation> {
  return { keys: await countAttempt(db, keys, now, true) };
}

/** A failure on keys that did not decide whether the attempt could go ahead (never refuses). */
export async function countFailure(db: DbOrTx, keys: string[], now: Date): Promise<CountedKey[]> {
  return countAttempt(db, keys, now, false);
}

/**
 * The attempt succeeded: the `forget` keys are cleared, every other reserved key takes the attempt back (and
 * the delay it started, unless another attempt has moved it since).
 */
export async function settleSuccess(db: DbOrTx, reservation: Reservation, forget: string[]): Promise<void> {
  const counted = new Map(reservation.keys.map((state) => [state.key, state]));
  const keys = [...new Set([...forget, ...counted.keys()])].sort();
  if (keys.length === 0) return;
  await db.transaction(async (tx) => {
    // Locked in the order countAttempt locks them.
    const rows = await tx
      .select()
      .from(authThrottle)
      .where(inArray(authThrottle.key, keys))
      .orderBy(authThrottle.key)
      .for('update');
    await writeStates(
      tx,
      rows.map((row) => {
        if (forget.includes(row.key))
          return { key: row.key, failures: 0, windowStartedAt: row.windowStartedAt, blockedUntil: null };
        const mine = counted.get(row.key);
        const ownDelay = row.blockedUntil?.getTime() === mine?.blockedUntil?.getTime();
        return {
          key: row.key,
          failures: Math.max(0, row.failures - 1),
          windowStartedAt: row.windowStartedAt,
          blockedUntil: ownDelay ? (mine?.before.blockedUntil ?? null) : row.blockedUntil,
        };
      }),
    );
  });
}

const startsWith = (prefix: string) => sql`left(${authThrottle.key}, ${prefix.length}) = ${prefix}`;

/**
 * A password reset lifts the account's throttle (issue 26): the guesses counted were at a password that no
 * longer exists, and the owner who just proved their mailbox must not meet the delay they were reset for.
 * Every key of the account goes — from anywhere, per address, per device, the owner's warning — and the
 * user's second-factor and re-authentication keys. Password spraying per address (`ip:`) is not the account's and stays.
 */
export async function liftAccountThrottle(
  db: DbOrTx,
  account: { email: string; userId: string },
): Promise<void> {
  const email = account.email.toLowerCase();
  await db
    .delete(authThrottle)
    .where(
      or(
        inArray(authThrottle.key, [
          throttleKeys.account(email),
          throttleKeys.accountWarned(email),
          throttleKeys.twoFactor(account.userId),
          throttleKeys.reauth(account.userId),
        ]),
        startsWith(`account-ip:${email}|`),
        startsWith(`account-device:${email}|`),
      ),
    );
}

/** How many client addresses failed on this account within its window (for the owner's warning). */
export async function countFailingAddresses(db: DbOrTx, email: string, now: Date): Promise<number> {
  const prefix = `account-ip:${email.toLowerCase()}|`;
  const since = new Date(now.getTime() - throttleRules['account-ip'].windowMs);
  const [row] = await db
    .select({ addresses: sql<number>`count(*)::int` })
    .from(authThrottle)
    .where(and(startsWith(prefix), gt(authThrottle.failures, 0), gt(authThrottle.windowStartedAt, since)));
  return row?.addresses ?? 0;
}

/**
 * Claims the owner's warning for this window of account failures: true once per window, however many
 * attempts pass the threshold in parallel.
 */
export async function claimFailureWarning(
  db: DbOrTx,
  email: string,
  windowStartedAt: Date,
): Promise<boolean> {
  const claimed = await db
    .insert(authThrottle)
    .values({ key: throttleKeys.accountWarned(email), failures: 0, windowStartedAt })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: { windowStartedAt: sql`excluded.window_started_at` },
      setWhere: sql`${authThrottle.windowStartedAt} <> excluded.window_started_at`,
    })
    .returning({ key: authThrottle.key });
  return claimed.length === 1;
}
