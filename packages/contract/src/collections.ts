import { z } from 'zod';
import { isoDateSchema, isoDateTimeSchema, skippedItemSchema, successSchema } from './common.ts';
import { claimStateNameSchema } from './invoices.ts';
import { pageQuerySchema, paginationSchema } from './pagination.ts';
import { freeText, multiLineText } from './text-rule.ts';

// Collection Center (issue 6, SPEC §2 "Collection Center", §3 "Collection case" and "Collection action
// history item", §4 stages, priority and colours, §5 amount bands).

export const collectionStageSchema = z.enum([
  'initial_notice',
  'first_reminder',
  'second_reminder',
  'final_notice',
  'legal_action',
  'resolved',
]);
export type CollectionStage = z.infer<typeof collectionStageSchema>;
export const caseRiskLevelSchema = z.enum(['low', 'medium', 'high', 'critical']);
/** SPEC §3 collection status: none, pending_notice ('Brief vereist'), notice_sent, collection_sent. */
export const collectionStatusSchema = z.enum(['none', 'pending_notice', 'notice_sent', 'collection_sent']);
export type CollectionStatus = z.infer<typeof collectionStatusSchema>;
/** SPEC §5 amount bands: under EUR 25, 25 to under 75, 75 and over (of the outstanding amount). */
export const amountBandSchema = z.enum(['low', 'medium', 'high']);

export const collectionCaseSortSchema = z.enum([
  'customerName',
  'invoiceNumber',
  'dueDate',
  'outstandingAmount',
  'daysOverdue',
  'collectionStage',
  'lastContactDate',
]);

export const collectionCasesQuerySchema = pageQuerySchema.extend({
  /** Customer name, e-mail address or invoice number. */
  search: freeText({ language: 'en' }).max(100).optional(),
  /** Default: every case that is not resolved. */
  stage: collectionStageSchema.optional(),
  riskLevel: caseRiskLevelSchema.optional(),
  amountBand: amountBandSchema.optional(),
  sortBy: collectionCaseSortSchema.default('daysOverdue'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
});
export type CollectionCasesQuery = z.infer<typeof collectionCasesQuerySchema>;

const letterSummarySchema = z.object({
  id: z.uuid(),
  letterNumber: z.string(),
  letterDate: isoDateSchema,
  feeCents: z.number().int(),
  /**
   * Collection letter: what of its fee was paid and what staff waived (issue 27: a case whose fee is open
   * stays open until it is paid or waived), so the Collection Center shows why a paid claim's case is open.
   */
  feePaidCents: z.number().int(),
  feeWaivedCents: z.number().int(),
  feeWaiverReason: z.string().nullable(),
  /** Notice only: the last day of the 14-day term and the first day the fee may be charged. */
  termEndDate: isoDateSchema.nullable(),
  firstFeeDate: isoDateSchema.nullable(),
});

/** SPEC §3 "Collection case"; amounts in cents incl. VAT. */
export const collectionCaseSchema = z.object({
  id: z.uuid(),
  subscriptionId: z.uuid().nullable(),
  customerId: z.uuid(),
  customerName: z.string(),
  email: z.string(),
  isBusiness: z.boolean(),
  invoiceId: z.uuid(),
  invoiceNumber: z.string(),
  /** The plan name of the subscription the invoice is for, or the invoice description. */
  subscriptionType: z.string(),
  dueDate: isoDateSchema,
  originalAmount: z.number().int(),
  outstandingAmount: z.number().int(),
  daysOverdue: z.number().int(),
  riskLevel: caseRiskLevelSchema,
  collectionStage: collectionStageSchema,
  collectionStatus: collectionStatusSchema,
  contactAttempts: z.number().int(),
  lastContactDate: isoDateTimeSchema.nullable(),
  isServiceSuspended: z.boolean(),
  openedAt: isoDateTimeSchema,
  noticeLetter: letterSummarySchema.nullable(),
  collectionLetter: letterSummarySchema.nullable(),
  /**
   * The claim's next step from the claim lifecycle (issue 28): in Dutch, and as the state's code with its
   * facts for the screen's own words; who moves it next (the next batch, the bank, staff or the dunning run).
   */
  nextStep: z.string().nullish(),
  nextStepCode: claimStateNameSchema.nullish(),
  nextStepParams: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).nullish(),
  nextActor: z.enum(['next_batch', 'staff', 'bank', 'dunning_run', 'arrangement']).nullish(),
  /**
   * The payment arrangement that holds the claim (issue 30), with its next instalment: the case reads
   * "Betalingsregeling" and the dunning run leaves it alone. Null (or absent): none.
   */
  arrangement: z
    .object({
      id: z.uuid(),
      number: z.string(),
      status: z.enum(['proposed', 'active']),
      nextInstalment: z
        .object({ sequence: z.number().int(), amountCents: z.number().int(), dueDate: isoDateSchema })
        .nullable(),
    })
    .nullish(),
});
export type CollectionCase = z.infer<typeof collectionCaseSchema>;

/** The Collection Center's stat cards, over every case that is not resolved (filters do not apply). */
export const collectionStatsSchema = z.object({
  /** Customers with an unresolved case (KPI collection.overdueAccounts). */
  overdueAccounts: z.number().int(),
  /** Unresolved cases, one per claim (collection.openCases). */
  openCases: z.number().int(),
  /** Unpaid of the claims of the unresolved cases, fees not included (collection.outstandingClaims). */
  overdueAmountCents: z.number().int(),
  avgDaysOverdue: z.number().int(),
  highRiskAccounts: z.number().int(),
  /** Of the amount of the cases opened in the last 90 days, the share paid, in percent (one decimal); null without any. */
  recoveryRate: z.number().nullable(),
});
export type CollectionStats = z.infer<typeof collectionStatsSchema>;

export const collectionCaseListResponseSchema = successSchema(
  z.object({
    cases: z.array(collectionCaseSchema),
    pagination: paginationSchema,
    stats: collectionStatsSchema,
  }),
);
export const collectionCaseResponseSchema = successSchema(z.object({ case: collectionCaseSchema }));

/** SPEC §3 "Collection action history item": what the dunning run and staff did, newest first. */
export const collectionActionSchema = z.object({
  id: z.number().int(),
  caseId: z.uuid().nullable(),
  customerId: z.uuid(),
  customerName: z.string(),
  action: z.string(),
  description: z.string(),
  timestamp: isoDateTimeSchema,
  /** The staff member, or 'Automatisch' for the daily dunning run. */
  performedBy: z.string(),
  result: z.enum(['success', 'failed']),
});
export type CollectionAction = z.infer<typeof collectionActionSchema>;
export const collectionActionsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** One customer's history only (Incasso Beheer's details), online payments through Mollie included. */
  customerId: z.uuid().optional(),
});
export const collectionActionListResponseSchema = successSchema(
  z.object({ actions: z.array(collectionActionSchema) }),
);

/** Update-stage dialog: a stage set by hand, with a note for the history. */
export const collectionStageBodySchema = z.object({
  stage: collectionStageSchema,
  note: multiLineText({ language: 'en' }).max(1000).default(''),
});
export const collectionBulkStageBodySchema = collectionStageBodySchema.extend({
  caseIds: z.array(z.uuid()).min(1, { error: 'Please select cases first' }).max(500),
});
export const collectionBulkResultSchema = successSchema(
  z.object({ done: z.number().int(), skipped: z.array(skippedItemSchema) }),
);

/** POST /api/admin/collections/run: the daily dunning run, now. */
export const dunningRunResultSchema = z.object({
  opened: z.number().int(),
  reopened: z.number().int(),
  resolved: z.number().int(),
  reminders: z.number().int(),
  notices: z.number().int(),
  suspensions: z.number().int(),
  collectionLetters: z.number().int(),
  failed: z.number().int(),
  /** The customers the run could not take a step further, and why (issue 26); the others went on. */
  failures: z.array(z.object({ userId: z.uuid(), customerName: z.string(), reason: z.string() })),
});
export type DunningRunResultView = z.infer<typeof dunningRunResultSchema>;
export const dunningRunResponseSchema = successSchema(dunningRunResultSchema);

/** The schedule admins configure: days after the due date of a claim. */
export const dunningSettingsSchema = z
  .object({
    enabled: z.boolean(),
    firstReminderDays: z.number().int().min(1).max(365),
    secondReminderDays: z.number().int().min(1).max(365),
    finalNoticeDays: z.number().int().min(1).max(365),
    suspensionDays: z.number().int().min(1).max(365),
    collectionLetterDays: z.number().int().min(1).max(365),
    noticeChannel: z.enum(['email', 'post']),
    /** Cap on collection fees per customer per six months, in cents; null: no cap. */
    feeCapCentsPerSixMonths: z.number().int().min(4000).max(677_500).nullable(),
  })
  .refine((s) => s.firstReminderDays < s.secondReminderDays && s.secondReminderDays < s.finalNoticeDays, {
    error: 'De herinneringen komen vóór de laatste aanmaning: eerste < tweede < 14-dagenbrief',
    path: ['secondReminderDays'],
  })
  .refine((s) => s.finalNoticeDays + 15 <= s.collectionLetterDays, {
    error: 'De incassobrief komt op zijn vroegst 15 dagen na de 14-dagenbrief',
    path: ['collectionLetterDays'],
  });
export type DunningSettingsBody = z.infer<typeof dunningSettingsSchema>;
export const dunningSettingsResponseSchema = successSchema(dunningSettingsSchema);

export const dunningTemplateKeySchema = z.enum([
  'first_reminder',
  'second_reminder',
  'final_notice',
  'suspension_notice',
  'legal_notice',
]);
export const dunningTemplateSchema = z.object({
  key: dunningTemplateKeySchema,
  name: z.string(),
  description: z.string(),
  subject: z.string(),
  body: z.string(),
  /** true once an admin changed the built-in text. */
  customised: z.boolean(),
});
export const dunningTemplateListResponseSchema = successSchema(
  z.object({ templates: z.array(dunningTemplateSchema), placeholders: z.array(z.string()) }),
);
export const dunningTemplateBodySchema = z.object({
  subject: freeText().min(1, { error: 'Onderwerp is verplicht' }).max(200),
  body: multiLineText().min(1, { error: 'Tekst is verplicht' }).max(5000),
});
export const dunningTemplateResponseSchema = successSchema(z.object({ template: dunningTemplateSchema }));
export const dunningTemplatePreviewResponseSchema = successSchema(
  z.object({ subject: z.string(), body: z.string() }),
);

/** Export Report: the cases of the current filters as CSV or Excel (no paging). */
export const collectionExportQuerySchema = collectionCasesQuerySchema
  .omit({ page: true, limit: true })
  .extend({ format: z.enum(['csv', 'xlsx']).default('csv') });
export type CollectionExportQuery = z.infer<typeof collectionExportQuerySchema>;

/** POST /api/admin/collections/cases/bulk-suspend: suspends the subscriptions of cases at final notice or later. */
export const collectionCaseIdsBodySchema = z.object({
  caseIds: z.array(z.uuid()).min(1, { error: 'Please select cases first' }).max(500),
});
