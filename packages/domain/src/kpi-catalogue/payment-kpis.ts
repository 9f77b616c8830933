import type { KpiDefinition } from './kpi-definition';

const PAYMENT_KPIS = 'apps/api/src/modules/kpis/payment-kpis.ts settledDebits';

/**
 * Direct-debit figures of a period: what the bank did with the debits whose collection date lies in it. Not
 * collection.failedClaims, which counts the claims still unpaid today after their debit came back.
 */
export const paymentKpis = [
  {
    id: 'payments.successRate',
    label: { nl: 'Slagingspercentage incasso', en: 'Payment success rate' },
    definition: {
      nl: 'Van de automatische incasso’s met een incassodatum in de periode, in een bij de bank ingediend bestand en door de bank afgehandeld, het deel dat is geïnd (niet geweigerd, gestorneerd of teruggeboekt), in procenten; incasso’s die nog lopen tellen niet mee.',
      en: 'Of the direct debits with a collection date in the period, in a file submitted to the bank and settled by it, the share collected (not rejected, returned or refunded), in percent; debits still pending do not count.',
    },
    unit: 'percent',
    computedBy: PAYMENT_KPIS,
    shownOn: [
      '/dashboard/admin: card "Payment Success Rate" (period 7, 30 or 90 days)',
      '/dashboard/admin?section=analytics: card "Payment success rate" (timeframe)',
      '/dashboard/subscription: card "Success rate" (12 months)',
    ],
  },
  {
    id: 'payments.returnedDebits',
    label: { nl: 'Teruggekomen incasso’s', en: 'Direct debits returned' },
    definition: {
      nl: 'Automatische incasso’s met een incassodatum in de periode, in een bij de bank ingediend bestand, die de bank heeft geweigerd, gestorneerd of teruggeboekt; ook als de factuur daarna alsnog is betaald.',
      en: 'Direct debits with a collection date in the period, in a file submitted to the bank, that the bank rejected, returned or refunded; also when the invoice was paid afterwards.',
    },
    unit: 'count',
    computedBy: PAYMENT_KPIS,
    shownOn: [
      '/dashboard/admin: hint of "Payment Success Rate", priority action and system alert "Direct debits returned in the last N days"',
      '/dashboard/admin?section=analytics: hint of "Payment success rate" (timeframe)',
    ],
  },
] as const satisfies readonly KpiDefinition[];
