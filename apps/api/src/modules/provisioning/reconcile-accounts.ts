import { randomBytes } from 'node:crypto';
import { addDays, amsterdamToday, formatDateLong } from '@hostportaal/domain';
import { and, asc, count, eq, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  companySettings,
  type Package,
  type ProvisioningAccount,
  type ProvisioningServer,
  packages,
  provisioningAccounts,
  provisioningPanel,
  provisioningServers,
  subscriptions,
  users,
} from '../../db/schema/index.ts';
import { emailMessage } from '../email/email-templates.ts';
import { enqueueEmail } from '../email/enqueue-email.ts';
import { type PanelAccess, panelClientFor } from './panel-client.ts';
import {
  type AccountResources,
  type ProvisioningAdapter,
  ProvisioningError,
} from './provisioning-adapter.ts';

// Hosting accounts follow billing and collections without anyone clicking (issue 8): each run compares
// what DirectAdmin should hold for a subscription with what it holds, and does the one step between them.
// Level-triggered, so a missed or failed step is simply done on a later run; a failure waits with back-off,
// and a refusal by DirectAdmin waits for an admin (decision 019).

type Target = 'active' | 'suspended' | 'terminated';

export type ReconcileOptions = PanelAccess & {
  now: Date;
  /**
   * Days after a subscription's service ended before its account is deleted (a backup notice goes out when
   * it ends). Default: the company setting.
   */
  terminationGraceDays?: number;
  /** Accounts handled in one run. */
  limit?: number;
  /** A subscription just ordered: its account is opened and built first, not behind a backlog. */
  subscriptionId?: string;
};

type Panel = ProvisioningServer['panel'];

const HOSTED = ['active', 'paused', 'suspended', 'cancelled_active', 'cancelled_expired'] as const;
const MAX_BACKOFF_MINUTES = 60;

/** DirectAdmin's rules: a letter first, letters and digits, at most 16; unique by a piece of the id. */
export function accountUsername(domain: string | null, subscriptionId: string): string {
  const letters = (domain ?? '')
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

/** The panel a package is built on: DirectAdmin for hosting with a package name, Pterodactyl for games. */
export function panelOf(pkg: Package): Panel | null {
  if (pkg.type === 'game_server') return pkg.pterodactylEgg ? 'pterodactyl' : null;
  return pkg.directadminPackage ? 'directadmin' : null;
}

/** A game server's limits, from its template. */
function resourcesOf(pkg: Package): AccountResources | undefined {
  if (pkg.type !== 'game_server') return undefined;
  return { ramMb: pkg.ramMb ?? 1024, diskMb: (pkg.diskGb ?? 10) * 1024, slots: pkg.slots ?? 10 };
}

/**
 * What the account is built from, as stored on it: DirectAdmin's package name, or a game server's egg with
 * its limits. A plan change makes this differ, and the job moves the account to the new package.
 */
export function panelPackageOf(pkg: Package): string | null {
  if (pkg.type !== 'game_server') return pkg.directadminPackage;
  const resources = resourcesOf(pkg);
  if (!pkg.pterodactylEgg || !resources) return null;
  return `${pkg.pterodactylEgg} ${resources.ramMb}MB ${resources.diskMb}MB ${resources.slots}slots`;
}

/** A running server of the panel with room, the emptiest first; null when none is usable. */
export async function pickServer(db: DbOrTx, panel: Panel) {
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
        eq(provisioningServers.panel, panel),
        eq(provisioningServers.isActive, true),
        eq(provisioningServers.lastCheckOk, true),
        sql`coalesce(${load.accounts}, 0) < ${provisioningServers.capacity}`,
      ),
    )
    .orderBy(sql`coalesce(${load.accounts}, 0)`, asc(provisioningServers.name))
    .limit(1);
  return server ?? null;
}

/** The subscriptions whose package is built on the panel, as `panelOf` decides it. */
export function builtOn(panel: Panel) {
  return panel === 'pterodactyl'
    ? and(eq(packages.type, 'game_server'), isNotNull(packages.pterodactylEgg))
    : and(
        ne(packages.type, 'game_server'),
        isNotNull(packages.directadminPackage),
        isNotNull(subscriptions.domain),
      );
}

/** Subscriptions on a panel package that have no account yet get one, waiting to be created. */
async function openAccounts(db: Db, now: Date, subscriptionId?: string): Promise<number> {
  let opened = 0;
  for (const panel of provisioningPanel.enumValues)
    opened += await openAccountsOn(db, panel, now, subscriptionId);
  return opened;
}

/**
 * One panel's waiting subscriptions, oldest first, only while it has a usable server with room. Subscriptions
 * that wait for another panel, or for this one while it is full, are never read: they would fill the batch in
 * every run and keep the others waiting for good (the demo's hosting without a DirectAdmin server kept a game
 * server ordered before its panel 'Wordt aangemaakt' after the panel's check).
 */
async function openAccountsOn(db: Db, panel: Panel, now: Date, subscriptionId?: string): Promise<number> {
  // A portal without a usable server of this panel has nothing to open: no need to look every minute.
  if (!(await pickServer(db, panel))) return 0;
  const missing = await db
    .select({ subscriptionId: subscriptions.id, domain: subscriptions.domain, pkg: packages })
    .from(subscriptions)
    .innerJoin(packages, eq(packages.id, subscriptions.packageId))
    .leftJoin(provisioningAccounts, eq(provisioningAccounts.subscriptionId, subscriptions.id))
    .where(
      and(
        isNull(provisioningAccounts.id),
        builtOn(panel),
        inArray(subscriptions.serviceStatus, ['active', 'cancelled_active']),
        subscriptionId ? eq(subscriptions.id, subscriptionId) : undefined,
      ),
    )
    .orderBy(asc(subscriptions.createdAt), asc(subscriptions.id))
    .limit(100);
  let opened = 0;
  for (const row of missing) {
    const panelPackage = panelPackageOf(row.pkg);
    if (!panelPackage) continue;
    // Full now: the rest waits for room, as the next run will see.
    const server = await pickServer(db, panel);
    if (!server) break;
    const inserted = await db
      .insert(provisioningAccounts)
      .values({
        subscriptionId: row.subscriptionId,
        serverId: server.id,
        username: accountUsername(row.domain ?? row.pkg.game, row.subscriptionId),
        domain: panel === 'directadmin' ? row.domain : null,
        packageId: row.pkg.id,
        package: panelPackage,
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
  pkg: Package;
  panel: Panel;
  customerEmail: string;
  firstname: string;
  lastname: string;
  url: string;
};

type StepResult = {
  state: ProvisioningAccount['state'];
  package?: { id: string; panelPackage: string };
  password?: string;
  created?: boolean;
};

async function step(client: ProvisioningAdapter, work: Work): Promise<StepResult> {
  const { account, target, pkg } = work;
  const resources = resourcesOf(pkg);
  const wanted = panelPackageOf(pkg) ?? account.package;
  if (target === 'terminated') {
    if (account.state !== 'pending') await client.terminate(account.username);
    return { state: 'terminated' };
  }
  if (account.state === 'pending') {
    // A game panel keeps its own login (the customer sets a password through the panel); DirectAdmin's is ours to give.
    const password = work.panel === 'directadmin' ? randomBytes(12).toString('base64url') : undefined;
    await client.createAccount({
      username: account.username,
      email: work.customerEmail,
      password: password ?? '',
      domain: account.domain ?? pkg.name,
      package: work.panel === 'directadmin' ? wanted : (pkg.pterodactylEgg ?? ''),
      firstname: work.firstname,
      lastname: work.lastname,
      resources,
    });
    return { state: 'active', package: { id: pkg.id, panelPackage: wanted }, password, created: true };
  }
  if (account.packageId !== pkg.id) {
    // A plan change: the account moves to the new package in whichever state it is in.
    await client.changePackage(
      account.username,
      work.panel === 'directadmin' ? wanted : (pkg.pterodactylEgg ?? ''),
      resources,
    );
    return { state: account.state, package: { id: pkg.id, panelPackage: wanted } };
  }
  if (target === 'suspended') {
    await client.suspend(account.username);
    return { state: 'suspended' };
  }
  await client.unsuspend(account.username);
  return { state: 'active' };
}

/** Whether the account needs a panel call: a state to reach or a package to change to. */
function needsStep(account: ProvisioningAccount, target: Target, pkg: Package): boolean {
  if (account.state === 'pending') return target !== 'suspended';
  if (target === 'terminated') return true;
  if (account.packageId !== pkg.id) return true;
  return account.state !== target;
}

async function graceDaysOf(db: Db, override: number | undefined): Promise<number> {
  if (override !== undefined) return override;
  const [settings] = await db.select({ days: companySettings.hostingGraceDays }).from(companySettings);
  return settings?.days ?? 14;
}

/**
 * One run: open missing accounts, then take each account that is off target one step closer. A just-ordered
 * subscription goes first, in a run of its own.
 */
export async function reconcileAccounts(db: Db, options: ReconcileOptions): Promise<ReconcileResult> {
  if (!options.subscriptionId) return reconcileBatch(db, options);
  const first = await reconcileBatch(db, options);
  const rest = await reconcileBatch(db, { ...options, subscriptionId: undefined });
  return { done: first.done + rest.done, more: rest.more };
}

/** done: panel steps taken; more: the batch was full, so more work may be waiting (run again at once). */
export type ReconcileResult = { done: number; more: boolean };

/**
 * Only accounts with work to do are selected, so accounts that are in step never crowd out those that are
 * not, however many there are: a state to reach, a package to change to, a backup notice to send.
 */
function needsWork(today: string, grace: number) {
  const deleteEndedBefore = addDays(today, -grace);
  return or(
    and(
      inArray(provisioningAccounts.state, ['pending', 'suspended']),
      inArray(subscriptions.serviceStatus, ['active', 'cancelled_active']),
    ),
    and(
      eq(provisioningAccounts.state, 'active'),
      inArray(subscriptions.serviceStatus, ['suspended', 'paused', 'cancelled_expired']),
    ),
    and(
      inArray(provisioningAccounts.state, ['active', 'suspended']),
      ne(provisioningAccounts.packageId, subscriptions.packageId),
    ),
    and(
      eq(subscriptions.serviceStatus, 'cancelled_expired'),
      or(
        lte(subscriptions.endDate, deleteEndedBefore),
        and(ne(provisioningAccounts.state, 'pending'), isNull(provisioningAccounts.backupNoticeSentAt)),
      ),
    ),
  );
}

async function reconcileBatch(db: Db, options: ReconcileOptions): Promise<ReconcileResult> {
  const { now, subscriptionId } = options;
  const limit = options.limit ?? 50;
  const today = amsterdamToday(now);
  const grace = await graceDaysOf(db, options.terminationGraceDays);
  await openAccounts(db, now, subscriptionId);
  const candidates = await db
    .select({
      account: provisioningAccounts,
      serviceStatus: subscriptions.serviceStatus,
      endDate: subscriptions.endDate,
      pkg: packages,
      customerEmail: users.email,
      firstname: users.firstname,
      lastname: users.lastname,
      server: provisioningServers,
    })
    .from(provisioningAccounts)
    .innerJoin(subscriptions, eq(subscriptions.id, provisioningAccounts.subscriptionId))
    .innerJoin(packages, eq(packages.id, subscriptions.packageId))
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .innerJoin(provisioningServers, eq(provisioningServers.id, provisioningAccounts.serverId))
    .where(
      and(
        ne(provisioningAccounts.state, 'terminated'),
        inArray(subscriptions.serviceStatus, [...HOSTED]),
        eq(provisioningAccounts.retryable, true),
        or(isNull(provisioningAccounts.nextAttemptAt), lte(provisioningAccounts.nextAttemptAt, now)),
        needsWork(today, grace),
        subscriptionId ? eq(provisioningAccounts.subscriptionId, subscriptionId) : undefined,
      ),
    )
    .orderBy(asc(provisioningAccounts.updatedAt), asc(provisioningAccounts.id))
    .limit(limit);

  let done = 0;
  for (const row of candidates) {
    const target = targetOf(row.serviceStatus, row.endDate, today, grace);
    const { account } = row;
    const work: Work = {
      account,
      target,
      pkg: row.pkg,
      panel: row.server.panel,
      customerEmail: row.customerEmail,
      firstname: row.firstname,
      lastname: row.lastname,
      url: row.server.url,
    };
    if (
      row.serviceStatus === 'cancelled_expired' &&
      row.endDate &&
      target !== 'terminated' &&
      account.state !== 'pending' &&
      !account.backupNoticeSentAt
    ) {
      await sendBackupNotice(db, work, addDays(row.endDate, grace), now);
    }
    if (!needsStep(account, target, row.pkg)) continue;
    const client = panelClientFor(row.server, options).adapter;
    try {
      const result = await step(client, work);
      await db.transaction(async (tx) => {
        // Only if nobody else moved the account meanwhile (two instances, an admin's retry).
        const moved = await tx
          .update(provisioningAccounts)
          .set({
            state: result.state,
            ...(result.package ? { packageId: result.package.id, package: result.package.panelPackage } : {}),
            attempts: 0,
            lastError: null,
            nextAttemptAt: null,
            updatedAt: now,
          })
          .where(and(eq(provisioningAccounts.id, account.id), eq(provisioningAccounts.state, account.state)))
          .returning({ id: provisioningAccounts.id });
        if (moved.length > 0 && result.created) await sendWelcome(tx, work, result.password, now);
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
  if (!subscriptionId) await refreshUsage(db, options);
  return { done, more: candidates.length === limit };
}

const USAGE_MAX_AGE_MS = 60 * 60_000;

/**
 * Reads the usage of up to 20 accounts whose figures are over an hour old (oldest first), for the customer's
 * server cards. A panel that does not answer keeps the last figures, which show their own date.
 */
async function refreshUsage(db: Db, options: ReconcileOptions): Promise<void> {
  const stale = await db
    .select({ account: provisioningAccounts, server: provisioningServers })
    .from(provisioningAccounts)
    .innerJoin(provisioningServers, eq(provisioningServers.id, provisioningAccounts.serverId))
    .where(
      and(
        inArray(provisioningAccounts.state, ['active', 'suspended']),
        eq(provisioningServers.panel, 'directadmin'),
        or(
          isNull(provisioningAccounts.usageAt),
          lte(provisioningAccounts.usageAt, new Date(options.now.getTime() - USAGE_MAX_AGE_MS)),
        ),
      ),
    )
    .orderBy(sql`${provisioningAccounts.usageAt} asc nulls first`)
    .limit(20);
  for (const { account, server } of stale) {
    try {
      const usage = await panelClientFor(server, options).adapter.usage(account.username);
      if (!usage) continue;
      await db
        .update(provisioningAccounts)
        .set({ usage, usageAt: options.now })
        .where(eq(provisioningAccounts.id, account.id));
    } catch (error) {
      if (!(error instanceof ProvisioningError)) throw error;
    }
  }
}

/** When the service has ended: the account is kept until `deleteOn`, and the customer can ask for a backup. */
async function sendBackupNotice(db: Db, work: Work, deleteOn: string, now: Date) {
  const what = work.account.domain
    ? `je hostingaccount voor ${work.account.domain}`
    : `je ${work.pkg.name}-server`;
  const text = [
    `Beste ${work.firstname},`,
    '',
    `Je abonnement is beëindigd. Daarom is ${what} opgeschort.`,
    '',
    `Op ${formatDateLong(deleteOn)} verwijderen we het definitief, met alle bestanden, databases en e-mail.`,
    'Wil je een back-up? Neem vóór die datum contact met ons op, dan zetten we die voor je klaar.',
  ].join('\n');
  await db.transaction(async (tx) => {
    const marked = await tx
      .update(provisioningAccounts)
      .set({ backupNoticeSentAt: now })
      .where(
        and(eq(provisioningAccounts.id, work.account.id), isNull(provisioningAccounts.backupNoticeSentAt)),
      )
      .returning({ id: provisioningAccounts.id });
    if (marked.length === 0) return;
    await enqueueEmail(tx, {
      to: work.customerEmail,
      message: emailMessage(
        'hosting_backup_notice',
        `${work.account.domain ?? work.pkg.name} wordt op ${formatDateLong(deleteOn)} verwijderd`,
        text,
      ),
      now,
    });
  });
}

/** The password goes out once, by e-mail, when the account exists; it is not kept. A game server's login is the panel's. */
async function sendWelcome(tx: DbOrTx, work: Work, password: string | undefined, now: Date) {
  const lines =
    work.panel === 'directadmin'
      ? [
          `Je hostingaccount voor ${work.account.domain} staat klaar.`,
          '',
          `Configuratiescherm: ${work.url}`,
          `Gebruikersnaam: ${work.account.username}`,
          `Wachtwoord: ${password}`,
          '',
          'Verander dit wachtwoord na de eerste keer inloggen.',
        ]
      : [
          `Je ${work.pkg.name}-server staat klaar en start nu op.`,
          '',
          `Beheer hem in het gamepanel: ${work.url}`,
          `Log in met je e-mailadres ${work.customerEmail}. Het panel stuurt je een aparte e-mail om je wachtwoord in te stellen.`,
        ];
  const subject =
    work.panel === 'directadmin'
      ? `Je hostingaccount voor ${work.account.domain} staat klaar`
      : `Je ${work.pkg.name}-server staat klaar`;
  await enqueueEmail(tx, {
    to: work.customerEmail,
    message: emailMessage(
      work.panel === 'directadmin' ? 'hosting_account_ready' : 'game_server_ready',
      subject,
      [`Beste ${work.firstname},`, '', ...lines].join('\n'),
    ),
    now,
  });
}
