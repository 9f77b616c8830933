import type { CollectionCase } from '@hostportaal/contract';
import type { ExportColumn, ExportRow } from '../billing/billing-export.ts';
import { collectionStageLabels, riskLabels } from '../billing/export-labels.ts';

// Export Report of the Collection Center: one row per case, Dutch headers for the finance team's spreadsheet.
export const collectionExportColumns: ExportColumn[] = [
  { header: 'Klant', type: 'text', width: 28 },
  { header: 'E-mail', type: 'text', width: 32 },
  { header: 'Factuur', type: 'text', width: 14 },
  { header: 'Dienst', type: 'text', width: 24 },
  { header: 'Vervaldatum', type: 'date', width: 12 },
  { header: 'Factuurbedrag', type: 'money', width: 14 },
  { header: 'Openstaand', type: 'money', width: 14 },
  { header: 'Dagen te laat', type: 'text', width: 12 },
  { header: 'Risico', type: 'text', width: 10 },
  { header: 'Fase', type: 'text', width: 16 },
  { header: 'Contactpogingen', type: 'text', width: 14 },
  { header: 'Dienst opgeschort', type: 'text', width: 16 },
  { header: '14-dagenbrief', type: 'text', width: 18 },
  { header: 'Einde termijn', type: 'date', width: 12 },
  { header: 'Incassobrief', type: 'text', width: 18 },
  { header: 'Incassokosten', type: 'money', width: 14 },
];

export function collectionExportRow(item: CollectionCase): ExportRow {
  return [
    item.customerName,
    item.email,
    item.invoiceNumber,
    item.subscriptionType,
    item.dueDate,
    item.originalAmount,
    item.outstandingAmount,
    String(item.daysOverdue),
    riskLabels[item.riskLevel],
    collectionStageLabels[item.collectionStage],
    String(item.contactAttempts),
    item.isServiceSuspended ? 'ja' : 'nee',
    item.noticeLetter?.letterNumber ?? null,
    item.noticeLetter?.termEndDate ?? null,
    item.collectionLetter?.letterNumber ?? null,
    item.collectionLetter?.feeCents ?? null,
  ];
}
