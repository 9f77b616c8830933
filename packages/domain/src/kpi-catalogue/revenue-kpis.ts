import type { KpiDefinition } from './kpi-definition';

const SUBSCRIPTION_KPIS = 'apps/api/src/modules/kpis/subscription-kpis.ts';
const USER_KPIS = 'apps/api/src/modules/kpis/user-kpis.ts';

/** Revenue, subscription and user figures of Overview, Analytics, Incasso Beheer and Users. */
export const revenueKpis = [
  {
    id: 'revenue.mrr',
    label: { nl: 'Maandomzet (MRR)', en: 'Monthly revenue (MRR)' },
    definition: {
      nl: 'De maandprijs excl. btw (actieprijs eerst; kwartaalprijs ÷ 3, halfjaarprijs ÷ 6, jaarprijs ÷ 12) van alle abonnementen die vandaag lopen: geen openstaande bestelling, gestart op of vóór vandaag en zonder einddatum of met een einddatum na vandaag.',
      en: 'The monthly price excl. VAT (sale price first; a quarterly price ÷ 3, half-yearly ÷ 6, annual ÷ 12) of every subscription running today: not a pending order, started on or before today, and without an end date or with one after today.',
    },
    unit: 'cents',
    computedBy: `${SUBSCRIPTION_KPIS} runningSubscriptions (mrrOf, runsOn)`,
    shownOn: [
      'Overview: card "Monthly revenue (MRR)" and this month in the revenue chart',
      'Analytics: card "Monthly revenue (MRR)" and the last point of the MRR chart',
      'Incasso Beheer: card "Maandomzet (MRR)"',
    ],
  },
  {
    id: 'revenue.perCustomer',
    label: { nl: 'Omzet per klant', en: 'Revenue per customer' },
    definition: {
      nl: 'De maandomzet (MRR) gedeeld door het aantal klanten met minstens één abonnement dat vandaag loopt, afgerond op centen.',
      en: 'Monthly revenue (MRR) divided by the number of customers with at least one subscription running today, rounded to the cent.',
    },
    unit: 'cents',
    computedBy: `${SUBSCRIPTION_KPIS} runningSubscriptions`,
    shownOn: [
      'Overview: hint of "Monthly revenue (MRR)"',
      'Analytics: ARPU in the hint of "Customer lifetime value"',
    ],
  },
  {
    id: 'subscriptions.active',
    label: { nl: 'Actieve abonnementen', en: 'Active subscriptions' },
    definition: {
      nl: 'Abonnementen die vandaag lopen: geen openstaande bestelling, gestart op of vóór vandaag en zonder einddatum of met een einddatum na vandaag; opgeschorte en opgezegde abonnementen tellen mee tot hun einddatum.',
      en: 'Subscriptions running today: not a pending order, started on or before today, and without an end date or with one after today; suspended and cancelled subscriptions count until their end date.',
    },
    unit: 'count',
    computedBy: `${SUBSCRIPTION_KPIS} runningSubscriptions`,
    shownOn: ['Overview: card "Active subscriptions"', 'Incasso Beheer: card "Actieve abonnementen"'],
  },
  {
    id: 'subscriptions.activeDirectDebit',
    label: { nl: 'Actieve abonnementen (automatische incasso)', en: 'Active subscriptions (direct debit)' },
    definition: {
      nl: 'De actieve abonnementen (zoals bij Actieve abonnementen: die vandaag lopen) die met automatische incasso worden betaald, dus een machtiging hebben, en niet zijn opgezegd: de abonnementen die de bank blijft incasseren.',
      en: 'The active subscriptions (as for Active subscriptions: running today) that are paid by direct debit, i.e. have a mandate, and are not cancelled: the ones the bank keeps collecting.',
    },
    unit: 'count',
    computedBy: `${SUBSCRIPTION_KPIS} directDebitSubscriptions`,
    shownOn: ['/dashboard/admin?section=payments: metric "Active (direct debit)"'],
  },
  {
    id: 'revenue.mrrDirectDebit',
    label: { nl: 'Maandomzet via automatische incasso', en: 'Monthly revenue (direct debit)' },
    definition: {
      nl: 'Het deel van de maandomzet (MRR, zelfde regel) van de abonnementen die vandaag lopen, met automatische incasso worden betaald (een machtiging hebben) en niet zijn opgezegd.',
      en: 'The part of monthly revenue (MRR, same rule) from the subscriptions running today that are paid by direct debit (have a mandate) and are not cancelled.',
    },
    unit: 'cents',
    computedBy: `${SUBSCRIPTION_KPIS} directDebitSubscriptions (mrrOf, runsOn)`,
    shownOn: ['/dashboard/admin?section=payments: metric "Monthly Revenue (direct debit)"'],
  },
  {
    id: 'subscriptions.new',
    label: { nl: 'Nieuwe abonnementen', en: 'New subscriptions' },
    definition: {
      nl: 'Abonnementen (geen openstaande bestellingen) waarvan de startdatum in de gekozen periode van kalenderdagen tot en met vandaag valt.',
      en: 'Subscriptions (not pending orders) whose start date falls within the chosen period of calendar days up to and including today.',
    },
    unit: 'count',
    computedBy: `${SUBSCRIPTION_KPIS} newSubscriptionCount`,
    shownOn: [
      'Overview: hint of "Active subscriptions" (period 7, 30 or 90 days)',
      'Analytics: card "New subscriptions" (timeframe)',
      'Incasso Beheer: card "Nieuwe abonnementen" and the hint of "Totaal abonnementen"',
    ],
  },
  {
    id: 'subscriptions.churnRate',
    label: { nl: 'Opzeggingspercentage', en: 'Churn rate' },
    definition: {
      nl: 'Van de abonnementen die aan het begin van de periode liepen, het deel waarvan de einddatum in de periode valt, in procenten.',
      en: 'Of the subscriptions running at the start of the timeframe, the share whose end date falls within the timeframe, in percent.',
    },
    unit: 'percent',
    computedBy: 'apps/api/src/modules/admin-analytics/subscription-figures.ts subscriptionFigures',
    shownOn: ['Analytics: card "Churn rate"'],
  },
  {
    id: 'users.total',
    label: { nl: 'Gebruikers totaal', en: 'Total users' },
    definition: {
      nl: 'Alle accounts die niet zijn verwijderd, klanten en medewerkers, actief of niet.',
      en: 'Every account that has not been deleted, customers and staff alike, active or not.',
    },
    unit: 'count',
    computedBy: `${USER_KPIS} totalUserCount`,
    shownOn: ['Overview: card "Total users"', 'Users: card "Total users"'],
  },
  {
    id: 'users.new',
    label: { nl: 'Nieuwe gebruikers', en: 'New users' },
    definition: {
      nl: 'Accounts, niet verwijderd, die zich in de gekozen periode van kalenderdagen tot en met vandaag registreerden.',
      en: 'Accounts, not deleted, that registered within the chosen period of calendar days up to and including today.',
    },
    unit: 'count',
    computedBy: `${USER_KPIS} registeredUserCount`,
    shownOn: ['Overview: hint of "Total users" (period 7, 30 or 90 days)'],
  },
  {
    id: 'users.newThisMonth',
    label: { nl: 'Nieuwe gebruikers deze maand', en: 'New users this month' },
    definition: {
      nl: 'Accounts, niet verwijderd, die zich sinds de eerste van deze kalendermaand registreerden.',
      en: 'Accounts, not deleted, that registered since the first of this calendar month.',
    },
    unit: 'count',
    computedBy: `${USER_KPIS} newUsersThisMonth`,
    shownOn: ['Users: hint of "Total users"', 'Administration Dashboard: badge of the Users section'],
  },
] as const satisfies readonly KpiDefinition[];
