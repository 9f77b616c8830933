import type { ProvisioningAccount as ProvisioningAccountDto } from '@hostportaal/contract';
import { paginationOf } from '@hostportaal/contract';
import { and, count, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { refusal } from '../../app-error.ts';
import { provisioningAccounts, provisioningServers, subscriptions, users } from '../../db/schema/index.ts';

// The admins' view of the hosting accounts (issue 8): what failed, why, and a retry.

function selectAccounts(ctx: AppContext) {
  return ctx.db
    .select({
      account: provisioningAccounts,
      subscriptionTitle: subscriptions.title,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      serverName: provisioningServers.name,
    })
    .from(provisioningAccounts)
    .innerJoin(subscriptions, eq(subscriptions.id, provisioningAccounts.subscriptionId))
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .innerJoin(provisioningServers, eq(provisioningServers.id, provisioningAccounts.serverId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectAccounts>['execute']>>[number];

function toDto(row: Row): ProvisioningAccountDto {
  const { account } = row;
  return {
    id: account.id,
    subscriptionId: account.subscriptionId,
    subscriptionTitle: row.subscriptionTitle,
    customerName: `${row.firstname} ${row.lastname}`,
    customerEmail: row.email,
    serverName: row.serverName,
    username: account.username,
    domain: account.domain,
    package: account.package,
    state: account.state,
    attempts: account.attempts,
    lastError: account.lastError,
    retryable: account.retryable,
    nextAttemptAt: account.nextAttemptAt?.toISOString() ?? null,
    updatedAt: account.updatedAt.toISOString(),
  };
}

export async function listAccounts(
  ctx: AppContext,
  query: { page: number; limit: number; filter: 'all' | 'failing' },
) {
  const where: SQL | undefined =
    query.filter === 'failing' ? isNotNull(provisioningAccounts.lastError) : undefined;
  const [rows, [total]] = await Promise.all([
    selectAccounts(ctx)
      .where(where)
      .orderBy(desc(provisioningAccounts.updatedAt), desc(provisioningAccounts.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    ctx.db.select({ total: count() }).from(provisioningAccounts).where(where),
  ]);
  return { accounts: rows.map(toDto), pagination: paginationOf(query.page, query.limit, total?.total ?? 0) };
}

/** An admin's retry: the account is due at once (also after a refusal) and the job is asked to run. */
export async function retryAccount(ctx: AppContext, id: string) {
  const [updated] = await ctx.db
    .update(provisioningAccounts)
    .set({ retryable: true, nextAttemptAt: null, updatedAt: ctx.clock.now() })
    .where(and(eq(provisioningAccounts.id, id)))
    .returning({ id: provisioningAccounts.id, subscriptionId: provisioningAccounts.subscriptionId });
  if (!updated) throw refusal('NOT_FOUND', 'provisioning_account_not_found', 'Account niet gevonden');
  await ctx.jobs.trigger('provisioning', { subscriptionId: updated.subscriptionId });
  const [row] = await selectAccounts(ctx).where(eq(provisioningAccounts.id, id));
  if (!row) throw refusal('NOT_FOUND', 'provisioning_account_not_found', 'Account niet gevonden');
  return toDto(row);
}
