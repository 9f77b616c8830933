import { z } from 'zod';
import { isoDateTimeSchema, successSchema } from './common.ts';

// Sending invoices over Peppol through an access point (issue 21, decision 030): each invoice's delivery as
// staff see it in the admin invoice detail, and their "send again" for a failed one.

/** queued: waiting for its (next) attempt; sending: an attempt is under way; sent: accepted; failed: given up. */
export const peppolDeliveryStatusSchema = z.enum(['queued', 'sending', 'sent', 'failed']);
export type PeppolDeliveryStatus = z.infer<typeof peppolDeliveryStatusSchema>;

export const peppolDeliverySchema = z.object({
  status: peppolDeliveryStatusSchema,
  /** The buyer's Peppol participant id, 'scheme:id' (e.g. 0106:12345678). */
  receiverId: z.string(),
  attempts: z.number().int(),
  /** After this many attempts a delivery that keeps failing for a passing reason is given up. */
  maxAttempts: z.number().int(),
  /** When a queued delivery is tried (again); null once sent or failed. */
  nextAttemptAt: isoDateTimeSchema.nullable(),
  /** Why the last attempt failed (our words and the access point's). */
  lastError: z.string().nullable(),
  /** The access point's id of the accepted message. */
  messageId: z.string().nullable(),
  sentAt: isoDateTimeSchema.nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type PeppolDelivery = z.infer<typeof peppolDeliverySchema>;

export const adminInvoicePeppolSchema = z.object({
  /** Whether the portal has an access point (PEPPOL_ACCESS_POINT_URL); without one nothing is sent. */
  configured: z.boolean(),
  /** Null when the invoice was never queued (a consumer, no Peppol ID, or sent before Peppol was set up). */
  delivery: peppolDeliverySchema.nullable(),
});
export type AdminInvoicePeppol = z.infer<typeof adminInvoicePeppolSchema>;
export const adminInvoicePeppolResponseSchema = successSchema(adminInvoicePeppolSchema);
