import type { ErrorCode, ErrorReason } from '@hostportaal/contract';

/** The words for the API's error codes and refusal reasons (decision 002), one set per language. */
export type ErrorTexts = { codes: Record<ErrorCode, string>; reasons: Record<ErrorReason, string> };

// English: the customer screens in en, and the admin screens SPEC gives in English (in nl and en alike).
export const errorTextsEn: ErrorTexts = {
  codes: {
    VALIDATION_FAILED: 'Please check the highlighted fields.',
    BAD_REQUEST: 'Invalid request',
    UNAUTHENTICATED: 'Authentication required. Please log in.',
    INVALID_CREDENTIALS: 'Invalid e-mail address or password.',
    ACCOUNT_INACTIVE: 'Your account has been deactivated. Please contact support.',
    TOKEN_INVALID: 'This link is invalid or has expired. Please request a new one.',
    TWO_FACTOR_INVALID: 'The verification code is invalid or has expired.',
    FORBIDDEN: "You don't have permission to perform this action",
    TWO_FACTOR_REQUIRED:
      'Turn on two-factor authentication first under Settings → Security: it is required for admins.',
    NOT_FOUND: 'Resource not found',
    USER_NOT_FOUND: 'User not found.',
    EMAIL_TAKEN: 'An account with this e-mail address already exists.',
    EMAIL_ADDRESS_CHANGED:
      'This link was sent to an e-mail address that no longer belongs to your account. Use the link we sent to your current address.',
    EMAIL_CHANGE_NEEDS_CONFIRMATION:
      'Change your e-mail address separately, with your password (Settings → Profile → Change e-mail address).',
    CONFLICT: 'Conflict occurred',
    SUBSCRIPTION_NOT_CANCELLABLE: 'This subscription can no longer be cancelled.',
    WRONG_PASSWORD: 'The current password is incorrect.',
    TWO_FACTOR_ALREADY_ENABLED: 'Two-factor authentication is already enabled.',
    TWO_FACTOR_NOT_ENABLED: 'Two-factor authentication is not enabled.',
    ACCOUNT_HAS_UNPAID_BALANCE:
      'Your account cannot be deleted while there are unpaid invoices. Please pay the outstanding amount first.',
    TOO_MANY_REQUESTS: 'Too many requests. Please try again later.',
    PAYLOAD_TOO_LARGE: 'The request is too large.',
    INVOICE_ALREADY_PAID: 'This invoice has already been paid in full.',
    INVOICE_NOT_CREDITABLE: 'No (further) credit note can be made for this invoice.',
    PAYMENT_REFERENCE_NOT_FOUND: 'Payment reference not found',
    SUBSCRIPTION_STATE_CONFLICT: "This is not possible in the subscription's current status.",
    PACKAGE_NOT_AVAILABLE: 'This package cannot be ordered (any more) with this interval.',
    MANDATE_INVALID: 'This mandate is not valid for direct debit.',
    CART_EMPTY: 'Your cart is empty.',
    TEST_MODE_ONLY: 'This test payment is disabled in production.',
    SERVICE_UNAVAILABLE: 'Server error. Please try again later.',
    INTERNAL_ERROR: 'Server error. Please try again later.',
  },
  reasons: {
    claim_in_batch: 'This invoice is already in a direct debit file.',
    claim_not_offered: 'This invoice has not been offered for direct debit.',
    claim_batch_not_cancellable: 'This invoice is not in a direct debit file that can still be cancelled.',
    claim_batch_not_submittable:
      'This invoice is not in a direct debit file that still has to go to the bank.',
    claim_no_collection: 'No direct debit is running for this invoice.',
    claim_credited: 'This invoice has been credited.',
    claim_fully_credited: 'This invoice has already been credited in full.',
    claim_paid: 'This invoice has already been paid.',
    claim_at_bank: 'The direct debit of this invoice is already with the bank.',
    claim_closed: 'This invoice is no longer open.',
    claim_nothing_open: 'Nothing is open on this invoice any more.',
    claim_next_batch: 'This invoice goes with the next direct debit; no reminder is sent now.',
    claim_bank_deciding: 'The direct debit of this invoice is with the bank; wait for the result.',
    claim_in_unsent_batch: 'This invoice is in a direct debit file that has not gone to the bank yet.',
    claim_awaits_staff: 'This invoice is waiting for a staff member; the dunning run skips it.',
    claim_step_not_due: 'This step is not due now.',
    claim_duplicate_submission:
      'The bank refused a duplicate upload of the direct debit file; the direct debit from the first upload goes ahead.',
    debit_not_sepa: 'This invoice is paid by bank transfer, not by direct debit.',
    debit_settled: 'Nothing is open on this invoice any more.',
    debit_chargeback:
      'A charged-back direct debit (MD06) is not debited again; the customer pays by bank transfer.',
    debit_refunded:
      'An online payment of this invoice was paid back; it is not debited again, the customer pays by transfer.',
    debit_letter:
      'The customer has received a reminder letter asking for a bank transfer; we do not debit as well.',
    debit_needs_payment_method:
      'The previous direct debit came back ({{returnCode}}); a new IBAN or a new mandate is needed first.',
    debit_manual_return: 'The previous direct debit came back ({{returnCode}}); this is handled by hand.',
    debit_mandate: 'The mandate is not valid; ask the customer for a new mandate or a bank transfer.',
    debit_address:
      "The customer's address is incomplete (street, house number, postcode, city, country); the direct debit needs it.",
    debit_debtor_data:
      "'{{value}}' in the customer's name, address or mandate cannot be written in a SEPA file; correct it first.",
    debit_attempts:
      'This invoice has already been offered for direct debit {{count}} times; the customer pays by bank transfer.',
    reminder_already_sent_today: 'A payment reminder has already been sent today.',
    nothing_overdue: 'Nothing is overdue for this subscription.',
    no_failed_debit: 'There is no failed direct debit that can be offered again.',
    suspend_needs_high_risk: 'Only an active subscription with a high risk can be suspended.',
    own_account_deactivate: 'You cannot deactivate your own account',
    own_role: 'You cannot change your own role',
    own_account_delete: 'You cannot delete your own account',
    last_active_admin: 'At least one active admin must remain',
    customer_has_unpaid_invoices:
      'This customer has unpaid invoices: collect or credit them before deleting the account',
    notice_business_customer:
      'A 14-day notice is for consumers only; a business customer owes the collection costs without it.',
    notice_already_sent: '14-day notice {{letter}} has already been sent for the open invoices.',
    notice_nothing_overdue: 'Nothing is overdue for which a 14-day notice can be sent.',
    collection_letter_already_sent: 'The collection letter has already been sent for the open invoices.',
    collection_letter_term_running:
      'The term of 14-day notice {{letter}} runs until {{termEndDate}}; collection costs may be charged from {{feeDate}}.',
    collection_letter_needs_notice:
      'Send a 14-day notice first: no collection costs may be charged before its payment term has passed.',
    no_overdue_invoices: 'This customer has no overdue invoices.',
    suspend_after_last_reminder: 'Suspending is only possible after the final reminder.',
    notice_term_running: 'The payment term of the 14-day notice has not passed yet.',
    no_active_service: 'No active service to suspend.',
    case_stage_unchanged: 'The case is already in this stage.',
    case_has_open_amount:
      'A case with an open amount cannot be closed: book the payment or a credit note first.',
    case_invoice_paid: 'The invoice has been paid; the case stays closed.',
    letter_replaced: 'Letter {{letter}} has been replaced by letter {{replacement}}; update that one.',
    letter_paid: 'Letter {{letter}} has already been paid.',
    notice_term_ended:
      'The term of letter {{letter}} has passed; its delivery can no longer be changed. Send a new 14-day notice if needed.',
    notice_followed:
      'Collection letter {{followUp}} has already followed letter {{letter}}; its delivery can no longer be changed.',
    subscription_not_active: 'Only an active subscription can be paused.',
    subscription_not_paused: 'Only a paused subscription can be resumed.',
    subscription_not_running: 'Only a running subscription with a next billing date can be changed.',
    no_pending_plan_change: 'No change is waiting for this subscription.',
    subscription_already_cancelled: 'This subscription has already been cancelled.',
    subscription_not_delivered: 'This subscription is not being delivered now; cancel it immediately.',
    customer_not_active: 'Only an active customer can get a subscription.',
    cancellation_needs_admin:
      'The subscription has been cancelled; only an admin can withdraw the cancellation.',
    subscription_ended: 'The subscription has ended and cannot be reactivated.',
    subscription_not_started: 'The subscription has not started yet.',
    subscription_already_active: 'The subscription is already active.',
    subscription_not_found: 'Subscription not found.',
    no_valid_mandate: 'You do not have a valid mandate yet; please give one.',
    package_slug_taken: 'This slug is already used by another package.',
    note_already_done: 'This note has already been completed.',
    follow_up_in_past: 'The follow-up date cannot be in the past.',
    unknown_team_member: 'This team member does not exist.',
    session_not_found: 'This session has already ended.',
    ticket_closed: 'This ticket is closed. Open a new ticket if you still have a question.',
    mandate_handled_personally: 'We handle this mandate with you personally. Please contact us.',
    mandate_not_in_use: 'This mandate is no longer used; there is nothing to change here.',
    server_name_taken: 'A server named {{name}} already exists',
    server_has_accounts:
      'Server {{name}} still has {{count}} accounts. Set the server to inactive instead of deleting it.',
    billing_run_in_progress:
      'A billing run is already in progress (started {{startedAt}}). Start another once it has finished.',
    creditor_id_missing:
      'Set the creditor ID in the company settings first; without it nothing can be collected.',
    batch_already_submitted: 'This direct debit file has already been delivered to the bank.',
    batch_cancelled: 'This direct debit file has been cancelled.',
    batch_too_late:
      'Too late for the bank: this file collects on {{collectionDate}}, but what is delivered today can only be debited on {{earliestDate}}. Cancel it and create a new direct debit file.',
    batch_claims_refused:
      'This file can no longer go to the bank: {{count}} invoices in it may no longer be debited ({{invoices}}). Cancel it and create a new direct debit file.',
    bank_line_already_assigned: 'This line has already been linked to invoice {{invoice}} by {{by}}.',
    bank_line_already_booked: 'This line was already booked when the file was read.',
    bank_line_not_received:
      'Only a received amount (direct debit or bank transfer) can be linked to an invoice.',
    bank_file_wrong_type:
      'This is a {{type}} file; upload a bank statement (camt.053/camt.054) or a status report (pain.002).',
    bank_file_unreadable: 'The file could not be read.',
    bank_file_not_ours:
      'This bank file is not about our account or one of our direct debit files; nothing was booked.',
    payment_collection_at_bank:
      'The direct debit of invoice {{invoiceNumber}} is already with the bank (file {{messageId}}) and is debited on {{collectionDate}}. If you book this payment as well, the customer pays twice and the surplus becomes their account credit. Confirm to book it anyway.',
    claim_collection_at_bank:
      'The direct debit of this invoice is already with the bank and will still be debited; booking this as well makes the customer pay twice.',
    claim_iban_changed:
      'The customer gave another account or a new mandate after this file was written; the file would still debit the old account.',
    claim_amount_changed: '{{open}} is now open on this invoice; the file debits {{file}}.',
    credit_note_collection_at_bank:
      "The direct debit of {{amount}} for invoice {{invoiceNumber}} is already with the bank (file {{messageId}}) and is debited on {{collectionDate}}. If you credit it now, what the bank collects becomes the customer's account credit, to be paid back. Confirm to credit it anyway.",
    account_has_credit:
      'You still have {{amount}} credit with us. We pay it back to you first; then you can delete your account. We have passed on your request for the refund.',
    account_collection_at_bank:
      'A direct debit of yours is still with the bank. Once it has been debited or returned, you can delete your account.',
    account_open_fees:
      '{{amount}} in collection costs is still open. Please pay it first; then you can delete your account.',
    customer_has_credit:
      'This customer has {{amount}} account credit: pay it back (Payments → Account credit) before deleting the account.',
    customer_collection_at_bank:
      'A direct debit of this customer is at the bank: wait until it is collected or returned.',
    customer_has_open_fees:
      'This customer still owes {{amount}} in collection costs: collect or waive them first.',
    refund_exceeds_credit: 'The customer has {{balance}} credit; no more can be paid back.',
    no_credit_to_refund: 'This customer has no credit to pay back.',
    payout_batch_changed: 'This payout file has changed meanwhile; refresh the list.',
    payout_credit_gone:
      "Customer {{customerNumber}}'s credit is less than the payout; check the credit ledger.",
    payback_iban_missing: 'Enter the account number: the customer has no mandate with an IBAN.',
    payout_batch_not_found: 'Payout file not found.',
    fee_nothing_to_waive: 'Letter {{letter}} asks no (more) collection costs.',
    case_has_open_fee:
      'Collection costs are still open on this case: book the payment or waive the costs (with a reason) before closing it.',
    credit_exceeds_open: 'The amount is higher than what can still be credited.',
    terms_version_changed:
      'The terms or the privacy statement changed since you opened them; read the new version and order again.',
    withdrawal_not_offered:
      'Withdrawal is only possible within 14 days of an order as a consumer, while the service runs. You can still cancel the subscription.',
    withdrawal_period_over:
      'The 14-day withdrawal period ended on {{date}}. You can still cancel the subscription.',
    address_incomplete:
      'First fill in your full address (street, house number, postcode and city); the mandate and your invoices need it.',
    online_payments_off:
      'Paying online is not possible right now. Please pay by bank transfer quoting the payment reference on the invoice.',
    online_payment_provider_down:
      'The payment provider cannot be reached right now. Please try again in a few minutes, or pay by bank transfer quoting the payment reference on the invoice.',
    online_refund_not_possible:
      'Invoice {{invoiceNumber}} was not paid online; refund it through the customer’s account credit.',
    pay_link_invalid:
      'This payment link is not valid. Use the link from the e-mail or letter, or log in to pay.',
    pay_link_expired:
      'This payment link has expired. Log in to pay, or transfer the amount quoting the payment reference from the e-mail or letter.',
    nothing_to_pay: 'There is nothing open to pay.',
    email_unverified:
      'First confirm your e-mail address with the link in the confirmation e-mail we sent to {{email}}; then you can order and give a mandate.',
    template_unknown_fields: 'Unknown placeholders: {{fields}}',
    no_open_case: 'No open collection case: suspending is only possible after the final reminder.',
    subscription_not_sepa: 'This subscription is not paid by direct debit.',
    panel_address_refused:
      'This URL points to {{address}}, an address the portal does not contact (not on the public internet and not in PANEL_ALLOWED_NETWORKS).',
    peppol_not_configured: 'Sending over Peppol is not configured (PEPPOL_ACCESS_POINT_URL).',
    peppol_delivery_not_failed: 'Only a failed Peppol delivery can be sent again.',
    einvoice_unwritable: 'Invoice {{invoiceNumber}} cannot be written as an e-invoice (UBL): {{problem}}.',
    invoice_undeliverable: 'Invoice {{invoiceNumber}} cannot be sent: {{problem}}',
    credit_note_not_collected: 'A credit note does not go to direct debit.',
    claim_in_arrangement: 'This invoice is covered by a payment arrangement; the dunning run skips it.',
    debit_arrangement:
      'This invoice is covered by a payment arrangement: its instalments are paid, the invoice itself is not debited.',
    arrangement_no_claims: 'There is nothing open to pay in instalments.',
    arrangement_total_too_small: 'A payment arrangement starts at {{min}}; this is {{total}}.',
    arrangement_too_many_instalments: 'At most {{max}} instalments.',
    arrangement_too_few_instalments: 'A payment arrangement has at least {{min}} instalments.',
    arrangement_instalment_too_small: 'An instalment is at least {{min}}; this would be {{amount}}.',
    arrangement_recent_lapse:
      'An earlier payment arrangement was not kept in the last 12 months; a new one is reviewed by staff.',
    arrangement_first_due_too_late: 'The first instalment falls at most {{max}} days from today.',
    arrangement_first_due_past: 'The first instalment cannot fall in the past.',
    arrangement_first_debit_too_soon:
      'By direct debit the first instalment falls on {{date}} at the earliest: the schedule is sent to you first.',
    arrangement_not_proposed: 'Only a proposal can be approved or rejected.',
    arrangement_closed: 'This payment arrangement is closed.',
    arrangement_exists: 'A payment arrangement ({{number}}) is already running; one can run at a time.',
    arrangement_claim_not_open:
      '{{label}} is not (or no longer) open and cannot be in a payment arrangement.',
    arrangement_claim_at_bank: 'The direct debit of {{label}} is with the bank; wait for its outcome.',
    arrangement_no_mandate:
      'Instalments by direct debit need a valid mandate; choose bank transfer or give a mandate first.',
    arrangement_not_found: 'Payment arrangement not found.',
    arrangement_nothing_open: 'Nothing is left open on this payment arrangement.',
    arrangement_first_unpaid: 'The services resume once the first instalment is paid.',
    claim_held_by_arrangement:
      "This invoice is part of payment arrangement {{arrangementNumber}}; pay the arrangement's instalment instead of the invoice.",
    arrangement_not_agreed:
      'Payment arrangement {{arrangementNumber}} has not been approved yet; there is no instalment to pay yet.',
    instalment_not_found: 'Instalment not found.',
    instalment_paid:
      'Instalment {{sequence}} of payment arrangement {{arrangementNumber}} has already been paid.',
    instalment_not_due:
      'Instalment {{sequence}} of payment arrangement {{arrangementNumber}} is not next; pay instalment {{next}} first.',
    instalment_at_bank:
      'The direct debit of instalment {{sequence}} of payment arrangement {{arrangementNumber}} is already at the bank; the amount will be collected shortly.',
    invoice_not_found: 'Invoice not found.',
    case_not_found: 'Case not found.',
    case_not_open: 'Case not found or already closed.',
    payment_not_found: 'Payment not found.',
    letter_not_found: 'Letter not found.',
    download_link_expired: 'This download link has expired or has already been used.',
    note_not_found: 'Note not found.',
    mandate_not_found: 'This mandate does not exist.',
    server_not_found: 'Server not found.',
    provisioning_account_not_found: 'Account not found.',
    bank_file_not_found: 'This bank file was not found.',
    bank_line_not_found: 'This line is not in the bank file.',
    email_change_not_pending: 'No e-mail address change is waiting for confirmation.',
    user_not_found: 'User not found.',
  },
};
