// Where each result leads: the Administration Dashboard keeps its open section in `?section=` (see the web's
// use-admin-section.ts) and each section reads its own deep-link parameter beside it.
const ADMIN_PATH = '/dashboard/admin';

function adminLink(section: string, params: Record<string, string>): string {
  return `${ADMIN_PATH}?${new URLSearchParams({ section, ...params })}`;
}

export const adminLinks = {
  /** The users section opens the user's detail from `user`. */
  user: (id: string) => adminLink('users', { user: id }),
  subscription: (id: string) => adminLink('subscriptions', { subscription: id }),
  invoice: (id: string) => adminLink('invoices', { invoice: id }),
  /** The manual payment lookup of the payments section, opened on the reference. */
  paymentReference: (reference: string) => adminLink('payments', { view: 'manual', reference }),
};
