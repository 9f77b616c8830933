import type { BillingInterval } from '@hostportaal/domain';
import type { InvoiceLineAmounts, InvoiceTotals } from '../../modules/billing/invoice-amounts.ts';
import type {
  mandateSignatureMethod,
  mandateStatus,
  NewUser,
  serviceStatus,
  subscriptionStatus,
} from '../schema/index.ts';
import type { InvoiceStatus } from './invoice-factory.ts';
import type { DemoPackageSlug } from './package-catalog.ts';

// What the demo seed decides for one customer, before ids and invoice numbers exist. Plans are pure
// data made from (today, customer number) alone, so the seed can plan twice and get the same result.

export type PaymentPlan = {
  amountCents: number;
  method: 'sepa' | 'bank_transfer' | 'ideal';
  status: 'received' | 'reversed';
  receivedAt: Date;
  /**
   * Bank statement reference, or for a collection its end-to-end id '{invoiceNumber}-{attempt}' (as the
   * collection's batch item); '{invoiceNumber}' is filled in later.
   */
  externalId: string;
  notes: string | null;
  /** ISO 20022 return reason of a reversed collection (AM04, MS03, …). */
  returnReasonCode: string | null;
};

/**
 * One direct-debit attempt on an invoice, as a batch item in the pain.008 of its collection date: collected
 * or returned (each with its payment), or pending when the collection is still under way.
 */
export type CollectionPlan = {
  /** 1 for the first collection of the invoice, 2 for the next: the end-to-end id is '{invoiceNumber}-{attempt}'. */
  attempt: number;
  collectionDate: string;
  amountCents: number;
  status: 'pending' | 'collected' | 'returned';
  returnReasonCode: string | null;
  /** FRST for the mandate's first collection, RCUR after; set once all the customer's collections are known. */
  sequenceType: 'FRST' | 'RCUR';
};

export type InvoicePlan = {
  kind: 'invoice' | 'credit_note';
  issueDate: string;
  dueDate: string;
  periodStart: string;
  periodEnd: string;
  status: InvoiceStatus;
  lines: InvoiceLineAmounts[];
  totals: InvoiceTotals;
  paidCents: number;
  paidAt: Date | null;
  payments: PaymentPlan[];
  collections: CollectionPlan[];
  /** For a credit note: the invoice it credits, as an index in the same subscription's list. */
  creditsInvoiceAt: number | null;
  createdAt: Date;
};

export type SubscriptionPlan = {
  packageSlug: DemoPackageSlug;
  interval: BillingInterval;
  priceCents: number;
  title: string;
  planName: string;
  domain: string | null;
  panelUser: string;
  status: (typeof subscriptionStatus.enumValues)[number];
  serviceStatus: (typeof serviceStatus.enumValues)[number];
  startDate: string;
  nextBillingDate: string | null;
  endDate: string | null;
  cancelledAt: Date | null;
  cancellationReason: string | null;
  pausedAt: Date | null;
  suspendedAt: Date | null;
  paysBySepa: boolean;
  invoices: InvoicePlan[];
  createdAt: Date;
};

export type MandatePlan = {
  reference: string;
  iban: string;
  bic: string;
  accountHolder: string;
  signedAt: string;
  signedPlace: string | null;
  signatureMethod: (typeof mandateSignatureMethod.enumValues)[number];
  status: (typeof mandateStatus.enumValues)[number];
  firstCollectionDone: boolean;
  lastCollectionDate: string | null;
  createdAt: Date;
};

export type ActivityPlan = {
  type: 'login' | 'payment' | 'profile_updated' | 'subscription_created' | 'email_verified';
  action: string;
  /** '{invoiceNumber}' is filled in once invoices are numbered. */
  description: string;
  createdAt: Date;
  ip: string | null;
  subscriptionAt?: number;
  invoiceAt?: readonly [subscriptionIndex: number, invoiceIndex: number];
  /** The facts the activity screens word the line from (issue 20); the invoice's number is added. */
  metadata?: Record<string, unknown>;
};

export type CustomerUser = Omit<NewUser, 'passwordHash' | 'id'> & { createdAt: Date };

export type CustomerPlan = {
  number: number;
  user: CustomerUser;
  mandate: MandatePlan | null;
  subscriptions: SubscriptionPlan[];
  activities: ActivityPlan[];
};
