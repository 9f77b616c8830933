// The one interface the rest of the API uses to manage hosting accounts on a control panel.
// DirectAdmin is the first implementation (directadmin-client.ts); jobs that follow billing
// state call these methods and decide from ProvisioningError.retryable whether to try again.

export type NewAccount = {
  username: string;
  email: string;
  password: string;
  domain: string;
  /**
   * The panel's own package: a DirectAdmin package name, or for a game panel the egg ("nestId:eggId")
   * the server is built from. Admins map our packages to it.
   */
  package: string;
  /** The customer's name, for panels that keep a user record (a game panel). */
  firstname?: string;
  lastname?: string;
  /** Limits of a game server (a game panel builds the server with them; DirectAdmin takes them from the package). */
  resources?: AccountResources;
};

export type AccountResources = { ramMb: number; diskMb: number; slots: number };

/** Megabytes as the panel reports them; a null limit means unlimited. */
export type AccountUsage = {
  diskMb: number;
  diskLimitMb: number | null;
  bandwidthMb: number;
  bandwidthLimitMb: number | null;
  emailAccounts: number;
  domains: number;
};

export interface ProvisioningAdapter {
  createAccount(account: NewAccount): Promise<void>;
  suspend(username: string): Promise<void>;
  unsuspend(username: string): Promise<void>;
  changePackage(username: string, packageName: string, resources?: AccountResources): Promise<void>;
  terminate(username: string): Promise<void>;
  /** null when the panel does not report usage for this kind of account. */
  usage(username: string): Promise<AccountUsage | null>;
}

/**
 * - unreachable: no usable answer (connection refused or reset, timeout, HTTP 5xx). Retryable.
 * - rejected: the panel answered and refused (its error text, or 401/403 for a wrong login key).
 *   Not retryable: trying again gives the same answer until someone changes something.
 * - invalid_response: the panel answered something we cannot read (a maintenance or login page in between).
 *   Retryable: it usually passes, and until then the account shows as failing with the reason.
 */
export type ProvisioningErrorKind = 'unreachable' | 'rejected' | 'invalid_response';

export class ProvisioningError extends Error {
  readonly kind: ProvisioningErrorKind;
  readonly retryable: boolean;
  /** The panel command that failed, e.g. CMD_API_ACCOUNT_USER. */
  readonly command: string;
  /** HTTP status when the panel answered one. */
  readonly status: number | null;
  /** The panel's own `details` text, when it gave one. */
  readonly details: string | null;

  constructor(input: {
    kind: ProvisioningErrorKind;
    command: string;
    message: string;
    status?: number | null;
    details?: string | null;
    retryable?: boolean;
    cause?: unknown;
  }) {
    super(input.message, input.cause === undefined ? undefined : { cause: input.cause });
    this.name = 'ProvisioningError';
    this.kind = input.kind;
    this.command = input.command;
    this.status = input.status ?? null;
    this.details = input.details ?? null;
    this.retryable = input.retryable ?? input.kind !== 'rejected';
  }
}
