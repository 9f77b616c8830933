import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { actOutFailure, type FakeFailure, startFakeServer } from './fake-panel-server.ts';

// A fake Pterodactyl panel for tests: a real HTTP server (port 0) speaking the Application API routes
// the PterodactylClient uses, with the panel's JSON shapes ({object, attributes}, lists as
// {object:'list', data}, errors as {errors:[{code, status, detail}]}), Bearer auth with one key (401
// otherwise) and its validation messages. Eggs are the panel's own Paper and Rust eggs (their
// variables as the panel seeds them). It can be told to fail: 'down' drops every connection,
// 'error500' answers 500, 'slow' waits before answering, 'html' answers a web page instead of the API.

export type FakeEggVariable = { name: string; env_variable: string; default_value: string; rules: string };
export type FakeEgg = {
  id: number;
  nest: number;
  name: string;
  dockerImages: Record<string, string>;
  startup: string;
  variables: FakeEggVariable[];
};
export type FakeLimits = { memory: number; swap: number; disk: number; io: number; cpu: number };
export type FakeFeatureLimits = { databases: number; allocations: number; backups: number };
export type FakeServer = {
  id: number;
  uuid: string;
  externalId: string;
  name: string;
  user: number;
  egg: number;
  allocation: number;
  suspended: boolean;
  limits: FakeLimits;
  featureLimits: FakeFeatureLimits;
  image: string;
  startup: string;
  environment: Record<string, string>;
};
export type FakeUser = {
  id: number;
  externalId: string | null;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  password: string | null;
};
export type FakeAllocation = { id: number; node: number; ip: string; port: number };
export type FakeRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  authorized: boolean;
  accept: string | undefined;
  contentType: string | undefined;
};
export type { FakeFailure } from './fake-panel-server.ts';

export type FakePterodactyl = {
  url: string;
  apiKey: string;
  /** By external id: this client always gives one, so the fake keeps no servers without. */
  servers: Map<string, FakeServer>;
  users: Map<number, FakeUser>;
  eggs: Map<number, FakeEgg>;
  allocations: FakeAllocation[];
  /** Every request received, in order (also while failing). */
  requests: FakeRequest[];
  fail(failure: FakeFailure): void;
  close(): Promise<void>;
};

type Answer = { status: number; body?: unknown };
type Body = Record<string, unknown>;

const LOCATION = { id: 1, short: 'nl-ams', long: 'Amsterdam' };
const NODE = 1;
const PTERODACTYL_PAGES = {
  error500: '<html><body>Server Error</body></html>',
  html: '<!DOCTYPE html><html><head><title>Pterodactyl</title></head><body>Login</body></html>',
};
const NOT_FOUND = 'The requested resource could not be found on the server.';

export async function startFakePterodactyl(
  options: { apiKey?: string; allocations?: number } = {},
): Promise<FakePterodactyl> {
  const apiKey = options.apiKey ?? 'ptla_fakeApplicationKey0123456789abcdef';
  const eggs = new Map(defaultEggs().map((egg) => [egg.id, egg]));
  const allocations = Array.from({ length: options.allocations ?? 4 }, (_, i) => ({
    id: i + 1,
    node: NODE,
    ip: '203.0.113.10',
    port: 25565 + i,
  }));
  const servers = new Map<string, FakeServer>();
  const users = new Map<number, FakeUser>();
  const requests: FakeRequest[] = [];
  let failure: FakeFailure = { mode: 'none' };
  let lastId = 0;

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake');
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const method = request.method ?? 'GET';
    const authorized = request.headers.authorization === `Bearer ${apiKey}`;
    requests.push({
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: text === '' ? undefined : JSON.parse(text),
      authorized,
      accept: request.headers.accept,
      contentType: request.headers['content-type'],
    });

    if (await actOutFailure(failure, request, response, PTERODACTYL_PAGES)) return;

    const answer = authorized
      ? dispatch(method, url.pathname, url.searchParams, text === '' ? {} : (JSON.parse(text) as Body))
      : failed(401, 'AuthenticationException', 'Unauthenticated.');
    if (answer.body === undefined) {
      response.writeHead(answer.status);
      response.end();
      return;
    }
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  }

  const routes: [RegExp, (match: string[], query: URLSearchParams, body: Body) => Answer][] = [
    [/^GET \/locations$/, () => ok({ object: 'list', data: [locationJson()] })],
    [/^GET \/users\/external\/([^/]+)$/, ([, id]) => userByExternalId(decodeURIComponent(id ?? ''))],
    [/^GET \/users$/, (_, query) => listUsers(query.get('filter[email]') ?? '')],
    [/^POST \/users$/, (_, __, body) => storeUser(body)],
    [
      /^GET \/nests\/(\d+)\/eggs\/(\d+)$/,
      ([, nest, egg], query) => showEgg(Number(nest), Number(egg), query.get('include') ?? ''),
    ],
    [/^GET \/servers\/external\/([^/]+)$/, ([, id]) => serverByExternalId(decodeURIComponent(id ?? ''))],
    [/^POST \/servers$/, (_, __, body) => storeServer(body)],
    [
      /^(POST|PATCH|DELETE) \/servers\/(\d+)(?:\/(\w+))?$/,
      ([, method, id, action], _, body) => changeServer(`${method} ${action ?? ''}`, Number(id), body),
    ],
  ];

  function dispatch(method: string, path: string, query: URLSearchParams, body: Body): Answer {
    const route = `${method} ${path.replace(/^\/api\/application/, '')}`;
    for (const [pattern, answer] of routes) {
      const match = pattern.exec(route);
      if (match) return answer([...match], query, body);
    }
    return failed(404, 'NotFoundHttpException', NOT_FOUND);
  }

  function userByExternalId(externalId: string): Answer {
    const user = [...users.values()].find((u) => u.externalId === externalId);
    return user ? ok(userJson(user)) : failed(404, 'NotFoundHttpException', NOT_FOUND);
  }

  // Like the panel's filter[email]: a part of the address matches (SQL LIKE).
  function listUsers(email: string): Answer {
    const found = [...users.values()].filter((u) => u.email.includes(email));
    return ok({ object: 'list', data: found.map(userJson) });
  }

  function storeUser(b: Body): Answer {
    const all = [...users.values()];
    const email = text(b.email);
    const username = text(b.username);
    const externalId = text(b.external_id) || null;
    if (!/^[^@\s]+@[^@\s]+$/.test(email)) return invalid('email', 'The email must be a valid email address.');
    if (all.some((u) => u.email === email)) return invalid('email', 'The email has already been taken.');
    if (!/^[a-z0-9][\w.-]*[a-z0-9]$/.test(username)) return invalid('username', 'The username is invalid.');
    if (all.some((u) => u.username === username))
      return invalid('username', 'The username has already been taken.');
    if (externalId && all.some((u) => u.externalId === externalId))
      return invalid('external_id', 'The external id has already been taken.');
    if (!text(b.first_name)) return invalid('first_name', 'The first name field is required.');
    if (!text(b.last_name)) return invalid('last_name', 'The last name field is required.');
    const user: FakeUser = {
      id: ++lastId,
      externalId,
      username,
      email,
      firstName: text(b.first_name),
      lastName: text(b.last_name),
      password: text(b.password) || null,
    };
    users.set(user.id, user);
    return { status: 201, body: userJson(user) };
  }

  function showEgg(nest: number, id: number, include: string): Answer {
    const egg = eggs.get(id);
    if (!egg || egg.nest !== nest) return failed(404, 'NotFoundHttpException', NOT_FOUND);
    return ok(eggJson(egg, include.split(',').includes('variables')));
  }

  function serverByExternalId(externalId: string): Answer {
    const found = servers.get(externalId);
    return found ? ok(serverJson(found)) : failed(404, 'NotFoundHttpException', NOT_FOUND);
  }

  function storeServer(b: Body): Answer {
    const externalId = text(b.external_id);
    if (!externalId) return invalid('external_id', 'The fake keeps only servers with an external id.');
    if (servers.has(externalId)) return invalid('external_id', 'The external id has already been taken.');
    if (!text(b.name)) return invalid('name', 'The name field is required.');
    if (!users.has(Number(b.user))) return invalid('user', 'The selected user is invalid.');
    const egg = eggs.get(Number(b.egg));
    if (!egg) return invalid('egg', 'The selected egg is invalid.');
    const limits = limitsOf(b.limits);
    if (!limits) return invalid('limits.memory', 'The limits.memory field is required.');
    const featureLimits = featureLimitsOf(b.feature_limits);
    if (!featureLimits) return invalid('feature_limits', 'The feature limits field is required.');
    const environment = eggEnvironment(egg, b.environment);
    if (typeof environment === 'string') return invalid('environment', environment);
    const deploy = (b.deploy ?? {}) as Body;
    const locations = Array.isArray(deploy.locations) ? deploy.locations.map(Number) : [];
    if (!locations.includes(LOCATION.id))
      return failed(
        400,
        'NoViableNodeException',
        'No nodes satisfying the requirements specified for automatic deployment could be found.',
      );
    const allocation = allocations.find((a) => ![...servers.values()].some((s) => s.allocation === a.id));
    if (!allocation)
      return failed(
        400,
        'NoViableAllocationException',
        'No allocations satisfying the requirements specified for automatic deployment on this node were found.',
      );
    const created: FakeServer = {
      id: ++lastId,
      uuid: randomUUID(),
      externalId,
      name: text(b.name),
      user: Number(b.user),
      egg: egg.id,
      allocation: allocation.id,
      suspended: false,
      limits,
      featureLimits,
      image: text(b.docker_image) || (Object.values(egg.dockerImages)[0] ?? ''),
      startup: text(b.startup) || egg.startup,
      environment,
    };
    servers.set(externalId, created);
    return { status: 201, body: serverJson(created) };
  }

  function changeServer(action: string, id: number, b: Body): Answer {
    const found = [...servers.values()].find((s) => s.id === id);
    if (!found) return failed(404, 'NotFoundHttpException', NOT_FOUND);
    switch (action) {
      case 'POST suspend':
      case 'POST unsuspend':
        found.suspended = action === 'POST suspend';
        return { status: 204 };
      case 'DELETE ':
        servers.delete(found.externalId);
        return { status: 204 };
      case 'PATCH build':
        return changeBuild(found, b);
      case 'PATCH startup':
        return changeStartup(found, b);
      default:
        return failed(404, 'NotFoundHttpException', NOT_FOUND);
    }
  }

  function changeBuild(target: FakeServer, b: Body): Answer {
    if (Number(b.allocation) !== target.allocation)
      return invalid('allocation', 'The selected allocation is invalid.');
    const limits = limitsOf(b.limits);
    if (!limits) return invalid('limits.memory', 'The limits.memory field is required with limits.');
    const featureLimits = featureLimitsOf(b.feature_limits);
    if (!featureLimits) return invalid('feature_limits', 'The feature limits field is required.');
    target.limits = limits;
    target.featureLimits = featureLimits;
    return ok(serverJson(target));
  }

  function changeStartup(target: FakeServer, b: Body): Answer {
    const egg = eggs.get(Number(b.egg));
    if (!egg) return invalid('egg', 'The selected egg is invalid.');
    if (!text(b.startup)) return invalid('startup', 'The startup field is required.');
    if (!text(b.image)) return invalid('image', 'The image field is required.');
    if (typeof b.skip_scripts !== 'boolean')
      return invalid('skip_scripts', 'The skip scripts field must be present.');
    const environment = eggEnvironment(egg, b.environment);
    if (typeof environment === 'string') return invalid('environment', environment);
    Object.assign(target, { egg: egg.id, startup: text(b.startup), image: text(b.image), environment });
    return ok(serverJson(target));
  }

  function serverJson(s: FakeServer) {
    return {
      object: 'server',
      attributes: {
        id: s.id,
        external_id: s.externalId,
        uuid: s.uuid,
        identifier: s.uuid.slice(0, 8),
        name: s.name,
        description: '',
        status: null,
        suspended: s.suspended,
        limits: { ...s.limits, threads: null, oom_disabled: true },
        feature_limits: s.featureLimits,
        user: s.user,
        node: NODE,
        allocation: s.allocation,
        nest: eggs.get(s.egg)?.nest ?? null,
        egg: s.egg,
        container: {
          startup_command: s.startup,
          image: s.image,
          installed: 1,
          // The panel adds its own variables to the egg's.
          environment: {
            ...s.environment,
            STARTUP: s.startup,
            P_SERVER_LOCATION: LOCATION.short,
            P_SERVER_UUID: s.uuid,
            P_SERVER_ALLOCATION_LIMIT: s.featureLimits.allocations,
          },
        },
        updated_at: '2026-01-01T00:00:00+00:00',
        created_at: '2026-01-01T00:00:00+00:00',
      },
    };
  }

  const server = await startFakeServer(handle);
  return {
    url: server.url,
    apiKey,
    servers,
    users,
    eggs,
    allocations,
    requests,
    fail(next) {
      failure = next;
    },
    close: server.close,
  };
}

/** The values of the egg's variables: a required one must have a value (VariableValidatorService). */
function eggEnvironment(egg: FakeEgg, given: unknown): Record<string, string> | string {
  if (!given || typeof given !== 'object') return 'The environment field must be present.';
  const values = given as Record<string, unknown>;
  const environment: Record<string, string> = {};
  for (const variable of egg.variables) {
    const value = values[variable.env_variable];
    const filled = value === undefined || value === null ? '' : String(value);
    if (variable.rules.split('|').includes('required') && filled === '')
      return `The ${variable.name} variable field is required.`;
    environment[variable.env_variable] = filled;
  }
  return environment;
}

function limitsOf(value: unknown): FakeLimits | null {
  const v = (value ?? {}) as Record<string, unknown>;
  const keys = ['memory', 'swap', 'disk', 'io', 'cpu'] as const;
  if (keys.some((key) => typeof v[key] !== 'number')) return null;
  return { memory: v.memory, swap: v.swap, disk: v.disk, io: v.io, cpu: v.cpu } as FakeLimits;
}

function featureLimitsOf(value: unknown): FakeFeatureLimits | null {
  const v = (value ?? {}) as Record<string, unknown>;
  if (['databases', 'allocations', 'backups'].some((key) => typeof v[key] !== 'number')) return null;
  return { databases: v.databases, allocations: v.allocations, backups: v.backups } as FakeFeatureLimits;
}

function userJson(u: FakeUser) {
  return {
    object: 'user',
    attributes: {
      id: u.id,
      external_id: u.externalId,
      uuid: `00000000-0000-4000-8000-${String(u.id).padStart(12, '0')}`,
      username: u.username,
      email: u.email,
      first_name: u.firstName,
      last_name: u.lastName,
      language: 'en',
      root_admin: false,
      '2fa': false,
      created_at: '2026-01-01T00:00:00+00:00',
      updated_at: '2026-01-01T00:00:00+00:00',
    },
  };
}

function eggJson(egg: FakeEgg, withVariables: boolean) {
  return {
    object: 'egg',
    attributes: {
      id: egg.id,
      uuid: `00000000-0000-4000-9000-${String(egg.id).padStart(12, '0')}`,
      name: egg.name,
      nest: egg.nest,
      author: 'support@pterodactyl.io',
      description: `${egg.name} server`,
      docker_image: Object.values(egg.dockerImages)[0] ?? '',
      docker_images: egg.dockerImages,
      startup: egg.startup,
      created_at: '2026-01-01T00:00:00+00:00',
      updated_at: '2026-01-01T00:00:00+00:00',
      ...(withVariables
        ? {
            relationships: {
              variables: {
                object: 'list',
                data: egg.variables.map((variable, index) => ({
                  object: 'egg_variable',
                  attributes: { id: egg.id * 100 + index, egg_id: egg.id, ...variable, user_viewable: true },
                })),
              },
            },
          }
        : {}),
    },
  };
}

function locationJson() {
  return { object: 'location', attributes: { ...LOCATION, created_at: '2026-01-01T00:00:00+00:00' } };
}

/** The panel's Paper (nest Minecraft) and Rust eggs with their variables, a few of Rust's left out; ids are arbitrary. */
function defaultEggs(): FakeEgg[] {
  return [
    {
      id: 3,
      nest: 1,
      name: 'Paper',
      dockerImages: { 'Java 17': 'ghcr.io/pterodactyl/yolks:java_17' },
      startup:
        'java -Xms128M -Xmx{{SERVER_MEMORY}}M -Dterminal.jline=false -Dterminal.ansi=true -jar {{SERVER_JARFILE}}',
      variables: [
        {
          name: 'Minecraft Version',
          env_variable: 'MINECRAFT_VERSION',
          default_value: 'latest',
          rules: 'nullable|string|max:20',
        },
        {
          name: 'Server Jar File',
          env_variable: 'SERVER_JARFILE',
          default_value: 'server.jar',
          rules: 'required|regex:/^([\\w\\d._-]+)(\\.jar)$/',
        },
        { name: 'Download Path', env_variable: 'DL_PATH', default_value: '', rules: 'nullable|string' },
        {
          name: 'Build Number',
          env_variable: 'BUILD_NUMBER',
          default_value: 'latest',
          rules: 'required|string|max:20',
        },
      ],
    },
    {
      id: 14,
      nest: 4,
      name: 'Rust',
      dockerImages: { 'quay.io/pterodactyl/core:rust': 'quay.io/pterodactyl/core:rust' },
      startup:
        './RustDedicated -batchmode +server.port {{SERVER_PORT}} +server.hostname "{{HOSTNAME}}" +server.maxplayers {{MAX_PLAYERS}} +rcon.port {{RCON_PORT}} +rcon.password "{{RCON_PASS}}"',
      variables: [
        {
          name: 'Server Name',
          env_variable: 'HOSTNAME',
          default_value: 'A Rust Server',
          rules: 'required|string|max:40',
        },
        {
          name: 'Level',
          env_variable: 'LEVEL',
          default_value: 'Procedural Map',
          rules: 'required|string|max:20',
        },
        { name: 'World Size', env_variable: 'WORLD_SIZE', default_value: '3000', rules: 'required|integer' },
        { name: 'Max Players', env_variable: 'MAX_PLAYERS', default_value: '40', rules: 'required|integer' },
        { name: 'RCON Port', env_variable: 'RCON_PORT', default_value: '28016', rules: 'required|integer' },
        {
          name: 'RCON Password',
          env_variable: 'RCON_PASS',
          default_value: 'CHANGEME',
          rules: 'required|regex:/^[\\w.-]*$/|max:64',
        },
      ],
    },
  ];
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function ok(body: unknown): Answer {
  return { status: 200, body };
}

function failed(status: number, code: string, detail: string): Answer {
  return { status, body: { errors: [{ code, status: String(status), detail }] } };
}

/** A validation failure as the panel renders it (it also names the rule in meta; the fake does not). */
function invalid(field: string, detail: string): Answer {
  return {
    status: 422,
    body: { errors: [{ code: 'ValidationException', status: '422', detail, meta: { source_field: field } }] },
  };
}
