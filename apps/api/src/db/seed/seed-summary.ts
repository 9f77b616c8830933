import type { UserRole } from '@hostportaal/contract';
import type { CustomerPlan } from './seed-plan.ts';

export type DemoSeedSummary = {
  today: string;
  customers: number;
  staff: number;
  packages: number;
  mandates: number;
  subscriptions: number;
  invoices: number;
  creditNotes: number;
  invoiceLines: number;
  payments: number;
  sepaBatches: number;
  sepaBatchItems: number;
  activities: number;
  invoicesByStatus: Record<string, number>;
  subscriptionsByStatus: Record<string, number>;
  subscriptionsByServiceStatus: Record<string, number>;
  customersWithOverdueInvoices: number;
  /** What the replayed dunning run sent (collection history). */
  collections?: {
    reminders: number;
    notices: number;
    collectionLetters: number;
    suspensions: number;
    arrangements: number;
  };
  logins: { email: string; password: string; role: UserRole }[];
};

function increment(counts: Record<string, number>, key: string): void {
  counts[key] = (counts[key] ?? 0) + 1;
}

export function addToSummary(summary: DemoSeedSummary, plan: CustomerPlan, today: string): void {
  summary.customers += 1;
  if (plan.mandate) summary.mandates += 1;
  let overdue = false;
  for (const subscription of plan.subscriptions) {
    summary.subscriptions += 1;
    increment(summary.subscriptionsByStatus, subscription.status);
    increment(summary.subscriptionsByServiceStatus, subscription.serviceStatus);
    for (const invoice of subscription.invoices) {
      if (invoice.kind === 'credit_note') summary.creditNotes += 1;
      else summary.invoices += 1;
      increment(summary.invoicesByStatus, invoice.kind === 'credit_note' ? 'credit_note' : invoice.status);
      summary.invoiceLines += invoice.lines.length;
      summary.payments += invoice.payments.length;
      summary.sepaBatchItems += invoice.collections.length;
      if ((invoice.status === 'overdue' || invoice.status === 'failed') && invoice.dueDate < today)
        overdue = true;
    }
  }
  summary.activities += plan.activities.length;
  if (overdue) summary.customersWithOverdueInvoices += 1;
}
