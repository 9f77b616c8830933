// Administration Dashboard overview (issue 7). The screen shows SPEC §2's English texts, in nl too
// (ARCHITECTURE "Language"); de and fr translate these keys.
export const adminOverviewEn = {
  /** The pager of every English admin list (the customer screens' pager is Dutch). */
  pagination: {
    label: 'Pagination',
    pageOf: 'Page {{page}} of {{totalPages}}',
    previous: 'Previous',
    next: 'Next',
  },
  retry: 'Retry',
  period: {
    label: 'Period',
    option: 'Last {{days}} days',
  },
  stats: {
    kpiQuestion: 'What does {{label}} count?',
    label: 'Key figures',
    loading: 'Loading key figures',
    loadError: 'Could not load the key figures: {{error}}',
    totalUsers: 'Total Users',
    activeSubscriptions: 'Active Subscriptions',
    newInPeriod: '{{count}} new in the last {{days}} days',
    growthLabel: 'new compared with the previous {{days}} days',
    monthlyRevenue: 'Monthly Revenue (MRR)',
    revenuePerUser: '{{amount}} per customer',
    paymentSuccessRate: 'Payment Success Rate',
    paymentSuccessRatePeriod: 'Payment Success Rate, last {{days}} days',
    percent: '{{value}}%',
    notAvailable: '—',
    returnedDebits: '{{count}} returned in the last {{days}} days',
  },
  priority: {
    title: 'Priority Actions',
    loading: 'Loading priority actions',
    loadError: 'Could not load the priority actions: {{error}}',
    empty: 'Nothing needs attention right now.',
    open: 'Open {{section}}',
    openLabel: 'Open {{section}}: {{title}}',
  },
  alerts: {
    title: 'System Alerts',
    loading: 'Loading alerts',
    loadError: 'Could not load the alerts: {{error}}',
    empty: 'No alerts',
    open: 'Go to {{section}}',
    openLabel: 'Go to {{section}}: {{title}}',
  },
  urgency: {
    urgent: 'Urgent',
    high: 'High',
    medium: 'Medium',
  },
  revenue: {
    title: 'Revenue, last 12 months',
    description:
      "Invoiced revenue per month (excl. VAT) and the monthly recurring revenue at each month's end.",
    loading: 'Loading revenue',
    loadError: 'Could not load the revenue: {{error}}',
    empty: 'No revenue yet.',
    month: 'Month',
    invoiced: 'Invoiced',
    mrr: 'MRR',
  },
  signals: {
    actions: {
      overdue_payments: {
        title: 'Overdue invoices',
        description:
          '{{amount}} unpaid past the due date (invoices, excl. collection costs and debits the bank is still collecting).',
      },
      high_risk_accounts: {
        title: 'High risk accounts',
        description: 'Customers more than 30 days overdue or whose collection failed.',
      },
      returned_debits: {
        title: 'Direct debits returned in the last {{period}} days',
        description: 'Rejected, returned or refunded by the bank, also when the invoice was paid since.',
      },
      expiring_subscriptions: {
        title: 'Expiring subscriptions',
        description: 'Cancelled subscriptions whose service ends within 30 days.',
      },
    },
    alerts: {
      game_servers_waiting: {
        title_one: '{{count}} game server waits for a game panel',
        title_other: '{{count}} game servers wait for a game panel',
        message:
          'No usable game panel with room: add or repair one under Hosting, and the servers are built at its check.',
      },
      hosting_waiting: {
        title_one: '{{count}} hosting account waits for a DirectAdmin server',
        title_other: '{{count}} hosting accounts wait for a DirectAdmin server',
        message:
          'No usable DirectAdmin server with room: add or repair one under Hosting, and the accounts are created at its check.',
      },
      overdue_payments: {
        title_one: '{{count}} overdue invoice',
        title_other: '{{count}} overdue invoices',
        message: '{{amount}} unpaid past the due date, excl. collection costs.',
      },
      collection_cases: {
        title_one: '{{count}} open collection case',
        title_other: '{{count}} open collection cases',
        message: 'Review the cases and the letters the dunning run is due to send.',
      },
      returned_debits: {
        title_one: '{{count}} direct debit returned in the last {{period}} days',
        title_other: '{{count}} direct debits returned in the last {{period}} days',
        message: 'Rejected, returned or refunded by the bank, also when the invoice was paid since.',
      },
    },
  },
  badges: {
    users_one: '{{count}} new user this month',
    users_other: '{{count}} new users this month',
    invoices_one: '{{count}} overdue invoice',
    invoices_other: '{{count}} overdue invoices',
    payments_one: '{{count}} failed payment',
    payments_other: '{{count}} failed payments',
    collections_one: '{{count}} risky customer',
    collections_other: '{{count}} risky customers',
    subscriptions_one: '{{count}} expiring subscription',
    subscriptions_other: '{{count}} expiring subscriptions',
    urgent: 'urgent',
  },
};
