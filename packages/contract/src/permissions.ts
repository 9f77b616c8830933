// Staff roles and what each may do (issue 18). The API's guard enforces a route's permission with this table;
// the web app shows a role only the sections and buttons it may use, from the same table.

export const USER_ROLES = ['user', 'admin', 'finance', 'support'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const STAFF_ROLES = ['admin', 'finance', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PERMISSIONS = [
  /** Customers, their subscriptions, invoices, mandates, letters and activity, read only; the admin dashboard. */
  'customers.read',
  /** Change a customer's account: edit, activate/deactivate, delete, sessions. (The users' bulk action can change roles, so it needs roles.manage.) */
  'customers.manage',
  /** Give a user another role. */
  'roles.manage',
  /**
   * Money: billing runs, invoices and credit notes, subscriptions' changes, payments, SEPA batches and bank
   * files, direct-debit actions, mandates, collections and letters, the dunning schedule.
   */
  'billing',
  /** Reports, exports and analytics. */
  'reports',
  /** Tickets, notes, the status page, e-mailing a customer, resending an invoice. */
  'support',
  /** Company settings and the admin 2FA rule. */
  'settings',
  /** DirectAdmin and Pterodactyl servers and accounts. */
  'hosting',
  /** Packages and prices. */
  'catalog',
  /** The audit log. */
  'audit',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const rolePermissions: Record<StaffRole, readonly Permission[]> = {
  admin: PERMISSIONS,
  finance: ['customers.read', 'billing', 'reports', 'support'],
  support: ['customers.read', 'support'],
};

export function isStaffRole(role: string): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role);
}

/** May a user of this role do this? Customers hold no staff permission. */
export function can(role: string, permission: Permission): boolean {
  return isStaffRole(role) && rolePermissions[role].includes(permission);
}
