import type { GameServer, GameServerStatus, GameTemplate, OrderResult } from '@hostportaal/contract';
import { paginationOf } from '@hostportaal/contract';
import { and, asc, count, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  type Package,
  packages,
  provisioningAccounts,
  provisioningServers,
  type Subscription,
  subscriptions,
} from '../../db/schema/index.ts';
import { toCatalogPackage } from '../catalog/list-active-packages.ts';
import { placeOrder } from '../orders/checkout.ts';
import { subscriptionsWaitingForServer, suspensionsOf } from '../provisioning/waiting-for-server.ts';

// Game servers (issue 8): templates are game_server packages with a game and slots; an order is an ordinary
// subscription with its first invoice, and the provisioning job builds the server on a game panel.

const isGameTemplate: SQL = and(
  eq(packages.type, 'game_server'),
  eq(packages.isActive, true),
  isNotNull(packages.game),
) as SQL;

function toTemplate(row: Package): GameTemplate {
  return { ...toCatalogPackage(row), game: row.game ?? row.slug, slots: row.slots ?? 0 };
}

export async function listGameTemplates(db: DbOrTx): Promise<GameTemplate[]> {
  const rows = await db
    .select()
    .from(packages)
    .where(isGameTemplate)
    .orderBy(asc(packages.sortOrder), asc(packages.name));
  return rows.map(toTemplate);
}

function selectGameServers(db: DbOrTx) {
  return db
    .select({
      subscription: subscriptions,
      pkg: packages,
      accountState: provisioningAccounts.state,
      panelUrl: provisioningServers.url,
    })
    .from(subscriptions)
    .innerJoin(packages, eq(packages.id, subscriptions.packageId))
    .leftJoin(provisioningAccounts, eq(provisioningAccounts.subscriptionId, subscriptions.id))
    .leftJoin(provisioningServers, eq(provisioningServers.id, provisioningAccounts.serverId));
}

/** What the panel holds when we know it; before the job built the server, what the subscription implies. */
function statusOf(subscription: Subscription, accountState: GameServerStatus | null): GameServerStatus {
  if (accountState) return accountState;
  if (subscription.serviceStatus === 'cancelled_expired') return 'terminated';
  if (subscription.serviceStatus === 'suspended' || subscription.serviceStatus === 'paused')
    return 'suspended';
  return 'pending';
}

type GameServerRow = Awaited<ReturnType<ReturnType<typeof selectGameServers>['execute']>>[number];

/** The rows as the customer reads them: with what a pending one waits for and why a suspended one is. */
async function toGameServers(db: DbOrTx, userId: string, rows: GameServerRow[]): Promise<GameServer[]> {
  const [waiting, suspensions] = await Promise.all([
    subscriptionsWaitingForServer(db, userId),
    suspensionsOf(
      db,
      rows.filter((row) => row.subscription.serviceStatus === 'suspended').map((row) => row.subscription.id),
    ),
  ]);
  return rows.map((row) => toGameServer(row, waiting, suspensions));
}

function toGameServer(
  row: GameServerRow,
  waiting: Set<string>,
  suspensions: Awaited<ReturnType<typeof suspensionsOf>>,
) {
  const { subscription, pkg } = row;
  const status = statusOf(subscription, row.accountState);
  return {
    id: subscription.id,
    subscriptionId: subscription.id,
    title: subscription.title,
    game: pkg.game ?? pkg.slug,
    templateName: pkg.name,
    slots: pkg.slots,
    ramMb: pkg.ramMb,
    status,
    serviceStatus: subscription.serviceStatus,
    interval: subscription.interval,
    priceCents: subscription.priceCents,
    startDate: subscription.startDate,
    endDate: subscription.endDate,
    panelUrl: status === 'active' || status === 'suspended' ? row.panelUrl : null,
    waitingForServer: status === 'pending' && waiting.has(subscription.id),
    suspension: status === 'suspended' ? (suspensions.get(subscription.id) ?? null) : null,
    createdAt: subscription.createdAt.toISOString(),
  } satisfies GameServer;
}

/** The customer's game servers, newest first, paged on the server. */
export async function listGameServers(db: Db, userId: string, query: { page: number; limit: number }) {
  const where = and(eq(subscriptions.userId, userId), eq(packages.type, 'game_server'));
  const [rows, [total]] = await Promise.all([
    selectGameServers(db)
      .where(where)
      .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ total: count() })
      .from(subscriptions)
      .innerJoin(packages, eq(packages.id, subscriptions.packageId))
      .where(where),
  ]);
  return {
    servers: await toGameServers(db, userId, rows),
    pagination: paginationOf(query.page, query.limit, total?.total ?? 0),
  };
}

async function findGameServer(db: DbOrTx, subscriptionId: string) {
  const [row] = await selectGameServers(db).where(eq(subscriptions.id, subscriptionId));
  if (!row) throw new AppError('NOT_FOUND');
  const [server] = await toGameServers(db, row.subscription.userId, [row]);
  if (!server) throw new AppError('NOT_FOUND');
  return server;
}

/**
 * Orders a game server from a template: the subscription and its first invoice through the same order code
 * as the cart (one transaction), collected by the customer's mandate or the one given with the order.
 */
export async function orderGameServer(
  db: Db,
  userId: string,
  body: {
    templateId: string;
    interval: OrderResult['subscriptions'][number]['interval'];
    mandate: Parameters<typeof placeOrder>[3];
    acceptance: Parameters<typeof placeOrder>[4];
  },
  actor: { id: string; ip?: string; now: Date },
  links: { publicUrl: string },
): Promise<OrderResult & { server: GameServer }> {
  const [template] = await db
    .select({ id: packages.id })
    .from(packages)
    .where(and(eq(packages.id, body.templateId), isGameTemplate));
  if (!template)
    throw new AppError('PACKAGE_NOT_AVAILABLE', {
      details: [{ field: 'templateId', message: 'Deze game-server is niet (meer) te bestellen' }],
    });
  const order = await placeOrder(
    db,
    userId,
    [{ packageId: template.id, interval: body.interval, quantity: 1 }],
    body.mandate,
    body.acceptance,
    actor,
    links,
  );
  const [subscription] = order.subscriptions;
  if (!subscription) throw new Error('order placed without a subscription');
  return { ...order, server: await findGameServer(db, subscription.id) };
}
