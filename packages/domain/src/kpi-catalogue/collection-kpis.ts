import type { KpiDefinition } from './kpi-definition';

const FIGURES =
  'apps/api/src/modules/collections/collection-figures.ts collectionFigures (read model collection_claim_state)';

/**
 * Collection and receivable figures of the Collection Center, Incasso Beheer, SEPA and Invoices. All come from
 * one read model (collection_claim_state) that the claim's own transaction keeps current. A claim is an
 * invoice (not a credit note); a case is the collection case of one claim. "Claims" alone and "claims plus
 * collection fees" are two figures with two names.
 */
export const collectionKpis = [
  {
    id: 'collection.openCases',
    label: { nl: 'Open incassodossiers', en: 'Open collection cases' },
    definition: {
      nl: 'Aantal incassodossiers dat nog niet is afgesloten, één per onbetaalde factuur, ongeacht de fase.',
      en: 'Collection cases not yet resolved, one per unpaid invoice, at any stage.',
    },
    unit: 'count',
    computedBy: FIGURES,
    shownOn: [
      '/dashboard/admin?section=collections: Overdue Accounts card',
      '/dashboard/enhanced-subscriptions: Incasso card (overview and collections tab)',
      '/dashboard/admin: open collection cases alert',
    ],
  },
  {
    id: 'collection.overdueAccounts',
    label: { nl: 'Klanten in incasso', en: 'Overdue accounts' },
    definition: {
      nl: 'Aantal klanten met minstens één incassodossier dat nog niet is afgesloten.',
      en: 'Customers with at least one collection case that is not yet resolved.',
    },
    unit: 'count',
    computedBy: FIGURES,
    shownOn: ['/dashboard/admin?section=collections: Overdue Accounts card'],
  },
  {
    id: 'collection.outstandingClaims',
    label: { nl: 'Openstaand in incasso (alleen facturen)', en: 'Outstanding in collection (claims only)' },
    definition: {
      nl: 'Wat nog onbetaald is van de facturen met een open incassodossier, incl. btw, zonder incassokosten.',
      en: 'What is still unpaid of the invoices with an open collection case, incl. VAT, without collection fees.',
    },
    unit: 'cents',
    computedBy: FIGURES,
    shownOn: ['/dashboard/admin?section=collections: hint of the Overdue Accounts card'],
  },
  {
    id: 'collection.outstandingWithFees',
    label: { nl: 'Openstaand incl. incassokosten', en: 'Outstanding in collection incl. fees' },
    definition: {
      nl: 'Wat nog onbetaald is van de facturen met een open incassodossier plus de onbetaalde incassokosten van die dossiers.',
      en: 'What is still unpaid of the invoices with an open collection case plus the unpaid collection fees of those cases.',
    },
    unit: 'cents',
    computedBy: FIGURES,
    shownOn: [
      '/dashboard/enhanced-subscriptions: Incassobedrag card (overview) and Totaal in incasso (collections tab)',
    ],
  },
  {
    id: 'collection.avgDaysOverdue',
    label: { nl: 'Gemiddeld dagen achterstallig', en: 'Avg days overdue' },
    definition: {
      nl: 'Dagen sinds de vervaldatum, gemiddeld over de open incassodossiers en afgerond.',
      en: 'Days since the due date, averaged over the open collection cases and rounded.',
    },
    unit: 'count',
    computedBy: FIGURES,
    shownOn: ['/dashboard/admin?section=collections: Avg Days Overdue card'],
  },
  {
    id: 'collection.highRiskAccounts',
    label: { nl: 'Klanten met hoog risico', en: 'High risk accounts' },
    definition: {
      nl: 'Klanten met een open dossier dat in gerechtelijke fase is, meer dan 30 dagen achterstallig is of waarvan de incasso mislukte.',
      en: 'Customers with an open case in legal action, more than 30 days overdue, or whose direct debit failed.',
    },
    unit: 'count',
    computedBy: FIGURES,
    shownOn: [
      '/dashboard/admin?section=collections: High Risk Accounts card',
      '/dashboard/admin: risky customers badge and High risk accounts priority action',
    ],
  },
  {
    id: 'collection.recoveryRate',
    label: { nl: 'Invorderingsgraad', en: 'Recovery rate' },
    definition: {
      nl: 'Van het factuurbedrag van de dossiers die de laatste 90 dagen zijn geopend, het deel waarvan het dossier betaald is gesloten.',
      en: 'Of the invoice amount of the cases opened in the last 90 days, the share whose case was closed as paid.',
    },
    unit: 'percent',
    computedBy: FIGURES,
    shownOn: ['/dashboard/admin?section=collections: Recovery Rate card'],
  },
  {
    id: 'collection.failedClaims',
    label: { nl: 'Mislukte betalingen', en: 'Failed payments' },
    definition: {
      nl: 'Onbetaalde facturen waarvan de laatste automatische incasso is teruggekomen (geweigerd, gestorneerd of teruggeboekt).',
      en: 'Unpaid invoices whose last direct debit came back (rejected, returned or refunded).',
    },
    unit: 'count',
    computedBy: FIGURES,
    shownOn: [
      '/dashboard/admin?section=payments: Failed metric',
      '/dashboard/admin: payments nav badge',
      '/dashboard/enhanced-subscriptions: Betalingsproblemen card',
    ],
  },
  {
    id: 'receivables.overdueInvoices',
    label: { nl: 'Achterstallige facturen', en: 'Overdue invoices' },
    definition: {
      nl: 'Onbetaalde facturen waarvan de vervaldatum voorbij is en die de bank niet aan het incasseren is; het filter Achterstallig toont dezelfde facturen.',
      en: 'Unpaid invoices past their due date that the bank is not collecting; the Achterstallig (overdue) filter lists the same invoices.',
    },
    unit: 'count',
    computedBy: FIGURES,
    shownOn: [
      '/dashboard/admin: invoices nav badge, Overdue invoices priority action and alert (count)',
      '/dashboard/admin?section=invoices: Achterstallig filter',
    ],
  },
  {
    id: 'receivables.overdueAmount',
    label: { nl: 'Achterstallig bedrag', en: 'Overdue amount' },
    definition: {
      nl: 'Wat nog onbetaald is van de achterstallige facturen, incl. btw, zonder incassokosten.',
      en: 'What is still unpaid of the overdue invoices, incl. VAT, without collection fees.',
    },
    unit: 'cents',
    computedBy: FIGURES,
    shownOn: [
      '/dashboard/admin: Overdue invoices priority action and alert',
      '/dashboard/enhanced-subscriptions: hint of Abonnementen met achterstand (overview) and Achterstallig (details)',
    ],
  },
  {
    id: 'subscriptions.withOverdueInvoice',
    label: { nl: 'Abonnementen met achterstand', en: 'Subscriptions with an overdue invoice' },
    definition: {
      nl: 'Abonnementen met minstens één onbetaalde factuur waarvan de vervaldatum voorbij is, ook als de bank die factuur nog incasseert; een klant met twee abonnementen telt twee keer.',
      en: 'Subscriptions with at least one unpaid invoice past its due date, also when the bank is still collecting it; a customer with two subscriptions counts twice.',
    },
    unit: 'count',
    computedBy:
      'apps/api/src/modules/enhanced-subscriptions/enhanced-stats.ts enhancedStats (read model subscription_overview)',
    shownOn: [
      '/dashboard/enhanced-subscriptions: Abonnementen met achterstand card (overview), Achterstallig card (details) and priority action',
    ],
  },
  {
    id: 'receivables.awaitingManualPayment',
    label: { nl: 'Wachten op handmatige betaling', en: 'Waiting for manual payment' },
    definition: {
      nl: 'Onbetaalde facturen die alleen een handmatige betaling voldoet: per overschrijving te betalen (ook als ze nog niet vervallen zijn) en facturen waarvan de incasso mislukte.',
      en: 'Unpaid invoices only a manual payment settles: those paid by bank transfer (also when not yet due) and those whose direct debit failed.',
    },
    unit: 'count',
    computedBy: 'apps/api/src/modules/payments/pending-manual-payments.ts listPendingManualPayments',
    shownOn: ['/dashboard/admin?section=payments: Waiting for manual payment (count)'],
  },
  {
    id: 'receivables.awaitingManualPaymentAmount',
    label: { nl: 'Open bij handmatige betaling', en: 'Open, waiting for manual payment' },
    definition: {
      nl: 'Wat nog onbetaald is van de facturen die op een handmatige betaling wachten, incl. btw, zonder incassokosten.',
      en: 'What is still unpaid of the invoices waiting for a manual payment, incl. VAT, without collection fees.',
    },
    unit: 'cents',
    computedBy: 'apps/api/src/modules/payments/pending-manual-payments.ts listPendingManualPayments',
    shownOn: ['/dashboard/admin?section=payments: Waiting for manual payment (amount)'],
  },
] as const satisfies readonly KpiDefinition[];
