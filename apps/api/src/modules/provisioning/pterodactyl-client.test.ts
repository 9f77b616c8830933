import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakePterodactyl, startFakePterodactyl } from '../../../test/fake-pterodactyl.ts';
import type { NewAccount } from './provisioning-adapter.ts';
import { ProvisioningError } from './provisioning-adapter.ts';
import { PterodactylClient, playerLimitVariable } from './pterodactyl-client.ts';

let panel: FakePterodactyl;
beforeAll(async () => {
  panel = await startFakePterodactyl();
});
afterAll(() => panel.close());
beforeEach(() => {
  panel.fail({ mode: 'none' });
  panel.servers.clear();
  panel.users.clear();
  panel.requests.length = 0;
});

const allowedNetworks = ['127.0.0.1/32'];

function client(options: { apiKey?: string; timeoutMs?: number; nodeLocations?: number[] } = {}) {
  return new PterodactylClient({
    url: `${panel.url}/`,
    apiKey: options.apiKey ?? panel.apiKey,
    timeoutMs: options.timeoutMs ?? 2000,
    nodeLocations: options.nodeLocations,
    allowedNetworks,
  });
}

// The fake's Rust egg (nest 4, egg 14) has MAX_PLAYERS; its Paper egg (nest 1, egg 3) has no player limit.
const rust: NewAccount = {
  username: 'klant01',
  email: 'klant@example.nl',
  password: 'S3cret!pass',
  domain: 'rust.klant01.nl',
  package: '4:14',
  firstname: 'Jan',
  lastname: 'Jansen',
  resources: { ramMb: 4096, diskMb: 20_000, slots: 50 },
};
const paper: NewAccount = {
  ...rust,
  username: 'klant02',
  domain: '',
  package: '1:3',
  resources: { ramMb: 2048, diskMb: 10_000, slots: 20 },
};

async function caught(promise: Promise<unknown>): Promise<ProvisioningError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProvisioningError);
  return error as ProvisioningError;
}

describe('PterodactylClient createAccount', () => {
  it('creates the panel user and a server built from the egg, with the slots as player limit', async () => {
    await client().createAccount(rust);

    expect([...panel.users.values()]).toEqual([
      {
        id: expect.any(Number),
        externalId: 'klant01',
        username: 'klant01',
        email: 'klant@example.nl',
        firstName: 'Jan',
        lastName: 'Jansen',
        password: 'S3cret!pass',
      },
    ]);
    const server = panel.servers.get('klant01');
    expect(server).toMatchObject({
      name: 'rust.klant01.nl',
      user: [...panel.users.keys()][0],
      egg: 14,
      suspended: false,
      image: 'quay.io/pterodactyl/core:rust',
      limits: { memory: 4096, swap: 0, disk: 20_000, io: 500, cpu: 0 },
      featureLimits: { databases: 0, allocations: 1, backups: 2 },
      environment: {
        HOSTNAME: 'A Rust Server',
        LEVEL: 'Procedural Map',
        WORLD_SIZE: '3000',
        MAX_PLAYERS: '50',
        RCON_PORT: '28016',
        RCON_PASS: 'CHANGEME',
      },
    });
    expect(server?.startup).toContain('+server.maxplayers {{MAX_PLAYERS}}');

    const create = panel.requests.at(-1);
    expect(create).toMatchObject({
      method: 'POST',
      path: '/api/application/servers',
      authorized: true,
      accept: 'Application/vnd.pterodactyl.v1+json',
      contentType: 'application/json',
      body: {
        external_id: 'klant01',
        egg: 14,
        deploy: { locations: [1], dedicated_ip: false, port_range: [] },
        start_on_completion: true,
      },
    });
    expect(panel.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/application/servers/external/klant01',
      'GET /api/application/users/external/klant01',
      'GET /api/application/users',
      'POST /api/application/users',
      'GET /api/application/nests/4/eggs/14',
      'GET /api/application/locations',
      'POST /api/application/servers',
    ]);
  });

  it('keeps the egg’s defaults when it has no player limit, names the server after the username without a domain, and deploys to the configured locations', async () => {
    await client({ nodeLocations: [1] }).createAccount(paper);
    expect(panel.servers.get('klant02')).toMatchObject({
      name: 'klant02',
      egg: 3,
      image: 'ghcr.io/pterodactyl/yolks:java_17',
      environment: {
        MINECRAFT_VERSION: 'latest',
        SERVER_JARFILE: 'server.jar',
        DL_PATH: '',
        BUILD_NUMBER: 'latest',
      },
      limits: { memory: 2048, disk: 10_000 },
    });
    expect(Object.keys(panel.servers.get('klant02')?.environment ?? {})).not.toContain('MAX_PLAYERS');
    expect(panel.requests.some((r) => r.path === '/api/application/locations')).toBe(false);
  });

  it('a customer’s second server goes to their existing panel user (by email, exactly)', async () => {
    await client().createAccount({ ...rust, email: 'oud.klant@example.nl', username: 'klant00' });
    await client().createAccount(rust);
    await client().createAccount(paper);
    const users = [...panel.users.values()];
    expect(users.map((u) => u.email)).toEqual(['oud.klant@example.nl', 'klant@example.nl']);
    const owner = users[1]?.id;
    expect([panel.servers.get('klant01')?.user, panel.servers.get('klant02')?.user]).toEqual([owner, owner]);
  });

  it('a create that was already done is refused as "already exists", without a second user or server', async () => {
    await client().createAccount(rust);
    const again = await caught(client().createAccount(rust));
    expect(again).toMatchObject({ kind: 'rejected', retryable: false });
    expect(again.message).toContain('already exists');
    expect(panel.users.size).toBe(1);
    expect(panel.servers.size).toBe(1);
  });

  it('a timed-out create may still happen on the panel: the retry then answers that it already exists', async () => {
    panel.fail({
      mode: 'slow',
      delayMs: 300,
      applyWhenAbandoned: true,
      only: 'POST /api/application/servers',
    });
    expect((await caught(client({ timeoutMs: 100 }).createAccount(rust))).kind).toBe('unreachable');
    for (let i = 0; i < 50 && !panel.servers.has('klant01'); i++) await new Promise((r) => setTimeout(r, 20));
    expect(panel.servers.has('klant01')).toBe(true);
    panel.fail({ mode: 'none' });
    expect((await caught(client().createAccount(rust))).message).toContain('already exists');
  });

  it('a template without resources or with a malformed egg is refused before asking the panel', async () => {
    const noResources = await caught(client().createAccount({ ...rust, resources: undefined }));
    expect(noResources).toMatchObject({ kind: 'rejected', retryable: false });
    expect(noResources.message).toContain('the template has no resources');
    const badEgg = await caught(client().createAccount({ ...rust, package: 'rust' }));
    expect(badEgg).toMatchObject({ kind: 'rejected', retryable: false });
    expect(badEgg.message).toContain('nestId:eggId');
    expect(panel.requests).toHaveLength(0);
  });

  it('the panel’s refusals are rejected with its detail text', async () => {
    const unknownEgg = await caught(client().createAccount({ ...rust, package: '4:99' }));
    expect(unknownEgg).toMatchObject({
      kind: 'rejected',
      status: 404,
      command: 'GET /api/application/nests/4/eggs/99',
      details: 'The requested resource could not be found on the server.',
    });

    const rustEgg = panel.eggs.get(14);
    if (!rustEgg) throw new Error('egg missing');
    const original = rustEgg.variables;
    rustEgg.variables = [
      ...original,
      { name: 'Steam Token', env_variable: 'STEAM_TOKEN', default_value: '', rules: 'required|string' },
    ];
    try {
      const missingVariable = await caught(client().createAccount(rust));
      expect(missingVariable).toMatchObject({
        kind: 'rejected',
        status: 422,
        details: 'The Steam Token variable field is required.',
      });
      expect(missingVariable.message).toBe(
        'Pterodactyl POST /api/application/servers: The Steam Token variable field is required.',
      );
    } finally {
      rustEgg.variables = original;
    }
  });

  it('a panel without free allocations is rejected with its reason', async () => {
    const small = await startFakePterodactyl({ allocations: 1 });
    try {
      const small1 = new PterodactylClient({
        url: small.url,
        apiKey: small.apiKey,
        timeoutMs: 2000,
        allowedNetworks,
      });
      await small1.createAccount(rust);
      const full = await caught(small1.createAccount(paper));
      expect(full).toMatchObject({ kind: 'rejected', status: 400 });
      expect(full.details).toContain('No allocations satisfying the requirements');
      expect(small.servers.size).toBe(1);
    } finally {
      await small.close();
    }
  });
});

describe('PterodactylClient life cycle', () => {
  it('suspends, unsuspends, changes the build and player limit, and terminates', async () => {
    const ptero = client();
    await ptero.createAccount(rust);
    const created = panel.servers.get('klant01');
    if (!created) throw new Error('server missing');
    const { id, allocation } = created;

    await ptero.suspend('klant01');
    expect(panel.servers.get('klant01')?.suspended).toBe(true);
    expect(panel.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/api/application/servers/${id}/suspend`,
    });
    await ptero.unsuspend('klant01');
    expect(panel.servers.get('klant01')?.suspended).toBe(false);

    await ptero.changePackage('klant01', '4:14', { ramMb: 8192, diskMb: 40_000, slots: 100 });
    expect(panel.servers.get('klant01')).toMatchObject({
      allocation,
      limits: { memory: 8192, swap: 0, disk: 40_000, io: 500, cpu: 0 },
      featureLimits: { databases: 0, allocations: 1, backups: 2 },
      environment: { MAX_PLAYERS: '100', HOSTNAME: 'A Rust Server', RCON_PASS: 'CHANGEME' },
    });
    expect(panel.requests.slice(-2).map((r) => `${r.method} ${r.path}`)).toEqual([
      `PATCH /api/application/servers/${id}/build`,
      `PATCH /api/application/servers/${id}/startup`,
    ]);

    // Same slots: only the build changes.
    await ptero.changePackage('klant01', '4:14', { ramMb: 6144, diskMb: 40_000, slots: 100 });
    expect(panel.requests.at(-1)?.path).toBe(`/api/application/servers/${id}/build`);
    expect(panel.servers.get('klant01')?.limits.memory).toBe(6144);

    await ptero.terminate('klant01');
    expect(panel.servers.has('klant01')).toBe(false);
    expect(panel.requests.at(-1)).toMatchObject({ method: 'DELETE', path: `/api/application/servers/${id}` });
    // The panel user stays: it is the customer's login and may own other servers.
    expect(panel.users.size).toBe(1);
  });

  it('a server that is gone "does not exist" for terminate and the other steps', async () => {
    await client().createAccount(rust);
    await client().terminate('klant01');
    const again = await caught(client().terminate('klant01'));
    expect(again).toMatchObject({ kind: 'rejected', retryable: false, status: 404 });
    expect(again.message).toContain('does not exist');
    expect((await caught(client().suspend('nobody'))).message).toContain('does not exist');
  });

  it('a package change to another egg or without resources is refused and changes nothing', async () => {
    await client().createAccount(rust);
    const otherGame = await caught(client().changePackage('klant01', '1:3', paper.resources));
    expect(otherGame).toMatchObject({ kind: 'rejected', retryable: false });
    expect(otherGame.message).toContain('is not done automatically');
    expect((await caught(client().changePackage('klant01', '4:14'))).message).toContain('no resources');
    expect(panel.servers.get('klant01')?.limits.memory).toBe(4096);
  });

  it('usage is not reported by the Application API', async () => {
    expect(await client().usage()).toBeNull();
  });

  it('check proves the URL and key by reading the locations', async () => {
    await client().check();
    expect(panel.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: '/api/application/locations',
      authorized: true,
    });
    const refused = await caught(client({ apiKey: 'ptla_wrong' }).check());
    expect([refused.kind, refused.status, refused.retryable]).toEqual(['rejected', 401, false]);
  });
});

describe('PterodactylClient failures', () => {
  it('a wrong API key is rejected as unauthorized and not retryable', async () => {
    const error = await caught(client({ apiKey: 'ptla_wrong' }).createAccount(rust));
    expect(error).toMatchObject({ kind: 'rejected', status: 401, retryable: false });
    expect(error.message).toContain('refused the API key');
    expect(panel.requests.at(-1)?.authorized).toBe(false);
    expect(panel.servers.size).toBe(0);
  });

  it('a panel that drops the connection is unreachable and retryable', async () => {
    panel.fail({ mode: 'down' });
    const error = await caught(client().suspend('klant01'));
    expect(error).toMatchObject({ kind: 'unreachable', retryable: true, status: null });
  });

  it('a closed port is unreachable and retryable', async () => {
    const other = await startFakePterodactyl();
    const url = other.url;
    await other.close();
    const error = await caught(
      new PterodactylClient({ url, apiKey: 'x', timeoutMs: 2000, allowedNetworks }).check(),
    );
    expect(error).toMatchObject({ kind: 'unreachable', retryable: true });
  });

  it('HTTP 500 is unreachable and retryable', async () => {
    panel.fail({ mode: 'error500' });
    const error = await caught(client().createAccount(rust));
    expect(error).toMatchObject({ kind: 'unreachable', retryable: true, status: 500 });
  });

  it('an answer slower than the timeout is unreachable and retryable', async () => {
    panel.fail({ mode: 'slow', delayMs: 1000 });
    const started = Date.now();
    const error = await caught(client({ timeoutMs: 150 }).unsuspend('klant01'));
    expect(Date.now() - started).toBeLessThan(900);
    expect(error).toMatchObject({ kind: 'unreachable', retryable: true });
    expect(error.message).toContain('geen antwoord binnen 150 ms');
  });

  it('a web page instead of the API is an invalid response, also as a 404: a missing server is not assumed', async () => {
    await client().createAccount(rust);
    panel.fail({ mode: 'html', status: 200 });
    expect(await caught(client().check())).toMatchObject({ kind: 'invalid_response', retryable: true });
    panel.fail({ mode: 'html', status: 404 });
    const terminate = await caught(client().terminate('klant01'));
    expect(terminate).toMatchObject({ kind: 'invalid_response', retryable: true, status: 404 });
    expect(terminate.message).not.toContain('does not exist');
    expect(panel.servers.has('klant01')).toBe(true);
  });

  it('JSON that is not the expected object is an invalid response', async () => {
    await client().createAccount(rust);
    const stored = panel.servers.get('klant01');
    if (!stored) throw new Error('server missing');
    // A panel whose server has no allocation any more cannot be read as one of ours.
    Object.assign(stored, { allocation: null });
    const error = await caught(client().changePackage('klant01', '4:14', rust.resources));
    expect(error).toMatchObject({ kind: 'invalid_response', retryable: true });
    expect(error.message).toContain('attributes.allocation');
  });

  it('after a failure the same client works again once the panel is back', async () => {
    const ptero = client();
    panel.fail({ mode: 'down' });
    await caught(ptero.createAccount(rust));
    panel.fail({ mode: 'none' });
    await ptero.createAccount(rust);
    expect(panel.servers.has('klant01')).toBe(true);
  });
});

describe('playerLimitVariable', () => {
  it('picks the maximum-players variable, whatever the egg calls it', () => {
    expect(playerLimitVariable(['HOSTNAME', 'MAX_PLAYERS', 'RCON_PORT'])).toBe('MAX_PLAYERS');
    expect(playerLimitVariable(['SERVER_MAX_PLAYERS'])).toBe('SERVER_MAX_PLAYERS');
    expect(playerLimitVariable(['MAXPLAYERS', 'GAME_MODE'])).toBe('MAXPLAYERS');
    expect(playerLimitVariable(['RESERVED_PLAYERS', 'MAX_PLAYERS'])).toBe('MAX_PLAYERS');
    expect(playerLimitVariable(['SERVER_JARFILE', 'BUILD_NUMBER'])).toBeUndefined();
  });
});
