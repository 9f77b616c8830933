// Issue 30: payment arrangements in the Collection Center (list, figures, the daily check, the company's
// rules). The Administration Dashboard shows English in nl too (ARCHITECTURE "Language"); de and fr translate.
// The dialogs' texts are in ../arrangement-dialog.
export const adminArrangementsEn = {
  title: 'Payment arrangements',
  description:
    'Customers paying overdue claims in instalments. While they keep to it, the dunning run leaves those claims alone.',
  stats: {
    label: 'Payment arrangement figures',
    open: 'Open',
    openHint: '{{active}} active, {{proposed}} proposed',
    review: 'Waiting for review',
    reviewHint: 'Proposals outside the company rules',
    kept: 'Kept',
    keptHint: 'Paid in full',
    broken: 'Broken',
    brokenHint: 'Lapsed after a missed instalment',
  },
  filters: { status: 'Status', all: 'All statuses', clear: 'Show all' },
  columns: {
    number: 'Number',
    customer: 'Customer',
    status: 'Status',
    total: 'Total',
    paid: 'Paid',
    next: 'Next instalment',
    created: 'Created',
    actions: 'Actions',
  },
  customerNumber: 'Customer no. {{number}}',
  paidOf: '{{amount}} paid',
  open: 'Open',
  openLabel: 'Open payment arrangement {{number}} of {{customer}}',
  loading: 'Loading payment arrangements…',
  loadError: 'Failed to load payment arrangements: {{message}}',
  empty: 'No payment arrangements yet.',
  emptyFiltered: 'No payment arrangements with this status.',
  summary: 'Showing {{shown}} of {{total}} arrangements',
  run: {
    button: 'Run arrangement check',
    title: 'Arrangement check done',
    counts:
      '{{checked}} checked: {{reminded}} reminded of a late instalment, {{lapsed}} lapsed, {{completed}} completed.',
    failures_one: '{{count}} arrangement could not be checked; the next run tries again:',
    failures_other: '{{count}} arrangements could not be checked; the next run tries again:',
    failed: 'Failed to run the arrangement check: {{message}}',
    dismiss: 'Dismiss',
  },
  rules: {
    title: 'Payment arrangement rules',
    description:
      'What a customer may agree in the portal on their own. Outside these rules a proposal waits for staff, who may agree it all the same; the rules it breaks are recorded with it.',
    loading: 'Loading the payment arrangement rules…',
    loadError: 'Failed to load the payment arrangement rules',
    minTotal: 'Minimum total (€)',
    minTotalHint: 'Smaller amounts are paid at once.',
    maxInstalments: 'Maximum number of instalments',
    minInstalment: 'Minimum instalment (€)',
    graceDays: 'Days of grace',
    graceDaysHint:
      'For a late instalment: a reminder after these days, and the arrangement lapses after as many again.',
    allowAfterLapse: 'A customer whose arrangement lapsed in the last 12 months may agree a new one',
    resumeOnFirstInstalment:
      'Resume suspended services once the first instalment is paid (the default for new arrangements)',
    amountInvalid: 'Enter an amount from {{min}} to {{max}}',
    wholeNumber: 'Enter a whole number',
    range: 'Enter a number from {{min}} to {{max}}',
    undo: 'Undo changes',
    save: 'Save rules',
    saved: 'Payment arrangement rules saved',
    saveFailed: 'Failed to save the payment arrangement rules: {{message}}',
  },
};

export type AdminArrangements = typeof adminArrangementsEn;
