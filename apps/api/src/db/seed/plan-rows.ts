import { randomUUID } from 'node:crypto';
import { invoiceCustomerSnapshot } from '../../modules/billing/invoice-amounts.ts';
import type { activityLog, invoiceLines, NewUser, sepaBatchItems } from '../schema/index.ts';
import { panelLoginUrl } from './hosting-domain.ts';
import { claimStatuses, type NewInvoice } from './invoice-factory.ts';
import type { InvoiceNumbering } from './invoice-numbering.ts';
import type { NewSepaMandate } from './mandate-factory.ts';
import { type DemoPackageSlug, demoPackageCatalog } from './package-catalog.ts';
import type { NewPayment } from './payment-factory.ts';
import type { CustomerPlan, SubscriptionPlan } from './seed-plan.ts';
import type { NewSubscription } from './subscription-factory.ts';

export type SeedRows = {
  users: NewUser[];
  mandates: NewSepaMandate[];
  subscriptions: NewSubscription[];
  invoices: NewInvoice[];
  invoiceLines: (typeof invoiceLines.$inferInsert)[];
  payments: NewPayment[];
  sepaBatchItems: (typeof sepaBatchItems.$inferInsert)[];
  activities: (typeof activityLog.$inferInsert)[];
};

export type RowContext = {
  passwordHash: string;
  packageIds: ReadonlyMap<DemoPackageSlug, string>;
  numbering: InvoiceNumbering;
  /** The seeded pain.008 batch of each collection date. */
  batches: ReadonlyMap<string, { id: string; submittedAt: Date }>;
};

const packageDescriptions = new Map(demoPackageCatalog.map((entry) => [entry.slug, entry.description]));

function latest(...instants: (Date | null)[]): Date {
  const times = instants
    .filter((instant): instant is Date => instant !== null)
    .map((instant) => instant.getTime());
  return new Date(Math.max(...times));
}

export function emptySeedRows(): SeedRows {
  return {
    users: [],
    mandates: [],
    subscriptions: [],
    invoices: [],
    invoiceLines: [],
    payments: [],
    sepaBatchItems: [],
    activities: [],
  };
}

function subscriptionRow(
  plan: SubscriptionPlan,
  ids: { id: string; userId: string; packageId: string; mandateId: string | null },
): NewSubscription {
  const { packageSlug, paysBySepa, invoices, panelUser, ...columns } = plan;
  return {
    ...columns,
    ...ids,
    mandateId: paysBySepa ? ids.mandateId : null,
    billingAnchorDate: plan.startDate,
    description: packageDescriptions.get(packageSlug) ?? '',
    url: panelLoginUrl(panelUser),
    updatedAt: latest(plan.createdAt, plan.cancelledAt, plan.pausedAt, plan.suspendedAt),
  };
}

function batchOf(context: RowContext, collectionDate: string) {
  const batch = context.batches.get(collectionDate);
  if (!batch) throw new Error(`No SEPA batch planned for ${collectionDate}`);
  return batch;
}

/** Turns customer plans into insert rows: ids, invoice numbers and payment references are given here. */
export function appendCustomerRows(rows: SeedRows, plan: CustomerPlan, context: RowContext): void {
  const userId = randomUUID();
  rows.users.push({ ...plan.user, id: userId, passwordHash: context.passwordHash });
  const mandateId = plan.mandate ? randomUUID() : null;
  if (plan.mandate && mandateId) {
    rows.mandates.push({ ...plan.mandate, id: mandateId, userId, updatedAt: plan.mandate.createdAt });
  }
  const customer = invoiceCustomerSnapshot(plan.user);
  const subscriptionIds: string[] = [];
  const invoiceIds: string[][] = [];
  const invoiceNumbers: string[][] = [];
  for (const subscription of plan.subscriptions) {
    const subscriptionId = randomUUID();
    const packageId = context.packageIds.get(subscription.packageSlug);
    if (!packageId) throw new Error(`Package ${subscription.packageSlug} was not inserted`);
    subscriptionIds.push(subscriptionId);
    rows.subscriptions.push(
      subscriptionRow(subscription, { id: subscriptionId, userId, packageId, mandateId }),
    );
    const ids: string[] = [];
    const numbers: string[] = [];
    invoiceIds.push(ids);
    invoiceNumbers.push(numbers);
    for (const invoice of subscription.invoices) {
      const id = randomUUID();
      const number = context.numbering.take(invoice.issueDate);
      const credited = invoice.creditsInvoiceAt;
      const isClaim = invoice.kind === 'invoice' && claimStatuses.has(invoice.status);
      // Submitted with its latest batch, unless that collection came back (as the bank-file import clears it).
      const lastCollection = invoice.collections.at(-1);
      const inBatch = lastCollection && lastCollection.status !== 'returned';
      ids.push(id);
      numbers.push(number.invoiceNumber);
      rows.invoices.push({
        id,
        ...number,
        kind: invoice.kind,
        creditForInvoiceId: credited === null ? null : (ids[credited] ?? null),
        userId,
        subscriptionId,
        packageId,
        status: invoice.status,
        description: credited === null ? subscription.title : `Creditnota bij factuur ${numbers[credited]}`,
        issueDate: invoice.issueDate,
        dueDate: invoice.dueDate,
        periodStart: invoice.periodStart,
        periodEnd: invoice.periodEnd,
        ...invoice.totals,
        paidCents: invoice.paidCents,
        reverseCharge: invoice.lines.every((line) => line.vatRateBp === 0),
        customer,
        paymentType: subscription.paysBySepa ? 'sepa' : 'bank_transfer',
        mandateId: subscription.paysBySepa ? mandateId : null,
        paymentReference: isClaim ? context.numbering.takePaymentReference(number.year) : null,
        paidAt: invoice.paidAt,
        submittedForCollectionAt: inBatch
          ? batchOf(context, lastCollection.collectionDate).submittedAt
          : null,
        sentAt: invoice.createdAt,
        createdAt: invoice.createdAt,
      });
      invoice.lines.forEach((line, index) => {
        rows.invoiceLines.push({ ...line, invoiceId: id, position: index + 1 });
      });
      for (const collection of invoice.collections) {
        if (!mandateId) throw new Error(`Customer ${plan.number}: a collection without a mandate`);
        rows.sepaBatchItems.push({
          batchId: batchOf(context, collection.collectionDate).id,
          invoiceId: id,
          mandateId,
          // As the SEPA module numbers an invoice's attempts; its payment carries the same id.
          endToEndId: `${number.invoiceNumber}-${collection.attempt}`,
          sequenceType: collection.sequenceType,
          amountCents: collection.amountCents,
          status: collection.status,
          returnReasonCode: collection.returnReasonCode,
        });
      }
      for (const payment of invoice.payments) {
        rows.payments.push({
          ...payment,
          userId,
          invoiceId: id,
          reference: number.invoiceNumber,
          externalId: payment.externalId.replace('{invoiceNumber}', number.invoiceNumber),
          createdAt: payment.receivedAt,
        });
      }
    }
  }
  for (const activity of plan.activities) {
    const { subscriptionAt, invoiceAt, metadata: facts, ...columns } = activity;
    const invoiceNumber = invoiceAt ? invoiceNumbers[invoiceAt[0]]?.[invoiceAt[1]] : undefined;
    const invoiceId = invoiceAt ? invoiceIds[invoiceAt[0]]?.[invoiceAt[1]] : undefined;
    const subscriptionId = subscriptionAt === undefined ? undefined : subscriptionIds[subscriptionAt];
    rows.activities.push({
      ...columns,
      userId,
      actorId: activity.type === 'payment' ? null : userId,
      description: columns.description.replace('{invoiceNumber}', invoiceNumber ?? ''),
      entityType: invoiceId ? 'invoice' : subscriptionId ? 'subscription' : null,
      entityId: invoiceId ?? subscriptionId ?? null,
      metadata: facts || invoiceNumber ? { ...facts, ...(invoiceNumber ? { invoiceNumber } : {}) } : null,
    });
  }
}
