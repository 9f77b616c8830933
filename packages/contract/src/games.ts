import { z } from 'zod';
import { catalogPackageSchema } from './catalog.ts';
import { isoDateSchema, isoDateTimeSchema, successSchema } from './common.ts';
import { mandateConsentSchema, orderAcceptanceSchema, orderResultSchema } from './orders.ts';
import { pageQuerySchema, paginationSchema } from './pagination.ts';
import { billingIntervalSchema, serviceStatusSchema, serviceSuspensionSchema } from './subscriptions.ts';

// Issue 8 (SPEC §7 GET /api/games, /api/games/templates, POST /api/games/create): game servers are ordered
// from a catalogue of templates (game_server packages) and built on a game panel by the provisioning job.

export const gameTemplateSchema = catalogPackageSchema.extend({
  /** The game, e.g. minecraft_java, valheim (a key the screens translate). */
  game: z.string(),
  slots: z.number().int(),
});
export type GameTemplate = z.infer<typeof gameTemplateSchema>;
export const gameTemplatesResponseSchema = successSchema(
  z.object({ templates: z.array(gameTemplateSchema) }),
);

/**
 * - pending: ordered, the server is being built (or waits for a retry after a panel failure);
 * - active: built and running; suspended: stopped by collections or a pause; terminated: deleted after it ended.
 */
export const gameServerStatusSchema = z.enum(['pending', 'active', 'suspended', 'terminated']);
export type GameServerStatus = z.infer<typeof gameServerStatusSchema>;

export const gameServerSchema = z.object({
  id: z.uuid(),
  subscriptionId: z.uuid(),
  title: z.string(),
  game: z.string(),
  templateName: z.string(),
  slots: z.number().int().nullable(),
  ramMb: z.number().int().nullable(),
  status: gameServerStatusSchema,
  serviceStatus: serviceStatusSchema,
  interval: billingIntervalSchema,
  priceCents: z.number().int(),
  startDate: isoDateSchema,
  endDate: isoDateSchema.nullable(),
  /** The game panel to manage the server in, once it is built. */
  panelUrl: z.string().nullable(),
  /**
   * Pending with no usable game panel to build it on (none configured, out of service or full): it waits
   * for a server staff must add, not for the few minutes a build takes (issue 28).
   */
  waitingForServer: z.boolean(),
  /** Why a suspended server is suspended and what lifts it: paying the unpaid invoice named (issue 28). */
  suspension: serviceSuspensionSchema.nullable(),
  createdAt: isoDateTimeSchema,
});
export type GameServer = z.infer<typeof gameServerSchema>;

export const gameServersQuerySchema = pageQuerySchema;
export const gameServersResponseSchema = successSchema(
  z.object({ servers: z.array(gameServerSchema), pagination: paginationSchema }),
);

/** mandate null = collect with the customer's existing valid mandate (409 MANDATE_INVALID when none). */
export const gameCreateBodySchema = z.object({
  templateId: z.uuid({ error: 'Kies een game-server' }),
  interval: billingIntervalSchema,
  mandate: mandateConsentSchema.nullable().default(null),
  acceptance: orderAcceptanceSchema,
});
export type GameCreateBody = z.infer<typeof gameCreateBodySchema>;
export const gameCreateResponseSchema = successSchema(orderResultSchema.extend({ server: gameServerSchema }));
