import type { IncomingMessage, ServerResponse } from 'node:http';
import { actOutFailure, type FakeFailure, startFakeServer } from './fake-panel-server.ts';

// A fake DirectAdmin for tests: a real HTTP server (port 0) that speaks the CMD_API_* request and
// response formats the DirectAdminClient uses: url-encoded answers by default, JSON when the request
// carries json=yes; HTTP Basic auth with one login key (401 otherwise); DirectAdmin-style error
// answers (HTTP 200 with error=1&text=...&details=...). It can be told to fail so tests can
// exercise retries (fake-panel-server.ts): 'down' drops every connection, 'error500' answers 500, 'slow'
// waits before answering.

export type FakeLimit = number | 'unlimited';
export type FakePackage = { quota: FakeLimit; bandwidth: FakeLimit };
export type FakeUsage = { quota: number; bandwidth: number; nemails: number; vdomains: number };
export type FakeAccount = {
  package: string;
  suspended: boolean;
  email: string;
  domain: string;
  usage: FakeUsage;
};
export type FakeRequest = {
  method: string;
  command: string;
  params: Record<string, string>;
  json: boolean;
  authorized: boolean;
};
export type { FakeFailure } from './fake-panel-server.ts';

export type FakeDirectAdmin = {
  url: string;
  username: string;
  loginKey: string;
  accounts: Map<string, FakeAccount>;
  packages: Map<string, FakePackage>;
  /** Every request received, in order (also while failing). */
  requests: FakeRequest[];
  fail(failure: FakeFailure): void;
  close(): Promise<void>;
};

type Answer = Record<string, string | number | string[]>;

export async function startFakeDirectAdmin(
  options: { username?: string; loginKey?: string; packages?: Record<string, FakePackage> } = {},
): Promise<FakeDirectAdmin> {
  const username = options.username ?? 'admin';
  const loginKey = options.loginKey ?? 'fake-login-key-0123456789';
  const packages = new Map(
    Object.entries(
      options.packages ?? {
        basic: { quota: 1000, bandwidth: 10_000 },
        pro: { quota: 5000, bandwidth: 'unlimited' },
      },
    ),
  );
  const accounts = new Map<string, FakeAccount>();
  const requests: FakeRequest[] = [];
  let failure: FakeFailure = { mode: 'none' };
  const expectedAuth = `Basic ${Buffer.from(`${username}:${loginKey}`).toString('base64')}`;

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake');
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const params: Record<string, string> = Object.fromEntries(url.searchParams);
    for (const [key, value] of new URLSearchParams(Buffer.concat(chunks).toString('utf8')))
      params[key] = value;
    const json = params.json === 'yes';
    delete params.json;
    const authorized = request.headers.authorization === expectedAuth;
    const command = url.pathname.replace(/^\//, '');
    requests.push({ method: request.method ?? 'GET', command, params, json, authorized });

    if (await actOutFailure(failure, request, response, DIRECTADMIN_PAGES)) return;

    if (!authorized) {
      response.writeHead(401, {
        'www-authenticate': 'Basic realm="DirectAdmin"',
        'content-type': 'text/plain',
      });
      response.end('Unauthorized');
      return;
    }
    const answer = dispatch(command, params);
    if (json) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer));
    } else {
      // DirectAdmin answers url-encoded text; numbers become strings.
      const form = new URLSearchParams(
        Object.entries(answer).flatMap(([key, value]): [string, string][] =>
          Array.isArray(value) ? value.map((item) => [`${key}[]`, String(item)]) : [[key, String(value)]],
        ),
      );
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end(form.toString());
    }
  }

  function dispatch(command: string, params: Record<string, string>): Answer {
    switch (command) {
      case 'CMD_API_ACCOUNT_USER':
        return createUser(params);
      case 'CMD_API_SELECT_USERS':
        return selectUsers(params);
      case 'CMD_API_MODIFY_USER':
        return modifyUser(params);
      case 'CMD_API_SHOW_USER_USAGE':
        return showUsage(params);
      case 'CMD_API_SHOW_USER_CONFIG':
        return showConfig(params);
      case 'CMD_API_PACKAGES_USER':
        return { list: [...packages.keys()] };
      default:
        return failed('Invalid command', `${command} is not a known API command`);
    }
  }

  function createUser(p: Record<string, string>): Answer {
    if (p.action !== 'create') return failed('Unable to Create User', 'Unknown action');
    const name = p.username ?? '';
    if (!/^[a-z][a-z0-9]{2,15}$/.test(name)) return failed('Unable to Create User', 'Invalid username');
    if (accounts.has(name))
      return failed('Unable to Create User', 'That username already exists on the system');
    if (!p.email?.includes('@')) return failed('Unable to Create User', 'Invalid email address');
    if (!p.passwd || p.passwd !== p.passwd2) return failed('Unable to Create User', 'Passwords do not match');
    if (!p.domain) return failed('Unable to Create User', 'Invalid domain');
    if (!p.package || !packages.has(p.package))
      return failed('Unable to Create User', `Package ${p.package ?? ''} does not exist`);
    if (!p.ip) return failed('Unable to Create User', 'No IP given');
    accounts.set(name, {
      package: p.package,
      suspended: false,
      email: p.email,
      domain: p.domain,
      usage: { quota: 0, bandwidth: 0, nemails: 0, vdomains: 1 },
    });
    return ok('User created', `User ${name} created with package ${p.package}`);
  }

  function selectUsers(p: Record<string, string>): Answer {
    const selected = Object.keys(p)
      .filter((key) => /^select\d+$/.test(key))
      .map((key) => p[key] ?? '');
    if (selected.length === 0) return failed('Error with the select', 'No users selected');
    const missing = selected.find((name) => !accounts.has(name));
    if (missing) return failed('Error with the select', `User ${missing} does not exist`);
    if (p.delete === 'yes' && p.confirmed === 'Confirm') {
      for (const name of selected) accounts.delete(name);
      return ok('Users deleted', selected.join(', '));
    }
    const suspend = p.dosuspend !== undefined || p.suspend === 'Suspend';
    const unsuspend = p.dounsuspend !== undefined || p.suspend === 'Unsuspend';
    if (suspend === unsuspend) return failed('Error with the select', 'No action given');
    for (const name of selected) {
      const account = accounts.get(name);
      if (account) account.suspended = suspend;
    }
    return ok(suspend ? 'Users suspended' : 'Users unsuspended', selected.join(', '));
  }

  function modifyUser(p: Record<string, string>): Answer {
    if (p.action !== 'package') return failed('Unable to modify user', 'Unknown action');
    const account = accounts.get(p.user ?? '');
    if (!account) return failed('Unable to modify user', `User ${p.user ?? ''} does not exist`);
    if (!p.package || !packages.has(p.package))
      return failed('Unable to modify user', `Package ${p.package ?? ''} does not exist`);
    account.package = p.package;
    return ok('User modified', `Package set to ${p.package}`);
  }

  function showUsage(p: Record<string, string>): Answer {
    const account = accounts.get(p.user ?? '');
    if (!account) return failed('Unable to show user', `User ${p.user ?? ''} does not exist`);
    return { ...account.usage, domainptr: 0, ftp: 1, mysql: 0, nsubdomains: 0 };
  }

  function showConfig(p: Record<string, string>): Answer {
    const name = p.user ?? '';
    const account = accounts.get(name);
    if (!account) return failed('Unable to show user', `User ${name} does not exist`);
    const limits = packages.get(account.package) ?? { quota: 'unlimited', bandwidth: 'unlimited' };
    return {
      username: name,
      email: account.email,
      domain: account.domain,
      package: account.package,
      suspended: account.suspended ? 'yes' : 'no',
      quota: limits.quota,
      bandwidth: limits.bandwidth,
      usertype: 'user',
    };
  }

  const server = await startFakeServer(handle);
  return {
    url: server.url,
    username,
    loginKey,
    accounts,
    packages,
    requests,
    fail(next) {
      failure = next;
    },
    close: server.close,
  };
}

const DIRECTADMIN_PAGES = {
  error500: '<html><body>Internal Server Error</body></html>',
  html: '<html><head><title>DirectAdmin Login</title></head><body>Login</body></html>',
};

function ok(text: string, details: string): Answer {
  return { error: 0, text, details };
}

function failed(text: string, details: string): Answer {
  return { error: 1, text, details };
}
