import { z } from 'zod';
import { notAPanel, panelRequest } from './panel-http.ts';
import {
  type AccountResources,
  type NewAccount,
  type ProvisioningAdapter,
  ProvisioningError,
} from './provisioning-adapter.ts';

// Pterodactyl over its Application API (v1): JSON both ways, authenticated with an application key
// (Bearer ptla_...). Errors come as {errors:[{code, status, detail}]}. Our account username is the
// external_id of the server and of the panel user we make for it, so every later call finds the
// server with GET /servers/external/{username} and we store no panel ids.

export type PterodactylOptions = {
  /** Base URL of the panel, e.g. https://panel.example.nl */
  url: string;
  /** Application API key (Admin → Application API), with read/write on users, servers, nests, locations. */
  apiKey: string;
  /** Per request; default 10 s. */
  timeoutMs?: number;
  /** Config PANEL_ALLOWED_NETWORKS: where the panel may be besides the public internet. */
  allowedNetworks: readonly string[];
  /** Locations new servers may be deployed in; default every location on the panel. */
  nodeLocations?: number[];
};

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

const API = '/api/application';
const DEFAULT_TIMEOUT_MS = 10_000;
// Our game packages sell RAM, disk and slots; the rest is the same for every server.
const SWAP_MB = 0;
const IO_WEIGHT = 500;
const CPU_UNLIMITED = 0;
const FEATURE_LIMITS = { databases: 0, allocations: 1, backups: 2 };

function item<T extends z.ZodType>(object: string, attributes: T) {
  return z.object({ object: z.literal(object), attributes });
}

function list<T extends z.ZodType>(object: string, attributes: T) {
  return z.object({ object: z.literal('list'), data: z.array(item(object, attributes)) });
}

const userSchema = item('user', z.object({ id: z.number().int(), email: z.string() }));
const userListSchema = list('user', userSchema.shape.attributes);
const locationListSchema = list('location', z.object({ id: z.number().int() }));
const serverSchema = item(
  'server',
  z.object({
    id: z.number().int(),
    egg: z.number().int(),
    allocation: z.number().int(),
    container: z.object({
      startup_command: z.string(),
      image: z.string(),
      environment: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
    }),
  }),
);
const eggSchema = item(
  'egg',
  z.object({
    // docker_image is the older single image; 1.x also lists docker_images ({label: image}).
    docker_image: z.string().optional(),
    docker_images: z.record(z.string(), z.string()).optional(),
    startup: z.string(),
    relationships: z.object({
      variables: z.object({
        data: z.array(
          z.object({
            attributes: z.object({ env_variable: z.string(), default_value: z.string().nullable() }),
          }),
        ),
      }),
    }),
  }),
);
const errorsSchema = z.object({ errors: z.array(z.object({ detail: z.string() })).min(1) });

type Server = z.infer<typeof serverSchema>['attributes'];
type EggRef = { nest: number; egg: number };
type EggTemplate = { image: string; startup: string; environment: Record<string, string> };

export class PterodactylClient implements ProvisioningAdapter {
  private readonly baseUrl: string;
  private readonly apiKey: string;
  private readonly timeoutMs: number;
  private readonly allowedNetworks: readonly string[];
  private readonly nodeLocations: number[] | undefined;

  constructor(options: PterodactylOptions) {
    this.baseUrl = options.url.replace(/\/+$/, '');
    this.apiKey = options.apiKey;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.allowedNetworks = options.allowedNetworks;
    this.nodeLocations = options.nodeLocations;
  }

  async createAccount(account: NewAccount): Promise<void> {
    const command = `POST ${API}/servers`;
    const resources = requireResources(account.resources, account.package, command);
    const eggRef = parseEggSpec(account.package, command);
    // Pterodactyl's own refusal of a taken external_id reads "has already been taken"; asking first
    // gives the "already exists" a retried create is recognised by.
    if (await this.findServer(account.username)) {
      throw new ProvisioningError({
        kind: 'rejected',
        command,
        message: `Pterodactyl server ${account.username} already exists`,
      });
    }
    const user = await this.panelUser(account);
    const egg = await this.readEgg(eggRef);
    const locations = this.nodeLocations ?? (await this.locationIds());
    const playerVariable = playerLimitVariable(Object.keys(egg.environment));
    await this.request('POST', '/servers', {
      name: account.domain || account.username,
      user,
      egg: eggRef.egg,
      docker_image: egg.image,
      startup: egg.startup,
      environment: playerVariable
        ? { ...egg.environment, [playerVariable]: String(resources.slots) }
        : egg.environment,
      limits: limitsOf(resources),
      feature_limits: FEATURE_LIMITS,
      deploy: { locations, dedicated_ip: false, port_range: [] },
      external_id: account.username,
      start_on_completion: true,
    });
  }

  async suspend(username: string): Promise<void> {
    const server = await this.server(username);
    await this.request('POST', `/servers/${server.id}/suspend`);
  }

  async unsuspend(username: string): Promise<void> {
    const server = await this.server(username);
    await this.request('POST', `/servers/${server.id}/unsuspend`);
  }

  /** New limits for the same game; the player limit follows the slots when the egg has one. */
  async changePackage(username: string, eggSpec: string, resources?: AccountResources): Promise<void> {
    const command = `PATCH ${API}/servers/{id}/build`;
    const wanted = requireResources(resources, eggSpec, command);
    const eggRef = parseEggSpec(eggSpec, command);
    const server = await this.server(username);
    if (server.egg !== eggRef.egg) {
      // Another egg is another game: its files would need a reinstall, which wipes the customer's world.
      throw new ProvisioningError({
        kind: 'rejected',
        command,
        message: `Pterodactyl server ${username} runs egg ${server.egg}; moving it to egg ${eggRef.egg} is not done automatically`,
      });
    }
    await this.request('PATCH', `/servers/${server.id}/build`, {
      allocation: server.allocation,
      limits: limitsOf(wanted),
      feature_limits: FEATURE_LIMITS,
    });
    await this.setPlayerLimit(server, wanted.slots);
  }

  async terminate(username: string): Promise<void> {
    const server = await this.server(username);
    await this.request('DELETE', `/servers/${server.id}`);
  }

  /** The Application API reports no resource usage (that is the client API, per server). */
  async usage(): Promise<null> {
    return null;
  }

  /** Proves the URL and the API key work (the admin's "check server"). */
  async check(): Promise<void> {
    await this.locationIds();
  }

  private async findServer(username: string): Promise<Server | null> {
    const answer = await nullWhenMissing(this.get(`/servers/external/${encodeURIComponent(username)}`));
    return answer === null
      ? null
      : read(serverSchema, answer, commandOf('GET', '/servers/external/{external_id}')).attributes;
  }

  private async server(username: string): Promise<Server> {
    const server = await this.findServer(username);
    if (!server) {
      throw new ProvisioningError({
        kind: 'rejected',
        command: commandOf('GET', '/servers/external/{external_id}'),
        status: 404,
        message: `Pterodactyl server ${username} does not exist`,
      });
    }
    return server;
  }

  /** The panel user that owns the account's server: found by external id or email, else created. */
  private async panelUser(account: NewAccount): Promise<number> {
    const path = `/users/external/${encodeURIComponent(account.username)}`;
    const byExternalId = await nullWhenMissing(this.get(path));
    if (byExternalId !== null) return read(userSchema, byExternalId, commandOf('GET', path)).attributes.id;

    // A panel user's email is unique, so a customer's second game server goes to the login they
    // already have. filter[email] matches part of the address (SQL LIKE): pick the exact one.
    const search = `/users?${new URLSearchParams({ 'filter[email]': account.email })}`;
    const sameEmail = read(userListSchema, await this.get(search), commandOf('GET', '/users')).data.find(
      (user) => user.attributes.email.toLowerCase() === account.email.toLowerCase(),
    );
    if (sameEmail) return sameEmail.attributes.id;

    // Pterodactyl requires both names; the username stands in for a name we do not know.
    const created = await this.request('POST', '/users', {
      email: account.email,
      username: account.username,
      first_name: account.firstname || account.username,
      last_name: account.lastname || account.username,
      // Without a password the panel e-mails the customer a link to set one (our welcome mail says so).
      ...(account.password ? { password: account.password } : {}),
      external_id: account.username,
    });
    return read(userSchema, created, commandOf('POST', '/users')).attributes.id;
  }

  /** Image, startup command and every variable's default: the server starts as the egg describes it. */
  private async readEgg({ nest, egg }: EggRef): Promise<EggTemplate> {
    const path = `/nests/${nest}/eggs/${egg}`;
    const command = commandOf('GET', path);
    const { attributes } = read(eggSchema, await this.get(`${path}?include=variables`), command);
    const image = attributes.docker_image || Object.values(attributes.docker_images ?? {})[0];
    if (!image) {
      throw new ProvisioningError({
        kind: 'invalid_response',
        command,
        message: `Pterodactyl ${command} has no docker image for egg ${egg}`,
      });
    }
    const environment = Object.fromEntries(
      attributes.relationships.variables.data.map(({ attributes: variable }) => [
        variable.env_variable,
        variable.default_value ?? '',
      ]),
    );
    return { image, startup: attributes.startup, environment };
  }

  private async locationIds(): Promise<number[]> {
    // One page of 100: a panel with more locations than that is not one we deploy to.
    const answer = await this.get('/locations?per_page=100');
    return read(locationListSchema, answer, commandOf('GET', '/locations')).data.map(
      (location) => location.attributes.id,
    );
  }

  private async setPlayerLimit(server: Server, slots: number): Promise<void> {
    const { environment, startup_command, image } = server.container;
    const variable = playerLimitVariable(Object.keys(environment));
    if (!variable || String(environment[variable]) === String(slots)) return;
    await this.request('PATCH', `/servers/${server.id}/startup`, {
      startup: startup_command,
      // The panel validates every egg variable, so all of them go back; it ignores the rest.
      environment: { ...environment, [variable]: String(slots) },
      egg: server.egg,
      image,
      // Required by the panel; our servers are made with the install scripts (its default).
      skip_scripts: false,
    });
  }

  private get(path: string): Promise<unknown> {
    return this.request('GET', path);
  }

  /** The parsed JSON answer, or null for 204 No Content. */
  private async request(method: Method, path: string, body?: unknown): Promise<unknown> {
    const command = commandOf(method, path);
    const { status, text } = await panelRequest(
      'Pterodactyl',
      command,
      `${this.baseUrl}${API}${path}`,
      {
        method,
        headers: {
          authorization: `Bearer ${this.apiKey}`,
          accept: 'Application/vnd.pterodactyl.v1+json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      },
      { timeoutMs: this.timeoutMs, allowedNetworks: this.allowedNetworks },
    );

    if (status === 401 || status === 403) {
      throw new ProvisioningError({
        kind: 'rejected',
        command,
        status,
        message: `Pterodactyl refused the API key for ${command} (unauthorized, HTTP ${status})`,
      });
    }
    // 429: the panel's rate limit (240 a minute by default) passes by itself.
    if (status >= 500 || status === 429) {
      throw new ProvisioningError({
        kind: 'unreachable',
        command,
        status,
        message: `Pterodactyl answered ${command} with HTTP ${status}`,
      });
    }
    if (status === 204) return null;

    const answer = parseJson(text);
    if (status >= 200 && status < 300 && answer !== undefined) return answer;
    const errors = errorsSchema.safeParse(answer);
    if (status >= 400 && errors.success) {
      const details = errors.data.errors.map((error) => error.detail).join(' ');
      throw new ProvisioningError({
        kind: 'rejected',
        command,
        status,
        details,
        message: `Pterodactyl ${command}: ${details}`,
      });
    }
    // A login or maintenance page, a proxy's error page, a redirect: not the panel's API answering.
    throw notAPanel('Pterodactyl', command, status);
  }
}

/** "nestId:eggId", as admins map our packages to eggs. */
export function parseEggSpec(spec: string, command: string): EggRef {
  const match = /^\s*(\d+)\s*:\s*(\d+)\s*$/.exec(spec);
  if (!match) {
    throw new ProvisioningError({
      kind: 'rejected',
      command,
      message: `Pterodactyl egg '${spec}' is not written as nestId:eggId`,
    });
  }
  return { nest: Number(match[1]), egg: Number(match[2]) };
}

/** The egg variable that holds the player limit (MAX_PLAYERS, SERVER_MAX_PLAYERS, MAXPLAYERS...). */
export function playerLimitVariable(names: string[]): string | undefined {
  const players = names.filter((name) => name.toUpperCase().includes('PLAYERS'));
  return players.find((name) => name.toUpperCase().includes('MAX')) ?? players[0];
}

/** A game server is built from the template's resources; without them it is our configuration to fix. */
function requireResources(
  resources: AccountResources | undefined,
  eggSpec: string,
  command: string,
): AccountResources {
  if (resources) return resources;
  throw new ProvisioningError({
    kind: 'rejected',
    command,
    message: `Pterodactyl server for egg ${eggSpec} cannot be built: the template has no resources (RAM, disk, slots)`,
  });
}

function limitsOf(resources: AccountResources) {
  return {
    memory: resources.ramMb,
    swap: SWAP_MB,
    disk: resources.diskMb,
    io: IO_WEIGHT,
    cpu: CPU_UNLIMITED,
  };
}

/** "GET /api/application/servers/external/{external_id}": the path without its query. */
function commandOf(method: Method, path: string): string {
  return `${method} ${API}${path.split('?')[0]}`;
}

async function nullWhenMissing(answer: Promise<unknown>): Promise<unknown> {
  try {
    return await answer;
  } catch (error) {
    if (error instanceof ProvisioningError && error.kind === 'rejected' && error.status === 404) return null;
    throw error;
  }
}

function read<T extends z.ZodType>(schema: T, answer: unknown, command: string): z.infer<T> {
  const parsed = schema.safeParse(answer);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
  throw new ProvisioningError({
    kind: 'invalid_response',
    command,
    message: `Pterodactyl answered ${command} with an unexpected shape${where}: ${issue?.message ?? 'invalid'}`,
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
