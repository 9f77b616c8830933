import { z } from 'zod';
import { collectionStatusSchema } from './collections.ts';
import { isoDateSchema, isoDateTimeSchema, skippedItemSchema, successSchema } from './common.ts';
import { pageQuerySchema, paginationSchema } from './pagination.ts';
import { STAFF_ROLES } from './permissions.ts';
import { riskLevelSchema, sepaPaymentStatusSchema } from './sepa-management.ts';
import { billingIntervalSchema } from './subscriptions.ts';
import { freeText, multiLineText } from './text-rule.ts';

// Incasso Beheer = Enhanced Subscription Dashboard (issue 6, SPEC §2, §3 "Enhanced subscription", "Note",
// "Filter state", §5 new note, §7): every subscription with its payment and collection state, staff notes
// with follow-ups, and bulk actions.

export const enhancedSubscriptionStatusSchema = z.enum([
  'active',
  'suspended',
  'payment_pending',
  'cancelled',
]);
export type EnhancedSubscriptionStatus = z.infer<typeof enhancedSubscriptionStatusSchema>;

export const noteTypeSchema = z.enum(['general', 'payment_issue', 'collection_action', 'customer_contact']);
export const notePrioritySchema = z.enum(['low', 'medium', 'high', 'urgent']);
export const noteVisibilitySchema = z.enum(['public', 'team_only', 'admin_only']);
export const noteStatusSchema = z.enum(['active', 'resolved']);
export type NoteType = z.infer<typeof noteTypeSchema>;
export type NotePriority = z.infer<typeof notePrioritySchema>;
export type NoteVisibility = z.infer<typeof noteVisibilitySchema>;

/** The tabs of the dashboard; each narrows the list on the server. */
export const enhancedTabSchema = z.enum(['overview', 'details', 'notes', 'collections']);
export type EnhancedTab = z.infer<typeof enhancedTabSchema>;

export const enhancedSortSchema = z.enum([
  'lastActivity',
  'customerName',
  'price',
  'lastPaymentDate',
  'nextPaymentDue',
  'daysOverdue',
  'riskLevel',
  'totalCollectionAmount',
]);

/** Days the stat cards and their trends look back (SPEC §3 dateRange, default 30). */
export const enhancedDateRangeSchema = z.coerce
  .number()
  .int()
  .refine((days) => [7, 30, 90, 365].includes(days), { error: 'Kies 7, 30, 90 of 365 dagen' });

export const ENHANCED_PAGE_SIZE = 25;
export const NOTES_PAGE_SIZE = 20;
export const NOTE_TITLE_MAX = 200;
export const NOTE_CONTENT_MAX = 5000;
export const noteRequiredMessage = 'Titel en inhoud zijn verplicht';

/** SPEC §3 filter state, plus the tab (which rows the tab is about) and paging. */
export const enhancedSubscriptionsQuerySchema = pageQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(100).default(ENHANCED_PAGE_SIZE),
  tab: enhancedTabSchema.default('details'),
  search: freeText().max(100).optional(),
  status: enhancedSubscriptionStatusSchema.optional(),
  riskLevel: riskLevelSchema.optional(),
  /** Collections tab: the collection status (none is every subscription without a letter step). */
  collectionStatus: collectionStatusSchema.exclude(['none']).optional(),
  /** Notes tab: subscriptions with an open note of this type. */
  noteType: noteTypeSchema.optional(),
  dateRange: enhancedDateRangeSchema.default(30),
  sortBy: enhancedSortSchema.default('lastActivity'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
});
export type EnhancedSubscriptionsQuery = z.infer<typeof enhancedSubscriptionsQuerySchema>;

export const enhancedExportQuerySchema = enhancedSubscriptionsQuerySchema.omit({ page: true, limit: true });
export type EnhancedExportQuery = z.infer<typeof enhancedExportQuerySchema>;

export const personRefSchema = z.object({ id: z.uuid(), name: z.string() });

/** A short view of an open note on the row (the notes modal loads the full list). */
export const noteSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  noteType: noteTypeSchema,
  priority: notePrioritySchema,
  followUpDate: isoDateSchema.nullable(),
});

export const enhancedSubscriptionSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  /** null when the account was anonymised; the screen shows 'Onbekend' / 'Geen email'. */
  customerName: z.string().nullable(),
  customerEmail: z.string().nullable(),
  isBusiness: z.boolean(),
  title: z.string(),
  status: enhancedSubscriptionStatusSchema,
  /** Price per interval in cents, excl. VAT. */
  price: z.number().int(),
  interval: billingIntervalSchema,
  lastPaymentDate: isoDateTimeSchema.nullable(),
  nextPaymentDue: isoDateSchema.nullable(),
  riskLevel: riskLevelSchema,
  /** Days since the oldest unpaid invoice of this subscription fell due; 0 when nothing is overdue. */
  daysOverdue: z.number().int(),
  activeNotesCount: z.number().int(),
  urgentNotesCount: z.number().int(),
  /** Up to three open notes, most urgent first. */
  notes: z.array(noteSummarySchema),
  collectionStatus: collectionStatusSchema,
  paymentStatus: sepaPaymentStatusSchema,
  /** Unpaid amount of this subscription's invoices in cents incl. VAT, plus unpaid collection fees. */
  totalCollectionAmount: z.number().int(),
  hasMandate: z.boolean(),
  /** The newest 14-dagenbrief and incassobrief covering this subscription's claims, for download. */
  noticeLetterId: z.uuid().nullable(),
  collectionLetterId: z.uuid().nullable(),
  /** The PAY- reference a manual payment for this subscription is booked against (newest open claim). */
  paymentReference: z.string().nullable(),
  lastActivity: isoDateTimeSchema,
});
export type EnhancedSubscription = z.infer<typeof enhancedSubscriptionSchema>;

export const priorityActionSchema = z.object({
  id: z.string(),
  title: z.string(),
  count: z.number().int(),
  description: z.string(),
  priority: z.enum(['urgent', 'high', 'medium', 'low']),
  /** Where the action button takes the dashboard. */
  tab: enhancedTabSchema,
  filter: z
    .object({
      status: enhancedSubscriptionStatusSchema.optional(),
      riskLevel: riskLevelSchema.optional(),
      collectionStatus: collectionStatusSchema.exclude(['none']).optional(),
      noteType: noteTypeSchema.optional(),
    })
    .optional(),
});
export type PriorityAction = z.infer<typeof priorityActionSchema>;

/** SPEC §3 enhanced stats; "previous" figures cover the dateRange before this one (for the trends). */
export const enhancedStatsSchema = z.object({
  dateRange: z.number().int(),
  overview: z.object({
    totalSubscriptions: z.number().int(),
    activeSubscriptions: z.number().int(),
    suspendedSubscriptions: z.number().int(),
    /** Monthly recurring revenue of the active subscriptions, cents excl. VAT. */
    monthlyRevenueCents: z.number().int(),
    newSubscriptions: z.number().int(),
    previousNewSubscriptions: z.number().int(),
  }),
  paymentIssues: z.object({
    overdueSubscriptions: z.number().int(),
    failedPayments: z.number().int(),
    chargebacks: z.number().int(),
    overdueAmountCents: z.number().int(),
  }),
  collections: z.object({
    openCases: z.number().int(),
    pendingNotices: z.number().int(),
    noticesSent: z.number().int(),
    collectionLettersSent: z.number().int(),
    /** Consumers whose notice term has passed unpaid: the incassobrief may go out. */
    collectionLettersDue: z.number().int(),
    collectionAmountCents: z.number().int(),
    recoveredCents: z.number().int(),
    previousRecoveredCents: z.number().int(),
  }),
  teamActivity: z.object({
    activeNotes: z.number().int(),
    urgentNotes: z.number().int(),
    /** Open notes whose follow-up date is today or earlier. */
    followUpsDue: z.number().int(),
    /** Open notes assigned to the signed-in team member. */
    myOpenFollowUps: z.number().int(),
    notesCreated: z.number().int(),
    notesResolved: z.number().int(),
    /** Share of the period's notes already resolved, 0–100 with one decimal; null without notes. */
    completionRate: z.number().nullable(),
  }),
  priorityActions: z.array(priorityActionSchema).max(6),
});
export type EnhancedStats = z.infer<typeof enhancedStatsSchema>;

export const enhancedSubscriptionListResponseSchema = successSchema(
  z.object({ subscriptions: z.array(enhancedSubscriptionSchema), pagination: paginationSchema }),
);

/** The stat cards come on their own route: the list pages fast, the stats load once per period. */
export const enhancedStatsQuerySchema = z.object({ dateRange: enhancedDateRangeSchema.default(30) });
export const enhancedStatsResponseSchema = successSchema(enhancedStatsSchema);

export const noteSchema = z.object({
  id: z.uuid(),
  subscriptionId: z.uuid(),
  title: z.string(),
  content: z.string(),
  noteType: noteTypeSchema,
  priority: notePrioritySchema,
  followUpDate: isoDateSchema.nullable(),
  assignedTo: personRefSchema.nullable(),
  visibility: noteVisibilitySchema,
  status: noteStatusSchema,
  createdBy: personRefSchema.nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  resolvedAt: isoDateTimeSchema.nullable(),
  resolvedBy: personRefSchema.nullable(),
  resolutionNotes: z.string().nullable(),
});
export type Note = z.infer<typeof noteSchema>;

const requiredText = (text: z.ZodString, max: number, label: string) =>
  text.min(1, { error: noteRequiredMessage }).max(max, { error: `${label} mag maximaal ${max} tekens zijn` });

/** SPEC §5 new note; the server checks the follow-up date against today and the assignee against the team. */
export const noteBodySchema = z.object({
  title: requiredText(freeText({ typeError: noteRequiredMessage }), NOTE_TITLE_MAX, 'Titel'),
  content: requiredText(multiLineText({ typeError: noteRequiredMessage }), NOTE_CONTENT_MAX, 'Inhoud'),
  noteType: noteTypeSchema.default('general'),
  priority: notePrioritySchema.default('medium'),
  followUpDate: isoDateSchema.nullable().optional(),
  assignedTo: z.uuid().nullable().optional(),
  visibility: noteVisibilitySchema.default('team_only'),
});
export type NoteBody = z.infer<typeof noteBodySchema>;

export const noteResolveBodySchema = z.object({
  resolutionNotes: multiLineText().max(NOTE_CONTENT_MAX).optional(),
});

export const notesQuerySchema = pageQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(100).default(NOTES_PAGE_SIZE),
  status: noteStatusSchema.optional(),
});

export const noteResponseSchema = successSchema(z.object({ note: noteSchema }));
export const noteListResponseSchema = successSchema(
  z.object({ notes: z.array(noteSchema), pagination: paginationSchema }),
);

/** Open notes with a follow-up assigned to the signed-in team member, soonest first. */
export const followUpSchema = noteSchema.extend({
  customerName: z.string().nullable(),
  subscriptionTitle: z.string(),
});
export const followUpListResponseSchema = successSchema(z.object({ followUps: z.array(followUpSchema) }));

/** SPEC §3 assignable staff entry. */
export const teamMemberSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
export const teamMemberListResponseSchema = successSchema(
  z.object({ teamMembers: z.array(teamMemberSchema) }),
);

export const enhancedBulkOperationSchema = z.enum([
  'suspend',
  'activate',
  'send_notice',
  'export_collection',
]);
export type EnhancedBulkOperation = z.infer<typeof enhancedBulkOperationSchema>;

export const enhancedBulkActionBodySchema = z.object({
  operation: enhancedBulkOperationSchema,
  subscriptionIds: z.array(z.uuid()).min(1, { error: 'Selecteer eerst abonnementen' }).max(500),
});

export const enhancedBulkActionResponseSchema = successSchema(
  z.object({
    operation: enhancedBulkOperationSchema,
    processed: z.number().int(),
    succeeded: z.number().int(),
    skipped: z.array(skippedItemSchema),
    /** export_collection: the selected subscriptions' collection data as CSV (UTF-8 with BOM, ";"). */
    export: z.object({ fileName: z.string(), csv: z.string() }).nullable(),
  }),
);
export type EnhancedBulkActionResult = z.infer<typeof enhancedBulkActionResponseSchema>['data'];
