import { z } from 'zod';
import { isoDateSchema, isoDateTimeSchema, successSchema } from './common.ts';
import { pageQuerySchema, paginationSchema } from './pagination.ts';
import { manualPaymentMethodSchema } from './payments.ts';
import { multiLineText } from './text-rule.ts';

// Betalingsregelingen (issue 30): a customer pays chosen open claims (invoices, letter fees) in instalments.
// Within the company's rules a customer's own proposal is active at once; outside them it goes to staff.
// Staff create, approve, adjust and end arrangements. packages/domain (payment-arrangement.ts) decides.

export const arrangementStatusSchema = z.enum([
  'proposed',
  'active',
  'completed',
  'lapsed',
  'ended',
  'rejected',
]);
export type ArrangementStatusValue = z.infer<typeof arrangementStatusSchema>;
export const instalmentMethodSchema = z.enum(['sepa', 'transfer']);
export const instalmentStateSchema = z.enum(['paid', 'partly_paid', 'upcoming', 'due', 'late', 'missed']);

/** The company's rules (Settings → Collections); GET and PUT /api/admin/settings/arrangements. */
export const arrangementRulesSchema = z.object({
  minTotalCents: z.number().int().min(0).max(100_000_000),
  maxInstalments: z.number().int().min(2).max(36),
  minInstalmentCents: z.number().int().min(1).max(100_000_000),
  allowAfterLapse: z.boolean(),
  graceDays: z.number().int().min(1).max(60),
  resumeOnFirstInstalment: z.boolean(),
});
export type ArrangementRulesBody = z.infer<typeof arrangementRulesSchema>;
export const arrangementRulesResponseSchema = successSchema(arrangementRulesSchema);

/** A claim an arrangement may cover or covers: an invoice, or the collection costs of an incassobrief. */
export const arrangementClaimSchema = z.object({
  kind: z.enum(['invoice', 'fee']),
  /** The invoice's id, or the letter's id for its costs. */
  id: z.uuid(),
  /** The invoice number, or the letter number. */
  label: z.string(),
  openCents: z.number().int(),
  dueDate: isoDateSchema.nullable(),
});
export type ArrangementClaim = z.infer<typeof arrangementClaimSchema>;

export const arrangementBreachSchema = z.object({ code: z.string(), message: z.string() });

export const instalmentSchema = z.object({
  sequence: z.number().int(),
  amountCents: z.number().int(),
  dueDate: isoDateSchema,
  /** The PAY- reference a transfer of this instalment quotes (absent in a preview). */
  paymentReference: z.string().nullable(),
  paidCents: z.number().int(),
  state: instalmentStateSchema,
});
export type Instalment = z.infer<typeof instalmentSchema>;

export const arrangementEventSchema = z.object({
  type: z.string(),
  at: isoDateTimeSchema,
  actorName: z.string().nullable(),
  data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});

export const arrangementSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  userId: z.uuid(),
  customerName: z.string(),
  customerNumber: z.number().int(),
  status: arrangementStatusSchema,
  method: instalmentMethodSchema,
  origin: z.enum(['customer', 'staff']),
  totalCents: z.number().int(),
  paidCents: z.number().int(),
  remainingCents: z.number().int(),
  scheduleVersion: z.number().int(),
  claims: z.array(arrangementClaimSchema),
  instalments: z.array(instalmentSchema),
  nextInstalment: instalmentSchema.nullable(),
  /** The company rules the proposal broke: why it went to staff. */
  breaches: z.array(arrangementBreachSchema),
  customerNote: z.string(),
  resumeOnFirstInstalment: z.boolean(),
  createdAt: isoDateTimeSchema,
  closedAt: isoDateTimeSchema.nullable(),
  closeReason: z.string().nullable(),
});
export type Arrangement = z.infer<typeof arrangementSchema>;

/** Staff's detail adds the history: earlier schedules and every event. */
export const arrangementDetailSchema = arrangementSchema.extend({
  earlierSchedules: z.array(
    z.object({
      version: z.number().int(),
      instalments: z.array(instalmentSchema.pick({ sequence: true, amountCents: true, dueDate: true })),
    }),
  ),
  events: z.array(arrangementEventSchema),
});
export type ArrangementDetail = z.infer<typeof arrangementDetailSchema>;

/**
 * GET /api/arrangements/options: what the customer may propose now — the overdue claims, the numbers of
 * instalments within the rules (empty: only staff can agree one, with the reason), the methods.
 */
export const arrangementOptionsSchema = z.object({
  claims: z.array(arrangementClaimSchema),
  totalCents: z.number().int(),
  choices: z.array(z.number().int()),
  /** Why the customer cannot choose themselves (a rule's code), or null when they can. */
  notEligible: z.string().nullable(),
  maxInstalments: z.number().int(),
  minInstalmentCents: z.number().int(),
  firstDueDateDefault: isoDateSchema,
  firstDueDateMax: isoDateSchema,
  /** By direct debit the first instalment falls on this date at the earliest (its schedule is the pre-notification). */
  firstDebitDate: isoDateSchema,
  methods: z.array(instalmentMethodSchema),
  graceDays: z.number().int(),
  /** The arrangement the customer has running or proposed, if any (one at a time). */
  current: arrangementSchema.nullable(),
});
export const arrangementOptionsResponseSchema = successSchema(arrangementOptionsSchema);

/** POST /api/arrangements/preview and POST /api/arrangements (the customer's own). */
export const proposeArrangementBodySchema = z.object({
  /** The claims to cover; left out: every overdue claim of the options. */
  claimIds: z.array(z.uuid()).min(1).max(100).optional(),
  instalments: z.number().int().min(2).max(36),
  firstDueDate: isoDateSchema,
  method: instalmentMethodSchema,
  note: multiLineText().max(1000).default(''),
});
export type ProposeArrangementBody = z.infer<typeof proposeArrangementBodySchema>;

export const arrangementPreviewSchema = z.object({
  claims: z.array(arrangementClaimSchema),
  totalCents: z.number().int(),
  instalments: z.array(instalmentSchema),
  /** Empty: the arrangement is active at once; otherwise the rules broken, and staff decide. */
  breaches: z.array(arrangementBreachSchema),
});
export const arrangementPreviewResponseSchema = successSchema(arrangementPreviewSchema);
export const arrangementResponseSchema = successSchema(arrangementSchema);
export const arrangementDetailResponseSchema = successSchema(arrangementDetailSchema);
export const customerArrangementsResponseSchema = successSchema(z.array(arrangementSchema));

/** POST /api/admin/users/{userId}/arrangements: staff agree an arrangement (rules recorded, not binding). */
export const staffArrangementBodySchema = proposeArrangementBodySchema.extend({
  claimIds: z.array(z.uuid()).min(1).max(100),
  resumeOnFirstInstalment: z.boolean().optional(),
});
export type StaffArrangementBody = z.infer<typeof staffArrangementBodySchema>;

/** POST /api/admin/arrangements/{id}/adjust: a new schedule over what is still open. */
export const adjustArrangementBodySchema = z.object({
  instalments: z.number().int().min(1).max(36),
  firstDueDate: isoDateSchema,
  note: multiLineText().max(1000).default(''),
});
export type AdjustArrangementBody = z.infer<typeof adjustArrangementBodySchema>;

/** approve takes an optional note; reject and end a reason the customer reads. */
export const arrangementDecisionBodySchema = z.object({ note: multiLineText().max(1000).default('') });
export const arrangementReasonBodySchema = z.object({ reason: multiLineText().min(3).max(1000) });

/** POST /api/admin/arrangements/{id}/payments (Idempotency-Key honoured): staff book money received. */
export const arrangementPaymentBodySchema = z.object({
  amountCents: z.number().int().min(1).max(100_000_000),
  method: manualPaymentMethodSchema.default('bank_transfer'),
  note: multiLineText().max(1000).default(''),
});
export type ArrangementPaymentBody = z.infer<typeof arrangementPaymentBodySchema>;

export const arrangementsQuerySchema = pageQuerySchema.extend({
  status: arrangementStatusSchema.optional(),
  userId: z.uuid().optional(),
});
export const arrangementListResponseSchema = successSchema(
  z.object({
    arrangements: z.array(arrangementSchema),
    pagination: paginationSchema,
    /** Over all arrangements (filters do not apply): open (proposed or active), kept and broken. */
    counts: z.object({
      proposed: z.number().int(),
      active: z.number().int(),
      completed: z.number().int(),
      lapsed: z.number().int(),
      ended: z.number().int(),
    }),
  }),
);

/** POST /api/admin/arrangements/run: the daily run, triggered by hand (reminders, lapses, completions). */
export const arrangementRunResponseSchema = successSchema(
  z.object({
    checked: z.number().int(),
    reminded: z.number().int(),
    lapsed: z.number().int(),
    completed: z.number().int(),
    failures: z.array(z.object({ arrangementId: z.uuid(), error: z.string() })),
  }),
);
