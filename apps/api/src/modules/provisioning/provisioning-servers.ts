import type {
  ProvisioningServerCreateBody,
  ProvisioningServer as ProvisioningServerDto,
  ProvisioningServerUpdateBody,
} from '@hostportaal/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../app-error.ts';
import { type ProvisioningServer, provisioningServers } from '../../db/schema/index.ts';
import { secretBox } from '../../secret-box.ts';
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
  if (!server) throw new AppError('NOT_FOUND', { message: 'Server not found' });
  return server;
}

async function assertNameFree(ctx: AppContext, name: string, exceptId?: string) {
  const [taken] = await ctx.db
    .select({ id: provisioningServers.id })
    .from(provisioningServers)
    .where(sql`lower(${provisioningServers.name}) = ${name.toLowerCase()}`);
  if (taken && taken.id !== exceptId)
    throw new AppError('CONFLICT', { message: `A server named ${name} already exists` });
}

export async function listServers(ctx: AppContext): Promise<ProvisioningServerDto[]> {
  const rows = await ctx.db.select().from(provisioningServers).orderBy(asc(provisioningServers.name));
  return rows.map(toDto);
}

export async function createServer(ctx: AppContext, body: ProvisioningServerCreateBody) {
  await assertNameFree(ctx, body.name);
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
  if (!server) throw new AppError('NOT_FOUND', { message: 'Server not found' });
  return { before: toDto(before), after: toDto(server) };
}

export async function deleteServer(ctx: AppContext, id: string) {
  const server = await findServer(ctx, id);
  await ctx.db.delete(provisioningServers).where(eq(provisioningServers.id, id));
  return toDto(server);
}

/**
 * Asks the server whether it answers (DirectAdmin: for its packages): proves the URL and key, and records the
 * answer (or the panel's refusal) as the server's last check and in its health history.
 */
export async function checkServer(ctx: AppContext, id: string): Promise<ProvisioningServerDto> {
  const server = await findServer(ctx, id);
  const checked = await checkServerHealth(ctx.db, server, {
    secretsKey: ctx.config.SECRETS_KEY,
    now: ctx.clock.now(),
  });
  // A server that answers takes the accounts waiting for one now, not at the next minute.
  if (checked.lastCheckOk && checked.isActive) await ctx.jobs.trigger('provisioning');
  return toDto(checked);
}
