import type { enhancedHistoryNl } from './nl';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
export const enhancedHistoryEn: Texts<typeof enhancedHistoryNl> = {
  title: 'History',
  loading: 'Loading history…',
  loadError: 'Failed to load the history: {{error}}',
  empty: 'Nothing has happened for this customer yet.',
  automatic: 'Automatic',
  failed: 'Failed',
  kinds: {
    case_opened: 'Case opened',
    case_reopened: 'Case reopened',
    case_resolved: 'Case resolved',
    stage_changed: 'Stage changed',
    reminder_sent: 'Reminder sent',
    final_notice_sent: 'Final notice sent',
    notice_sent: '14-day letter sent',
    collection_letter_sent: 'Collection letter sent',
    service_suspended: 'Service suspended',
    online_payment_started: 'Online payment started',
    online_payment_paid: 'Paid online',
    online_payment_failed: 'Online payment failed',
    online_payment_canceled: 'Online payment canceled',
    online_payment_expired: 'Online payment expired',
    online_refund_requested: 'Refund requested from Mollie',
    online_refund_done: 'Refunded via Mollie',
    online_charged_back: 'Online payment charged back',
  },
};
