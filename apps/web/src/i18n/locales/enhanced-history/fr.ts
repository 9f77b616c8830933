import type { enhancedHistoryNl } from './nl';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
export const enhancedHistoryFr: Texts<typeof enhancedHistoryNl> = {
  title: 'Historique',
  loading: 'Chargement de l’historique…',
  loadError: 'Impossible de charger l’historique : {{error}}',
  empty: 'Rien ne s’est encore passé pour ce client.',
  automatic: 'Automatique',
  failed: 'Échoué',
  kinds: {
    case_opened: 'Dossier ouvert',
    case_reopened: 'Dossier rouvert',
    case_resolved: 'Dossier clôturé',
    stage_changed: 'Étape changée',
    reminder_sent: 'Rappel envoyé',
    final_notice_sent: 'Dernier avis envoyé',
    notice_sent: 'Mise en demeure à 14 jours envoyée',
    collection_letter_sent: 'Lettre de recouvrement envoyée',
    service_suspended: 'Service suspendu',
    online_payment_started: 'Paiement en ligne démarré',
    online_payment_paid: 'Payé en ligne',
    online_payment_failed: 'Paiement en ligne échoué',
    online_payment_canceled: 'Paiement en ligne annulé',
    online_payment_expired: 'Paiement en ligne expiré',
    online_refund_requested: 'Remboursement demandé à Mollie',
    online_refund_done: 'Remboursé via Mollie',
    online_charged_back: 'Paiement en ligne contesté (chargeback)',
  },
};
