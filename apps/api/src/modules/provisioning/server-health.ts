import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type ProvisioningServer, provisioningServers, serverHealthChecks } from '../../db/schema/index.ts';
import { type PanelAccess, panelClientFor } from './panel-client.ts';
import { ProvisioningError } from './provisioning-adapter.ts';

// Each server's reachability, checked every few minutes by the server-health job and by an admin's "Check":
// the outcome is the server's last check (new accounts only go to servers that answered) and one row of
// history for the status page's uptime.

const HISTORY_DAYS = 30;

export async function checkServerHealth(
  db: Db,
  server: ProvisioningServer,
  options: PanelAccess & { now: Date },
): Promise<ProvisioningServer> {
  const started = performance.now();
  let outcome: { ok: boolean; error: string | null; packages?: string[] };
  try {
    const packages = await panelClientFor(server, options).check();
    outcome = { ok: true, error: null, packages };
  } catch (error) {
    if (!(error instanceof ProvisioningError)) throw error;
    outcome = { ok: false, error: error.message };
  }
  const latencyMs = outcome.ok ? Math.round(performance.now() - started) : null;
  return db.transaction(async (tx) => {
    await tx.insert(serverHealthChecks).values({
      serverId: server.id,
      checkedAt: options.now,
      ok: outcome.ok,
      latencyMs,
      error: outcome.error,
    });
    const [checked] = await tx
      .update(provisioningServers)
      .set({
        lastCheckAt: options.now,
        lastCheckOk: outcome.ok,
        lastCheckError: outcome.error,
        // DirectAdmin's packages; a game panel answers none and keeps what was there.
        ...(outcome.packages && server.panel === 'directadmin' ? { packages: outcome.packages } : {}),
      })
      .where(eq(provisioningServers.id, server.id))
      .returning();
    return checked ?? server;
  });
}

/** The job: every active server once, and history older than 30 days pruned. */
export async function checkAllServers(db: Db, options: PanelAccess & { now: Date }): Promise<number> {
  const servers = await db.select().from(provisioningServers).where(eq(provisioningServers.isActive, true));
  const results = await Promise.all(servers.map((server) => checkServerHealth(db, server, options)));
  await db
    .delete(serverHealthChecks)
    .where(
      and(lt(serverHealthChecks.checkedAt, new Date(options.now.getTime() - HISTORY_DAYS * 86_400_000))),
    );
  return results.filter((server) => server.lastCheckOk).length;
}
