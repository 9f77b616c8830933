import { notAPanel, panelRequest } from './panel-http.ts';
import {
  type AccountUsage,
  type NewAccount,
  type ProvisioningAdapter,
  ProvisioningError,
} from './provisioning-adapter.ts';

// DirectAdmin over its HTTP API (the CMD_API_* commands; docs.directadmin.com "Legacy API").
// Authentication is HTTP Basic with the admin/reseller username and a login key. Answers are
// url-encoded (`error=0&text=...&details=...`, or `key=value&...` for show commands), or JSON
// when the request carries `json=yes` (newer versions); both are read here.

export type DirectAdminOptions = {
  /** Base URL of the panel, e.g. https://server1.example.nl:2222 */
  url: string;
  /** Admin or reseller that owns the accounts. */
  username: string;
  loginKey: string;
  /** Per request; default 10 s. */
  timeoutMs?: number;
  /** Config PANEL_ALLOWED_NETWORKS: where the panel may be besides the public internet. */
  allowedNetworks: readonly string[];
  /** Ask for JSON answers (`json=yes`). Default false: url-encoded. */
  json?: boolean;
  /** The `ip` for new accounts: an address, or DirectAdmin's `shared`/`server`/`assign` (1.44+). */
  ip?: string;
};

type Answer = Record<string, unknown>;

const DEFAULT_TIMEOUT_MS = 10_000;

export class DirectAdminClient implements ProvisioningAdapter {
  private readonly baseUrl: string;
  private readonly authorization: string;
  private readonly timeoutMs: number;
  private readonly allowedNetworks: readonly string[];
  private readonly json: boolean;
  private readonly ip: string;

  constructor(options: DirectAdminOptions) {
    this.baseUrl = options.url.replace(/\/+$/, '');
    this.authorization = `Basic ${Buffer.from(`${options.username}:${options.loginKey}`).toString('base64')}`;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.allowedNetworks = options.allowedNetworks;
    this.json = options.json ?? false;
    this.ip = options.ip ?? 'shared';
  }

  async createAccount(account: NewAccount): Promise<void> {
    await this.action('CMD_API_ACCOUNT_USER', {
      action: 'create',
      add: 'Submit',
      username: account.username,
      email: account.email,
      passwd: account.password,
      passwd2: account.password,
      domain: account.domain,
      package: account.package,
      ip: this.ip,
      notify: 'no',
    });
  }

  // Older versions read suspend=Suspend|Unsuspend (the button's value), newer ones
  // dosuspend/dounsuspend; both are sent so either version does the same thing.
  async suspend(username: string): Promise<void> {
    await this.action('CMD_API_SELECT_USERS', {
      location: 'CMD_SELECT_USERS',
      suspend: 'Suspend',
      dosuspend: 'yes',
      select0: username,
    });
  }

  async unsuspend(username: string): Promise<void> {
    await this.action('CMD_API_SELECT_USERS', {
      location: 'CMD_SELECT_USERS',
      suspend: 'Unsuspend',
      dounsuspend: 'yes',
      select0: username,
    });
  }

  async changePackage(username: string, packageName: string): Promise<void> {
    await this.action('CMD_API_MODIFY_USER', { action: 'package', user: username, package: packageName });
  }

  async terminate(username: string): Promise<void> {
    await this.action('CMD_API_SELECT_USERS', { confirmed: 'Confirm', delete: 'yes', select0: username });
  }

  async usage(username: string): Promise<AccountUsage> {
    const [used, config] = await Promise.all([
      this.show('CMD_API_SHOW_USER_USAGE', { user: username }),
      this.show('CMD_API_SHOW_USER_CONFIG', { user: username }),
    ]);
    return {
      diskMb: numberField(used, 'quota', 'CMD_API_SHOW_USER_USAGE'),
      diskLimitMb: limitField(config, 'quota', 'CMD_API_SHOW_USER_CONFIG'),
      bandwidthMb: numberField(used, 'bandwidth', 'CMD_API_SHOW_USER_USAGE'),
      bandwidthLimitMb: limitField(config, 'bandwidth', 'CMD_API_SHOW_USER_CONFIG'),
      emailAccounts: numberField(used, 'nemails', 'CMD_API_SHOW_USER_USAGE'),
      domains: numberField(used, 'vdomains', 'CMD_API_SHOW_USER_USAGE'),
    };
  }

  /** The reseller's user packages (CMD_API_PACKAGES_USER); also proves the URL and login key work. */
  async packages(): Promise<string[]> {
    const answer = await this.show('CMD_API_PACKAGES_USER', {});
    const list = answer.list ?? [];
    if (!Array.isArray(list) || list.some((name) => typeof name !== 'string')) {
      throw new ProvisioningError({
        kind: 'invalid_response',
        command: 'CMD_API_PACKAGES_USER',
        message: 'DirectAdmin CMD_API_PACKAGES_USER has no list of package names',
      });
    }
    return list as string[];
  }

  /** A changing command (POST): success is `error=0`; anything else is an error. */
  private async action(command: string, params: Record<string, string>): Promise<Answer> {
    const answer = await this.request(command, 'POST', params);
    if (errorFlag(answer) !== false) {
      throw new ProvisioningError({
        kind: 'invalid_response',
        command,
        message: `DirectAdmin ${command} answered without error=0`,
      });
    }
    return answer;
  }

  /** A show command (GET): a key/value list, or `error=1` with a reason. */
  private show(command: string, params: Record<string, string>): Promise<Answer> {
    return this.request(command, 'GET', params);
  }

  private async request(
    command: string,
    method: 'GET' | 'POST',
    params: Record<string, string>,
  ): Promise<Answer> {
    // json=yes goes in the query string for both methods: DirectAdmin reads it from there.
    const form = new URLSearchParams(params);
    const query = new URLSearchParams(method === 'GET' ? params : {});
    if (this.json) query.set('json', 'yes');
    const url = `${this.baseUrl}/${command}${query.size > 0 ? `?${query}` : ''}`;
    const {
      status,
      contentType,
      text: body,
    } = await panelRequest(
      'DirectAdmin',
      command,
      url,
      {
        method,
        headers: {
          authorization: this.authorization,
          accept: this.json ? 'application/json' : 'application/x-www-form-urlencoded, text/plain',
          ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        body: method === 'POST' ? form.toString() : undefined,
      },
      { timeoutMs: this.timeoutMs, allowedNetworks: this.allowedNetworks },
    );

    if (status === 401 || status === 403) {
      throw new ProvisioningError({
        kind: 'rejected',
        command,
        status,
        message: `DirectAdmin refused the login key for ${command} (unauthorized, HTTP ${status})`,
      });
    }
    if (status >= 500) {
      throw new ProvisioningError({
        kind: 'unreachable',
        command,
        status,
        message: `DirectAdmin answered ${command} with HTTP ${status}`,
      });
    }
    if (status !== 200) throw notAPanel('DirectAdmin', command, status);

    const answer = parseAnswer(body, contentType);
    if (!answer) throw notAPanel('DirectAdmin', command, status);
    if (errorFlag(answer) === true) {
      const text = stringValue(answer.text) ?? 'error';
      const details = stringValue(answer.details) ?? stringValue(answer.result) ?? null;
      throw new ProvisioningError({
        kind: 'rejected',
        command,
        status,
        details,
        message: details ? `DirectAdmin: ${text}: ${details}` : `DirectAdmin: ${text}`,
      });
    }
    return answer;
  }
}

/** JSON when it looks like JSON, else url-encoded; null when it is neither (e.g. an HTML page). */
export function parseAnswer(body: string, contentType: string | null): Answer | null {
  const trimmed = body.trim();
  if (contentType?.includes('json') || trimmed.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Answer) : null;
    } catch {
      return null;
    }
  }
  if (trimmed === '' || trimmed.startsWith('<') || !trimmed.includes('=')) return null;
  // DirectAdmin html-encodes some characters (&#60;br&#62;) inside url-encoded values; turn those
  // back into percent-encoding first so their '&' is not taken for a separator.
  const decoded = trimmed.replace(/&#(\d+);/g, (_, code: string) =>
    encodeURIComponent(String.fromCharCode(Number(code))),
  );
  const answer: Answer = {};
  // A list comes as the same key repeated (`list[]=basic&list[]=pro`).
  for (const [key, value] of new URLSearchParams(decoded)) {
    const name = key.endsWith('[]') ? key.slice(0, -2) : key;
    const earlier = answer[name];
    answer[name] = key.endsWith('[]') ? [...(Array.isArray(earlier) ? earlier : []), value] : value;
  }
  return answer;
}

/** true for error=1, false for error=0, null when the answer has no error field. */
function errorFlag(answer: Answer): boolean | null {
  const value = answer.error;
  if (value === undefined || value === null) return null;
  if (value === true || value === 1 || value === '1') return true;
  if (value === false || value === 0 || value === '0') return false;
  return null;
}

function stringValue(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

function numberField(answer: Answer, key: string, command: string): number {
  const value = answer[key];
  const parsed = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  if (value === '' || !Number.isFinite(parsed)) {
    throw new ProvisioningError({
      kind: 'invalid_response',
      command,
      message: `DirectAdmin ${command} has no numeric '${key}'`,
    });
  }
  return parsed;
}

function limitField(answer: Answer, key: string, command: string): number | null {
  return answer[key] === 'unlimited' ? null : numberField(answer, key, command);
}
