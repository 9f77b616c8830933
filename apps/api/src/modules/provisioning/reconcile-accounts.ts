import { randomBytes } from 'node:crypto';
import { addDays, amsterdamToday } from '@hostportaal/domain';
import { and, asc, count, eq, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  type ProvisioningAccount,
  packages,
  provisioningAccounts,
  provisioningServers,
  subscriptions,
  users,
} from '../../db/schema/index.ts';
import { secretBox } from '../../secret-box.ts';
import { emailMessage } from '../email/email-templates.ts';
import { enqueueEmail } from '../email/enqueue-email.ts';
import { DirectAdminClient } from './directadmin-client.ts';
import { ProvisioningError } from './provisioning-adapter.ts';

// Hosting accounts follow billing and collections without anyone clicking (issue 8): each run compares
// what DirectAdmin should hold for a subscription with what it holds, and does the one step between them.
// Level-triggered, so a missed or failed step is simply done on a later run; a failure waits with back-off,
// and a refusal by DirectAdmin waits for an admin (decision 019).

type Target = 'active' | 'suspended' | 'terminated';

export type ReconcileOptions = {
  now: Date;
  secretsKey: string;
  /** Days after a subscription's service ended before its account is deleted (a backup notice goes out). */
  terminationGraceDays?: number;
  /** Accounts handled in one run. */
  limit?: number;
};

const HOSTED = ['active', 'paused', 'suspended', 'cancelled_active', 'cancelled_expired'] as const;
const MAX_BACKOFF_MINUTES = 60;

/** DirectAdmin's rules: a letter first, letters and digits, at most 16; unique by a piece of the id. */
export function accountUsername(domain: string, subscriptionId: string): string {
  const letters = domain
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .replace(/^[0-9]+/, '');
  const stem = (letters || 'hp').slice(0, 10);
  return `${stem}${subscriptionId.replace(/-/g, '').slice(0, 6)}`;
}

function targetOf(serviceStatus: string, endDate: string | null, today: string, graceDays: number): Target {
  if (serviceStatus === 'active' || serviceStatus === 'cancelled_active') return 'active';
  if (serviceStatus === 'cancelled_expired' && endDate && addDays(endDate, graceDays) <= today)
    return 'terminated';
  return 'suspended';
}

/** A running server with room, the emptiest first; null when none is usable. */
async function pickServer(db: DbOrTx) {
  const load = db
    .select({ serverId: provisioningAccounts.serverId, accounts: count().as('accounts') })
    .from(provisioningAccounts)
    .where(ne(provisioningAccounts.state, 'terminated'))
    .groupBy(provisioningAccounts.serverId)
    .as('load');
  const [server] = await db
    .select({ id: provisioningServers.id })
    .from(provisioningServers)
    .leftJoin(load, eq(load.serverId, provisioningServers.id))
    .where(
      and(
        eq(provisioningServers.isActive, true),
        eq(provisioningServers.lastCheckOk, true),
        sql`coalesce(${load.accounts}, 0) < ${provisioningServers.capacity}`,
      ),
    )
    .orderBy(sql`coalesce(${load.accounts}, 0)`, asc(provisioningServers.name))
    .limit(1);
  return server ?? null;
}

/** Subscriptions on a DirectAdmin package that have no account yet get one, waiting to be created. */
async function openAccounts(db: Db, now: Date): Promise<number> {
  // Without a usable server there is nothing to open (a portal without DirectAdmin configured).
  if (!(await pickServer(db))) return 0;
  const missing = await db
    .select({
      subscriptionId: subscriptions.id,
      domain: subscriptions.domain,
      daPackage: packages.directadminPackage,
    })
    .from(subscriptions)
    .innerJoin(packages, eq(packages.id, subscriptions.packageId))
    .leftJoin(provisioningAccounts, eq(provisioningAccounts.subscriptionId, subscriptions.id))
    .where(
      and(
        isNull(provisioningAccounts.id),
        isNotNull(packages.directadminPackage),
        isNotNull(subscriptions.domain),
        inArray(subscriptions.serviceStatus, ['active', 'cancelled_active']),
      ),
    )
    .limit(100);
  let opened = 0;
  for (const row of missing) {
    const server = await pickServer(db);
    if (!server || !row.domain || !row.daPackage) break;
    const inserted = await db
      .insert(provisioningAccounts)
      .values({
        subscriptionId: row.subscriptionId,
        serverId: server.id,
        username: accountUsername(row.domain, row.subscriptionId),
        domain: row.domain,
        package: row.daPackage,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: provisioningAccounts.id });
    opened += inserted.length;
  }
  return opened;
}

function backoff(now: Date, attempts: number): Date {
  const minutes = Math.min(2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MINUTES);
  return new Date(now.getTime() + minutes * 60_000);
}

/** Whether DirectAdmin's refusal means the step was already done (a retried create, a repeated delete). */
function alreadyDone(error: ProvisioningError, target: Target, state: ProvisioningAccount['state']): boolean {
  if (error.kind !== 'rejected') return false;
  const text = error.message.toLowerCase();
  if (state === 'pending' && text.includes('already exists')) return true;
  return target === 'terminated' && text.includes('does not exist');
}

type Work = {
  account: ProvisioningAccount;
  target: Target;
  customerEmail: string;
  firstname: string;
  url: string;
};

async function step(
  client: DirectAdminClient,
  work: Work,
): Promise<{ state: ProvisioningAccount['state']; password?: string }> {
  const { account, target } = work;
  if (target === 'terminated') {
    if (account.state !== 'pending') await client.terminate(account.username);
    return { state: 'terminated' };
  }
  if (account.state === 'pending') {
    const password = randomBytes(12).toString('base64url');
    await client.createAccount({
      username: account.username,
      email: work.customerEmail,
      password,
      domain: account.domain,
      package: account.package,
    });
    return { state: 'active', password };
  }
  if (target === 'suspended') {
    await client.suspend(account.username);
    return { state: 'suspended' };
  }
  await client.unsuspend(account.username);
  return { state: 'active' };
}

/** One run: open missing accounts, then take each account that is off target one step closer. */
export async function reconcileAccounts(db: Db, options: ReconcileOptions): Promise<number> {
  const { now } = options;
  const today = amsterdamToday(now);
  const grace = options.terminationGraceDays ?? 14;
  await openAccounts(db, now);
  const candidates = await db
    .select({
      account: provisioningAccounts,
      serviceStatus: subscriptions.serviceStatus,
      endDate: subscriptions.endDate,
      customerEmail: users.email,
      firstname: users.firstname,
      server: provisioningServers,
    })
    .from(provisioningAccounts)
    .innerJoin(subscriptions, eq(subscriptions.id, provisioningAccounts.subscriptionId))
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .innerJoin(provisioningServers, eq(provisioningServers.id, provisioningAccounts.serverId))
    .where(
      and(
        ne(provisioningAccounts.state, 'terminated'),
        inArray(subscriptions.serviceStatus, [...HOSTED]),
        eq(provisioningAccounts.retryable, true),
        or(isNull(provisioningAccounts.nextAttemptAt), lte(provisioningAccounts.nextAttemptAt, now)),
      ),
    )
    .orderBy(asc(provisioningAccounts.updatedAt))
    .limit(options.limit ?? 50);

  const box = secretBox(options.secretsKey);
  let done = 0;
  for (const row of candidates) {
    const target = targetOf(row.serviceStatus, row.endDate, today, grace);
    const { account } = row;
    // A suspended or never-created account that should be suspended needs nothing; pending stays pending.
    if (account.state === target || (account.state === 'pending' && target === 'suspended')) continue;
    const client = new DirectAdminClient({
      url: row.server.url,
      username: row.server.username,
      loginKey: box.open(row.server.loginKeySealed),
    });
    const work = {
      account,
      target,
      customerEmail: row.customerEmail,
      firstname: row.firstname,
      url: row.server.url,
    };
    try {
      const result = await step(client, work);
      await db.transaction(async (tx) => {
        // Only if nobody else moved the account meanwhile (two instances, an admin's retry).
        const moved = await tx
          .update(provisioningAccounts)
          .set({ state: result.state, attempts: 0, lastError: null, nextAttemptAt: null, updatedAt: now })
          .where(and(eq(provisioningAccounts.id, account.id), eq(provisioningAccounts.state, account.state)))
          .returning({ id: provisioningAccounts.id });
        if (moved.length > 0 && result.password) await sendWelcome(tx, work, result.password, now);
      });
      done += 1;
    } catch (error) {
      if (!(error instanceof ProvisioningError)) throw error;
      if (alreadyDone(error, target, account.state)) {
        await db
          .update(provisioningAccounts)
          .set({
            state: target === 'terminated' ? 'terminated' : 'active',
            attempts: 0,
            lastError: null,
            nextAttemptAt: null,
            updatedAt: now,
          })
          .where(eq(provisioningAccounts.id, account.id));
        done += 1;
        continue;
      }
      const attempts = account.attempts + 1;
      await db
        .update(provisioningAccounts)
        .set({
          attempts,
          lastError: error.message,
          retryable: error.retryable,
          nextAttemptAt: backoff(now, attempts),
          updatedAt: now,
        })
        .where(eq(provisioningAccounts.id, account.id));
    }
  }
  return done;
}

/** The password goes out once, by e-mail, when the account exists; it is not kept. */
async function sendWelcome(tx: DbOrTx, work: Work, password: string, now: Date) {
  const text = [
    `Beste ${work.firstname},`,
    '',
    `Je hostingaccount voor ${work.account.domain} staat klaar.`,
    '',
    `Configuratiescherm: ${work.url}`,
    `Gebruikersnaam: ${work.account.username}`,
    `Wachtwoord: ${password}`,
    '',
    'Verander dit wachtwoord na de eerste keer inloggen.',
  ].join('\n');
  await enqueueEmail(tx, {
    to: work.customerEmail,
    message: emailMessage(
      'hosting_account_ready',
      `Je hostingaccount voor ${work.account.domain} staat klaar`,
      text,
    ),
    now,
  });
}
