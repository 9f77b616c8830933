import { z } from 'zod';
import { isoDateTimeSchema, successSchema } from './common.ts';
import { pageQuerySchema, paginationSchema } from './pagination.ts';
import { freeText } from './text-rule.ts';

// Issue 8: the panels accounts live on: DirectAdmin for hosting accounts, Pterodactyl for game servers.
// The login key (Pterodactyl: the application API key) goes in, never out.

export const provisioningPanelSchema = z.enum(['directadmin', 'pterodactyl']);
export type ProvisioningPanel = z.infer<typeof provisioningPanelSchema>;

const serverFields = {
  name: freeText({ language: 'en' }).min(1, { error: 'Name is required' }).max(100),
  panel: provisioningPanelSchema.default('directadmin'),
  url: z
    .string()
    .trim()
    .max(300)
    .pipe(
      z.url({ protocol: /^https?$/, error: 'Enter the panel URL, e.g. https://server1.example.nl:2222' }),
    ),
  /** DirectAdmin's admin or reseller; Pterodactyl authenticates by key alone. */
  username: freeText({ language: 'en' }).max(100).default(''),
  capacity: z.coerce.number().int().min(1, { error: 'Capacity is at least 1 account' }).max(100_000),
  isActive: z.boolean().default(true),
};

function requireDirectAdminUser(body: { panel: ProvisioningPanel; username: string }, ctx: z.RefinementCtx) {
  if (body.panel === 'directadmin' && body.username === '')
    ctx.addIssue({ code: 'custom', path: ['username'], message: 'Username is required' });
}

export const provisioningServerCreateBodySchema = z
  .object({
    ...serverFields,
    loginKey: z.string().trim().min(1, { error: 'Login key is required' }).max(500),
  })
  .superRefine(requireDirectAdminUser);
export type ProvisioningServerCreateBody = z.infer<typeof provisioningServerCreateBodySchema>;

/** An update keeps the stored login key unless a new one is given. */
export const provisioningServerUpdateBodySchema = z
  .object({
    ...serverFields,
    loginKey: z.string().trim().max(500).optional(),
  })
  .superRefine(requireDirectAdminUser);
export type ProvisioningServerUpdateBody = z.infer<typeof provisioningServerUpdateBodySchema>;

export const provisioningServerSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  panel: provisioningPanelSchema,
  url: z.string(),
  username: z.string(),
  capacity: z.number().int(),
  isActive: z.boolean(),
  lastCheck: z.object({ at: isoDateTimeSchema, ok: z.boolean(), error: z.string().nullable() }).nullable(),
  /** DirectAdmin's package names found at the last successful check. */
  packages: z.array(z.string()),
  createdAt: isoDateTimeSchema,
});
export type ProvisioningServer = z.infer<typeof provisioningServerSchema>;

export const provisioningServerIdParamsSchema = z.object({ id: z.uuid() });
export const provisioningServerResponseSchema = successSchema(z.object({ server: provisioningServerSchema }));
export const provisioningServersResponseSchema = successSchema(
  z.object({ servers: z.array(provisioningServerSchema) }),
);

export const provisioningStateSchema = z.enum(['pending', 'active', 'suspended', 'terminated']);

export const provisioningAccountsQuerySchema = pageQuerySchema.extend({
  /** failing: accounts with a failure waiting (retry or admin). */
  filter: z.enum(['all', 'failing']).default('all'),
});

export const provisioningAccountSchema = z.object({
  id: z.uuid(),
  subscriptionId: z.uuid(),
  subscriptionTitle: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  serverName: z.string(),
  username: z.string(),
  /** null for a game server. */
  domain: z.string().nullable(),
  package: z.string(),
  state: provisioningStateSchema,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  /** false: DirectAdmin refused; the account waits for an admin's retry. */
  retryable: z.boolean(),
  nextAttemptAt: isoDateTimeSchema.nullable(),
  updatedAt: isoDateTimeSchema,
});
export type ProvisioningAccount = z.infer<typeof provisioningAccountSchema>;

export const provisioningAccountsResponseSchema = successSchema(
  z.object({ accounts: z.array(provisioningAccountSchema), pagination: paginationSchema }),
);
export const provisioningAccountIdParamsSchema = z.object({ id: z.uuid() });
export const provisioningAccountResponseSchema = successSchema(
  z.object({ account: provisioningAccountSchema }),
);
