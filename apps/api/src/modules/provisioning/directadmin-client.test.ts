import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeDirectAdmin, startFakeDirectAdmin } from '../../../test/fake-directadmin.ts';
import { DirectAdminClient, parseAnswer } from './directadmin-client.ts';
import { ProvisioningError } from './provisioning-adapter.ts';

let da: FakeDirectAdmin;
beforeAll(async () => {
  da = await startFakeDirectAdmin();
});
afterAll(() => da.close());
beforeEach(() => {
  da.fail({ mode: 'none' });
  da.accounts.clear();
  da.requests.length = 0;
});

function client(options: { json?: boolean; loginKey?: string; timeoutMs?: number } = {}): DirectAdminClient {
  return new DirectAdminClient({
    url: `${da.url}/`,
    username: da.username,
    loginKey: options.loginKey ?? da.loginKey,
    json: options.json,
    timeoutMs: options.timeoutMs ?? 2000,
    allowedNetworks: ['127.0.0.1/32'],
  });
}

const account = {
  username: 'klant01',
  email: 'klant@example.nl',
  password: 'S3cret!pass',
  domain: 'klant01.nl',
  package: 'basic',
};

async function caught(promise: Promise<unknown>): Promise<ProvisioningError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProvisioningError);
  return error as ProvisioningError;
}

describe.each([
  { format: 'url-encoded', json: false },
  { format: 'JSON', json: true },
])('DirectAdminClient packages ($format answers)', ({ json }) => {
  it('lists the reseller’s packages, and a wrong login key is refused', async () => {
    expect(await client({ json }).packages()).toEqual(['basic', 'pro']);
    const refused = await caught(client({ json, loginKey: 'wrong' }).packages());
    expect([refused.kind, refused.status, refused.retryable]).toEqual(['rejected', 401, false]);
  });
});

describe.each([
  { format: 'url-encoded', json: false },
  { format: 'JSON', json: true },
])('DirectAdminClient life cycle ($format answers)', ({ json }) => {
  it('creates, reads usage, suspends, unsuspends, changes package and terminates', async () => {
    const da1 = client({ json });

    await da1.createAccount(account);
    expect(da.accounts.get('klant01')).toMatchObject({
      package: 'basic',
      suspended: false,
      domain: 'klant01.nl',
    });
    const create = da.requests.at(-1);
    expect(create).toMatchObject({
      method: 'POST',
      command: 'CMD_API_ACCOUNT_USER',
      json,
      authorized: true,
      params: {
        action: 'create',
        add: 'Submit',
        username: 'klant01',
        email: 'klant@example.nl',
        passwd: 'S3cret!pass',
        passwd2: 'S3cret!pass',
        domain: 'klant01.nl',
        package: 'basic',
        ip: 'shared',
        notify: 'no',
      },
    });

    const stored = da.accounts.get('klant01');
    if (!stored) throw new Error('account missing');
    stored.usage = { quota: 123.4, bandwidth: 2048.5, nemails: 3, vdomains: 2 };
    expect(await da1.usage('klant01')).toEqual({
      diskMb: 123.4,
      diskLimitMb: 1000,
      bandwidthMb: 2048.5,
      bandwidthLimitMb: 10_000,
      emailAccounts: 3,
      domains: 2,
    });
    expect(
      da.requests
        .slice(-2)
        .map((r) => `${r.method} ${r.command} ${r.params.user}`)
        .sort(),
    ).toEqual(['GET CMD_API_SHOW_USER_CONFIG klant01', 'GET CMD_API_SHOW_USER_USAGE klant01']);

    await da1.suspend('klant01');
    expect(da.accounts.get('klant01')?.suspended).toBe(true);
    expect(da.requests.at(-1)).toMatchObject({
      command: 'CMD_API_SELECT_USERS',
      params: { location: 'CMD_SELECT_USERS', suspend: 'Suspend', select0: 'klant01' },
    });

    await da1.unsuspend('klant01');
    expect(da.accounts.get('klant01')?.suspended).toBe(false);
    expect(da.requests.at(-1)?.params).toMatchObject({ suspend: 'Unsuspend', select0: 'klant01' });

    await da1.changePackage('klant01', 'pro');
    expect(da.accounts.get('klant01')?.package).toBe('pro');
    expect(da.requests.at(-1)).toMatchObject({
      command: 'CMD_API_MODIFY_USER',
      params: { action: 'package', user: 'klant01', package: 'pro' },
    });
    // The pro package has unlimited bandwidth: the limit reads as null.
    expect(await da1.usage('klant01')).toMatchObject({ diskLimitMb: 5000, bandwidthLimitMb: null });

    await da1.terminate('klant01');
    expect(da.accounts.has('klant01')).toBe(false);
    expect(da.requests.at(-1)).toMatchObject({
      command: 'CMD_API_SELECT_USERS',
      params: { confirmed: 'Confirm', delete: 'yes', select0: 'klant01' },
    });
  });

  it('surfaces a DirectAdmin error answer as rejected, with its text and details', async () => {
    const da1 = client({ json });
    await da1.createAccount(account);
    const exists = await caught(da1.createAccount(account));
    expect(exists).toMatchObject({
      kind: 'rejected',
      retryable: false,
      command: 'CMD_API_ACCOUNT_USER',
      details: 'That username already exists on the system',
    });
    expect(exists.message).toBe(
      'DirectAdmin: Unable to Create User: That username already exists on the system',
    );

    const unknownPackage = await caught(da1.changePackage('klant01', 'gold'));
    expect(unknownPackage).toMatchObject({ kind: 'rejected', details: 'Package gold does not exist' });
    expect(da.accounts.get('klant01')?.package).toBe('basic');

    const unknownUser = await caught(da1.usage('nobody'));
    expect(unknownUser).toMatchObject({ kind: 'rejected', details: 'User nobody does not exist' });
    expect((await caught(da1.suspend('nobody'))).kind).toBe('rejected');
  });
});

describe('DirectAdminClient failures', () => {
  it('a wrong login key is rejected as unauthorized and not retryable', async () => {
    const error = await caught(client({ loginKey: 'wrong-key' }).createAccount(account));
    expect(error).toMatchObject({ kind: 'rejected', status: 401, retryable: false });
    expect(error.message).toContain('unauthorized');
    expect(da.requests.at(-1)?.authorized).toBe(false);
    expect(da.accounts.size).toBe(0);
  });

  it('a server that drops the connection is unreachable and retryable', async () => {
    da.fail({ mode: 'down' });
    const error = await caught(client().suspend('klant01'));
    expect(error).toMatchObject({ kind: 'unreachable', retryable: true, status: null });
  });

  it('a closed port is unreachable and retryable', async () => {
    const other = await startFakeDirectAdmin();
    const url = other.url;
    await other.close();
    const error = await caught(
      new DirectAdminClient({
        url,
        username: 'admin',
        loginKey: 'x',
        timeoutMs: 2000,
        allowedNetworks: ['127.0.0.1/32'],
      }).usage('klant01'),
    );
    expect(error).toMatchObject({ kind: 'unreachable', retryable: true });
  });

  it('HTTP 500 is unreachable and retryable', async () => {
    da.fail({ mode: 'error500' });
    const error = await caught(client({ json: true }).createAccount(account));
    expect(error).toMatchObject({ kind: 'unreachable', retryable: true, status: 500 });
  });

  it('an answer slower than the timeout is unreachable and retryable', async () => {
    da.fail({ mode: 'slow', delayMs: 1000 });
    const started = Date.now();
    const error = await caught(client({ timeoutMs: 150 }).unsuspend('klant01'));
    expect(Date.now() - started).toBeLessThan(900);
    expect(error).toMatchObject({ kind: 'unreachable', retryable: true });
    expect(error.message).toContain('geen antwoord binnen 150 ms');
  });

  it('a timed-out create may still happen on the panel: a retry then answers that the user exists', async () => {
    // What the job queue must handle later: unreachable does not mean "not done".
    da.fail({ mode: 'slow', delayMs: 300, applyWhenAbandoned: true });
    expect((await caught(client({ timeoutMs: 100 }).createAccount(account))).kind).toBe('unreachable');
    for (let i = 0; i < 50 && !da.accounts.has('klant01'); i++) await new Promise((r) => setTimeout(r, 20));
    expect(da.accounts.has('klant01')).toBe(true);
    da.fail({ mode: 'none' });
    expect(await caught(client().createAccount(account))).toMatchObject({
      kind: 'rejected',
      details: 'That username already exists on the system',
    });
  });

  it('after a failure the same client works again once the server is back', async () => {
    da.fail({ mode: 'down' });
    await caught(client().createAccount(account));
    da.fail({ mode: 'none' });
    await client().createAccount(account);
    expect(da.accounts.has('klant01')).toBe(true);
  });
});

describe('parseAnswer', () => {
  it('reads url-encoded answers, with html entities inside values', () => {
    expect(
      parseAnswer('error=1&text=Unable%20to%20Create&details=line&#60;br&#62;two', 'text/plain'),
    ).toEqual({
      error: '1',
      text: 'Unable to Create',
      details: 'line<br>two',
    });
  });

  it('reads JSON answers and refuses an HTML page', () => {
    expect(parseAnswer('{"error":"0","text":"ok"}', 'application/json')).toEqual({ error: '0', text: 'ok' });
    expect(parseAnswer('<html><body>Login</body></html>', 'text/html')).toBeNull();
    expect(parseAnswer('{broken', 'application/json')).toBeNull();
  });

  it('an answer without numbers where usage is expected is an invalid response', async () => {
    da.packages.set('odd', { quota: 'unlimited', bandwidth: 'unlimited' });
    await client().createAccount({ ...account, package: 'odd' });
    const stored = da.accounts.get('klant01');
    if (!stored) throw new Error('account missing');
    stored.usage = { ...stored.usage, quota: Number.NaN };
    const error = await caught(client().usage('klant01'));
    expect(error).toMatchObject({ kind: 'invalid_response', retryable: true });
    expect(error.message).toContain("'quota'");
  });
});
