import type { EnhancedSubscription } from '@hostportaal/contract';
import { amsterdamToday, intervalName } from '@hostportaal/domain';
import type { ExportColumn, ExportRow } from '../billing/billing-export.ts';
import {
  collectionStatusLabels,
  riskLabels,
  sepaPaymentStatusLabels,
  subscriptionStatusLabels,
} from '../billing/export-labels.ts';

// 'Export CSV' and 'Export Incasso' of Incasso Beheer: one row per subscription, Dutch headers.
export const enhancedExportColumns: ExportColumn[] = [
  { header: 'Klant', type: 'text', width: 28 },
  { header: 'E-mail', type: 'text', width: 32 },
  { header: 'Abonnement', type: 'text', width: 24 },
  { header: 'Abonnement-ID', type: 'text', width: 38 },
  { header: 'Status', type: 'text', width: 16 },
  { header: 'Bedrag', type: 'money', width: 12 },
  { header: 'Interval', type: 'text', width: 12 },
  { header: 'Laatste betaling', type: 'date', width: 14 },
  { header: 'Volgende betaling', type: 'date', width: 14 },
  { header: 'Betaalstatus', type: 'text', width: 16 },
  { header: 'Risico', type: 'text', width: 10 },
  { header: 'Dagen te laat', type: 'text', width: 12 },
  { header: 'Incassostatus', type: 'text', width: 18 },
  { header: 'Openstaand incl. kosten', type: 'money', width: 16 },
  { header: 'Betalingskenmerk', type: 'text', width: 18 },
  { header: 'Open notities', type: 'text', width: 12 },
];

export function enhancedExportRow(item: EnhancedSubscription): ExportRow {
  return [
    item.customerName ?? 'Onbekend',
    item.customerEmail ?? '',
    item.title,
    item.id,
    subscriptionStatusLabels[item.status],
    item.price,
    intervalName(item.interval),
    item.lastPaymentDate ? amsterdamToday(new Date(item.lastPaymentDate)) : null,
    item.nextPaymentDue,
    item.paymentStatus ? sepaPaymentStatusLabels[item.paymentStatus] : null,
    riskLabels[item.riskLevel],
    String(item.daysOverdue),
    collectionStatusLabels[item.collectionStatus],
    item.totalCollectionAmount,
    item.paymentReference,
    String(item.activeNotesCount),
  ];
}
