import { z } from 'zod';

// Stable error codes; the API maps each to an HTTP status (SPEC §8).
export const errorCodes = [
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'ACCOUNT_INACTIVE',
  'TOKEN_INVALID',
  'TWO_FACTOR_INVALID',
  'FORBIDDEN',
  'NOT_FOUND',
  'USER_NOT_FOUND',
  'EMAIL_TAKEN',
  'EMAIL_ADDRESS_CHANGED',
  'EMAIL_CHANGE_NEEDS_CONFIRMATION',
  'CONFLICT',
  'SUBSCRIPTION_NOT_CANCELLABLE',
  'WRONG_PASSWORD',
  'TWO_FACTOR_REQUIRED',
  'TWO_FACTOR_ALREADY_ENABLED',
  'TWO_FACTOR_NOT_ENABLED',
  'ACCOUNT_HAS_UNPAID_BALANCE',
  'TOO_MANY_REQUESTS',
  'PAYLOAD_TOO_LARGE',
  'INVOICE_ALREADY_PAID',
  'INVOICE_NOT_CREDITABLE',
  'PAYMENT_REFERENCE_NOT_FOUND',
  'SUBSCRIPTION_STATE_CONFLICT',
  'PACKAGE_NOT_AVAILABLE',
  'MANDATE_INVALID',
  'CART_EMPTY',
  'TEST_MODE_ONLY',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/**
 * Why a business rule refused a request (decision 002): the code says what kind of refusal (and its
 * status), the reason says which rule, so a screen words it in its own language. `params` fills the
 * reason's text (a return code, a count). The server's `error` text stays Dutch (or English) for API
 * clients; a screen never shows it for a reason it knows.
 */
export const errorReasons = [
  // The claim lifecycle (packages/domain claim-events): a staff retry, a batch, a dunning step refused.
  'claim_in_batch',
  'claim_not_offered',
  'claim_batch_not_cancellable',
  'claim_batch_not_submittable',
  'claim_no_collection',
  'claim_credited',
  'claim_fully_credited',
  'claim_paid',
  'claim_at_bank',
  'claim_closed',
  'claim_nothing_open',
  'claim_next_batch',
  'claim_bank_deciding',
  'claim_in_unsent_batch',
  'claim_awaits_staff',
  'claim_step_not_due',
  'claim_duplicate_submission',
  'claim_collection_at_bank',
  'claim_iban_changed',
  'claim_amount_changed',
  'claim_in_arrangement',
  // Paying a held invoice online: its arrangement's instalments are paid instead (params arrangementNumber).
  'claim_held_by_arrangement',
  // Why a claim may not be debited (packages/domain debitBlock).
  'debit_not_sepa',
  'debit_settled',
  'debit_chargeback',
  'debit_refunded',
  'debit_letter',
  'debit_needs_payment_method',
  'debit_manual_return',
  'debit_mandate',
  'debit_address',
  'debit_debtor_data',
  'debit_attempts',
  'debit_arrangement',
  // SEPA Direct Debit Management row actions.
  'reminder_already_sent_today',
  'nothing_overdue',
  'no_failed_debit',
  'suspend_needs_high_risk',
  // Users: access and role changes, deletion.
  'own_account_deactivate',
  'own_role',
  'own_account_delete',
  'last_active_admin',
  'customer_has_unpaid_invoices',
  // Collections: letters, notices, case stages.
  'notice_business_customer',
  'notice_already_sent',
  'notice_nothing_overdue',
  'collection_letter_already_sent',
  'collection_letter_term_running',
  'collection_letter_needs_notice',
  'no_overdue_invoices',
  'suspend_after_last_reminder',
  'notice_term_running',
  'no_active_service',
  'no_open_case',
  'case_stage_unchanged',
  'case_has_open_amount',
  'case_has_open_fee',
  'case_invoice_paid',
  'letter_replaced',
  'letter_paid',
  'notice_term_ended',
  'notice_followed',
  // Subscriptions.
  'subscription_not_active',
  'subscription_not_paused',
  'subscription_not_running',
  'no_pending_plan_change',
  'subscription_already_cancelled',
  'subscription_not_delivered',
  'customer_not_active',
  'cancellation_needs_admin',
  'subscription_ended',
  'subscription_not_started',
  'subscription_already_active',
  'subscription_not_found',
  'subscription_not_sepa',
  'no_valid_mandate',
  // Catalogue, notes, support, mandates, hosting.
  'package_slug_taken',
  'note_already_done',
  'follow_up_in_past',
  'unknown_team_member',
  'ticket_closed',
  'session_not_found',
  'mandate_handled_personally',
  'mandate_not_in_use',
  'server_name_taken',
  'server_has_accounts',
  'panel_address_refused',
  // E-invoices over Peppol.
  'peppol_not_configured',
  'peppol_delivery_not_failed',
  // Stored data an e-invoice (UBL) cannot carry truthfully (issue 26): params invoiceNumber, problem.
  'einvoice_unwritable',
  // An invoice the delivery job cannot send as stored (issue 26): params invoiceNumber, problem.
  'invoice_undeliverable',
  // The billing run: one at a time (issue 27); params startedAt (an ISO instant), runId.
  'billing_run_in_progress',
  // SEPA batches and bank files.
  'creditor_id_missing',
  'batch_already_submitted',
  'batch_cancelled',
  'batch_too_late',
  'batch_claims_refused',
  'bank_line_already_assigned',
  'bank_line_already_booked',
  'bank_line_not_received',
  'bank_file_wrong_type',
  'bank_file_unreadable',
  'bank_file_not_ours',
  // Money and forms.
  'payment_collection_at_bank',
  'credit_note_collection_at_bank',
  'credit_exceeds_open',
  // Account credit (issue 27): money we owe a customer keeps their account, and is paid back.
  'account_has_credit',
  'account_collection_at_bank',
  'account_open_fees',
  'customer_has_credit',
  'customer_collection_at_bank',
  'customer_has_open_fees',
  'refund_exceeds_credit',
  'no_credit_to_refund',
  // Paying credit back (issue 29): a payout batch in another state, credit gone before the money left.
  'payout_batch_changed',
  'payout_credit_gone',
  'payback_iban_missing',
  'payout_batch_not_found',
  'fee_nothing_to_waive',
  'credit_note_not_collected',
  'address_incomplete',
  // Ordering and giving a mandate wait for a confirmed e-mail address (issue 28); params email.
  'email_unverified',
  'terms_version_changed',
  'withdrawal_not_offered',
  'withdrawal_period_over',
  'template_unknown_fields',
  // Online payment (issue 29): off, the provider down, nothing left to pay.
  'online_payments_off',
  'online_payment_provider_down',
  'nothing_to_pay',
  'online_refund_not_possible',
  // Payment arrangements (issue 30): the company's rules (params formatted), a schedule nobody may agree,
  // one at a time, claims that cannot be covered, the arrangement's own state.
  'arrangement_no_claims',
  'arrangement_total_too_small',
  'arrangement_too_many_instalments',
  'arrangement_too_few_instalments',
  'arrangement_instalment_too_small',
  'arrangement_recent_lapse',
  'arrangement_first_due_too_late',
  'arrangement_first_due_past',
  'arrangement_first_debit_too_soon',
  'arrangement_not_proposed',
  'arrangement_closed',
  'arrangement_exists',
  'arrangement_claim_not_open',
  'arrangement_claim_at_bank',
  'arrangement_no_mandate',
  'arrangement_not_found',
  'arrangement_nothing_open',
  'arrangement_first_unpaid',
  // Paying an instalment online (params arrangementNumber, sequence).
  'arrangement_not_agreed',
  'instalment_not_found',
  'instalment_paid',
  'instalment_not_due',
  'instalment_at_bank',
  // The public pay link (issue 29): forged or damaged, or past its date.
  'pay_link_invalid',
  'pay_link_expired',
  // What is not (or no longer) there, where the API names it in a text of its own.
  'invoice_not_found',
  'case_not_found',
  'case_not_open',
  'letter_not_found',
  'payment_not_found',
  'download_link_expired',
  'note_not_found',
  'mandate_not_found',
  'server_not_found',
  'provisioning_account_not_found',
  'bank_file_not_found',
  'bank_line_not_found',
  'email_change_not_pending',
  'user_not_found',
] as const;
export type ErrorReason = (typeof errorReasons)[number];

export function isErrorReason(value: unknown): value is ErrorReason {
  return typeof value === 'string' && (errorReasons as readonly string[]).includes(value);
}

/** What a reason's text is filled with: a return code, a count, an invoice number. */
export const errorParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type ErrorParams = z.infer<typeof errorParamsSchema>;

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });

export const errorResponseSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.string(),
  /** A business refusal's rule (errorReasons); a string here so an older client still reads a newer one. */
  reason: z.string().optional(),
  params: errorParamsSchema.optional(),
  details: z.array(fieldErrorSchema).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export function successSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

/**
 * One item a bulk action skipped: `reason` is the server's text (Dutch, as in an error's `error`), `code` and
 * `refusal` the error's code and reason (errorReasons) with their `params`, so a screen words it itself.
 */
export const skippedItemSchema = z.object({
  id: z.uuid(),
  reason: z.string(),
  code: z.string().optional(),
  refusal: z.string().optional(),
  params: errorParamsSchema.optional(),
});
export type SkippedItem = z.infer<typeof skippedItemSchema>;

export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });

// Dates and instants a client sends lie in the years 1900-2999, far from where the date helpers (years
// 0-9999) and PostgreSQL (no year 0) give up: a day or a month added to one never overflows.
const inBusinessYears = (value: string) => value >= '1900' && value < '3000';
const businessYearsError = { error: 'Kies een datum tussen 1900 en 2999' };
export const isoDateTimeSchema = z.iso.datetime({ offset: true }).refine(inBusinessYears, businessYearsError);
export const isoDateSchema = z.iso.date().refine(inBusinessYears, businessYearsError);
