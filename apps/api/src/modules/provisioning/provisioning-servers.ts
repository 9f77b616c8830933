import type {
  ProvisioningServerCreateBody,
  ProvisioningServer as ProvisioningServerDto,
  ProvisioningServerUpdateBody,
} from '@hostportaal/contract';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { AppError, refusal } from '../../app-error.ts';
import { type ProvisioningServer, provisioningAccounts, provisioningServers } from '../../db/schema/index.ts';
import { secretBox } from '../../secret-box.ts';
import { describeRefusal, PanelAddressError, resolvePanelAddresses } from './panel-address.ts';
import { checkServerHealth } from './server-health.ts';

// Admins configure the DirectAdmin servers (issue 8). The login key is sealed before it is stored and only
// opened to talk to the server.

function toDto(server: ProvisioningServer): ProvisioningServerDto {
  return {
    id: server.id,
    name: server.name,
    panel: server.panel,
    url: server.url,
    username: server.username,
    capacity: server.capacity,
    isActive: server.isActive,
    lastCheck:
      server.lastCheckAt && server.lastCheckOk !== null
        ? { at: server.lastCheckAt.toISOString(), ok: server.lastCheckOk, error: server.lastCheckError }
        : null,
    packages: server.packages,
    createdAt: server.createdAt.toISOString(),
  };
}

async function findServer(ctx: AppContext, id: string): Promise<ProvisioningServer> {
  const [server] = await ctx.db.select().from(provisioningServers).where(eq(provisioningServers.id, id));
  if (!server) throw refusal('NOT_FOUND', 'server_not_found', 'Server niet gevonden');
  return server;
}

async function assertNameFree(ctx: AppContext, name: string, exceptId?: string) {
  const [taken] = await ctx.db
    .select({ id: provisioningServers.id })
    .from(provisioningServers)
    .where(sql`lower(${provisioningServers.name}) = ${name.toLowerCase()}`);
  if (taken && taken.id !== exceptId)
    throw refusal('CONFLICT', 'server_name_taken', `A server named ${name} already exists`, { name });
}

/**
 * The URL must not name an address a panel may not be at (panel-address.ts): a field error, before anything is
 * stored or sent. A name that does not resolve yet passes: its DNS may follow, and the check will say so.
 */
async function assertPanelUrlAllowed(ctx: AppContext, url: string) {
  try {
    await resolvePanelAddresses(new URL(url), ctx.config.PANEL_ALLOWED_NETWORKS);
  } catch (error) {
    if (!(error instanceof PanelAddressError)) throw error;
    if (error.kind === 'not_found') return;
    const message = describeRefusal(error);
    throw new AppError('VALIDATION_FAILED', {
      message,
      reason: 'panel_address_refused',
      params: { address: error.address ?? url },
      details: [{ field: 'url', message }],
    });
  }
}

export async function listServers(ctx: AppContext): Promise<ProvisioningServerDto[]> {
  const rows = await ctx.db.select().from(provisioningServers).orderBy(asc(provisioningServers.name));
  return rows.map(toDto);
}

export async function createServer(ctx: AppContext, body: ProvisioningServerCreateBody) {
  await assertNameFree(ctx, body.name);
  await assertPanelUrlAllowed(ctx, body.url);
  const now = ctx.clock.now();
  const [server] = await ctx.db
    .insert(provisioningServers)
    .values({
      name: body.name,
      panel: body.panel,
      url: body.url,
      username: body.username,
      loginKeySealed: secretBox(ctx.config.SECRETS_KEY).seal(body.loginKey),
      capacity: body.capacity,
      isActive: body.isActive,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!server) throw new Error('insert returned nothing');
  return toDto(server);
}

export async function updateServer(ctx: AppContext, id: string, body: ProvisioningServerUpdateBody) {
  const before = await findServer(ctx, id);
  await assertNameFree(ctx, body.name, id);
  await assertPanelUrlAllowed(ctx, body.url);
  // A new URL, user or key makes the last check say nothing about the server any more.
  const connectionChanged =
    body.panel !== before.panel ||
    body.url !== before.url ||
    body.username !== before.username ||
    Boolean(body.loginKey);
  const [server] = await ctx.db
    .update(provisioningServers)
    .set({
      name: body.name,
      panel: body.panel,
      url: body.url,
      username: body.username,
      ...(body.loginKey ? { loginKeySealed: secretBox(ctx.config.SECRETS_KEY).seal(body.loginKey) } : {}),
      capacity: body.capacity,
      isActive: body.isActive,
      ...(connectionChanged ? { lastCheckAt: null, lastCheckOk: null, lastCheckError: null } : {}),
      updatedAt: ctx.clock.now(),
    })
    .where(eq(provisioningServers.id, id))
    .returning();
  if (!server) throw refusal('NOT_FOUND', 'server_not_found', 'Server niet gevonden');
  return { before: toDto(before), after: toDto(server) };
}

/** A server that holds accounts (terminated ones too: they keep its history) stays; 409 names them. */
export async function deleteServer(ctx: AppContext, id: string) {
  const server = await findServer(ctx, id);
  await ctx.db.transaction(async (tx) => {
    // The row lock makes an account being placed on this server wait until the delete has decided.
    await tx
      .select({ id: provisioningServers.id })
      .from(provisioningServers)
      .where(eq(provisioningServers.id, id))
      .for('update');
    const [held] = await tx
      .select({ accounts: count() })
      .from(provisioningAccounts)
      .where(eq(provisioningAccounts.serverId, id));
    const accounts = held?.accounts ?? 0;
    if (accounts > 0) {
      const examples = await tx
        .select({ username: provisioningAccounts.username, domain: provisioningAccounts.domain })
        .from(provisioningAccounts)
        .where(eq(provisioningAccounts.serverId, id))
        .orderBy(asc(provisioningAccounts.username))
        .limit(3);
      const named = examples.map((account) =>
        account.domain ? `${account.username} (${account.domain})` : account.username,
      );
      const more = accounts > examples.length ? ` en ${accounts - examples.length} meer` : '';
      throw new AppError('CONFLICT', {
        reason: 'server_has_accounts',
        params: { name: server.name, count: accounts },
        message: `Server ${server.name} heeft nog ${accounts} ${accounts === 1 ? 'account' : 'accounts'}: ${named.join(', ')}${more}. Zet de server op inactief in plaats van hem te verwijderen.`,
      });
    }
    await tx.delete(provisioningServers).where(eq(provisioningServers.id, id));
  });
  return toDto(server);
}

/**
 * Asks the server whether it answers (DirectAdmin: for its packages): proves the URL and key, and records the
 * answer (or the panel's refusal) as the server's last check and in its health history.
 */
export async function checkServer(ctx: AppContext, id: string): Promise<ProvisioningServerDto> {
  const server = await findServer(ctx, id);
  await assertPanelUrlAllowed(ctx, server.url);
  const checked = await checkServerHealth(ctx.db, server, {
    secretsKey: ctx.config.SECRETS_KEY,
    panelAllowedNetworks: ctx.config.PANEL_ALLOWED_NETWORKS,
    now: ctx.clock.now(),
  });
  // A server that answers takes the accounts waiting for one now, not at the next minute.
  if (checked.lastCheckOk && checked.isActive) await ctx.jobs.trigger('provisioning');
  return toDto(checked);
}
