// The Administration Dashboard header's global search (issue 7). Staff screens show English in nl too
// (ARCHITECTURE "Language"); de and fr translate these keys.
export const adminSearchEn = {
  label: 'Find users, subscriptions, invoices and payments',
  placeholder: 'Search…',
  shortcutHint: 'Press / or Ctrl+K to search',
  results: 'Matches',
  hint: 'Type at least 2 characters: a name, e-mail address, customer number, domain, invoice number or payment reference.',
  searching: 'Searching…',
  noResults: 'No results for "{{q}}"',
  error: 'The search failed: {{error}}',
  retry: 'Retry',
  resultCount_one: '{{count}} result',
  resultCount_other: '{{count}} results',
  groups: {
    users: 'Users',
    subscriptions: 'Subscriptions',
    invoices: 'Invoices',
    payments: 'Payment references',
  },
  shown: '{{shown}} of {{total}}',
  shownCapped: '{{shown}} of {{total}}+',
  kinds: {
    user: 'User',
    subscription: 'Subscription',
    invoice: 'Invoice',
    invoice_reference: 'Invoice payment reference',
    letter_reference: 'Collection letter reference',
    end_to_end_id: 'SEPA end-to-end ID',
    mandate_reference: 'SEPA mandate',
  },
};
