ALTER TYPE "public"."letter_channel" ADD VALUE 'hand';--> statement-breakpoint
ALTER TABLE "collection_letters" ADD COLUMN "superseded_by_id" uuid;--> statement-breakpoint
ALTER TABLE "billing_runs" ADD COLUMN "flagged" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sepa_batch_items" ADD COLUMN "debtor_iban" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "kvk_number" text;--> statement-breakpoint
-- A business is a customer with a KvK number or a VAT id, not one with a company name (issue 17): Incasso
-- Beheer's read model says so as the dunning run does, and follows a change of either.
CREATE OR REPLACE FUNCTION refresh_subscription_overview(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  IF cardinality(ids) IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  EXECUTE $q$
  WITH un AS (
    SELECT i.subscription_id, sum(i.total_cents - i.paid_cents)::int AS open_cents,
      -- A claim whose collection is under way (pending) is not overdue while the bank works on it.
      min(i.due_date) FILTER (WHERE i.status <> 'pending') AS oldest_due,
      bool_or(i.status = 'failed') AS has_failed,
      (array_agg(i.payment_reference ORDER BY i.due_date DESC, i.id))[1] AS payment_reference
    FROM invoices i
    WHERE i.subscription_id = ANY ($1) AND i.kind = 'invoice' AND i.status IN ('open', 'pending', 'overdue', 'failed')
      AND i.total_cents > i.paid_cents
    GROUP BY i.subscription_id
  ),
  r AS (
    SELECT i.subscription_id,
      array_agg(b.collection_date ORDER BY b.collection_date) AS return_dates,
      array_agg(b.collection_date ORDER BY b.collection_date) FILTER (WHERE it.return_reason_code = 'MD06')
        AS chargeback_dates,
      -- A still failed invoice whose last return was a refund (MD06) is a chargeback now.
      bool_or(i.status = 'failed' AND it.return_reason_code = 'MD06' AND NOT EXISTS (
        SELECT 1 FROM sepa_batch_items later JOIN sepa_batches lb ON lb.id = later.batch_id
        WHERE later.invoice_id = i.id AND later.status = 'returned' AND lb.created_at > b.created_at))
        AS has_chargeback
    FROM sepa_batch_items it
    JOIN invoices i ON i.id = it.invoice_id
    JOIN sepa_batches b ON b.id = it.batch_id
    WHERE it.status = 'returned' AND i.subscription_id = ANY ($1) AND i.kind = 'invoice'
    GROUP BY i.subscription_id
  ),
  ca AS (
    SELECT c.subscription_id,
      bool_or(c.collection_letter_id IS NOT NULL) AS has_collection,
      bool_or(c.notice_letter_id IS NOT NULL) AS has_notice,
      bool_or(c.stage IN ('second_reminder', 'final_notice') AND c.notice_letter_id IS NULL) AS at_notice_step,
      max(c.stage_changed_at) AS last_case_change,
      (array_agg(c.notice_letter_id ORDER BY c.opened_at DESC) FILTER (WHERE c.notice_letter_id IS NOT NULL))[1]
        AS notice_letter_id,
      (array_agg(c.collection_letter_id ORDER BY c.opened_at DESC)
        FILTER (WHERE c.collection_letter_id IS NOT NULL))[1] AS collection_letter_id,
      (SELECT coalesce(sum(l.fee_cents - l.fee_paid_cents), 0)::int FROM collection_letters l
        WHERE l.id = ANY (array_agg(c.collection_letter_id))) AS unpaid_fees
    FROM collection_cases c
    WHERE c.subscription_id = ANY ($1) AND c.stage <> 'resolved'
    GROUP BY c.subscription_id
  ),
  n AS (
    SELECT sn.subscription_id, (count(*) FILTER (WHERE sn.status = 'active'))::int AS active_notes,
      (count(*) FILTER (WHERE sn.status = 'active' AND sn.priority = 'urgent'))::int AS urgent_notes,
      max(sn.updated_at) AS last_note_at
    FROM subscription_notes sn WHERE sn.subscription_id = ANY ($1)
    GROUP BY sn.subscription_id
  )
  INSERT INTO subscription_overview AS o (
    subscription_id, user_id, customer_name, customer_email, is_business, title, status, price_cents, interval,
    next_billing_date, has_mandate, created_at, has_open_claims, open_cents, oldest_due, has_failed,
    has_chargeback, payment_reference, return_dates, chargeback_dates, has_open_case, collection_status,
    notice_letter_id, collection_letter_id, unpaid_fee_cents, active_notes, urgent_notes, has_notes,
    last_activity)
  SELECT s.id, s.user_id,
    CASE WHEN u.anonymized_at IS NULL THEN u.firstname || ' ' || u.lastname END,
    CASE WHEN u.anonymized_at IS NULL THEN u.email END,
    coalesce(nullif(trim(u.kvk_number), ''), nullif(trim(u.vat_id), '')) IS NOT NULL,
    s.title,
    CASE WHEN s.status = 'pending' THEN 'payment_pending' ELSE s.status::text END,
    coalesce(s.sale_price_cents, s.price_cents), s.interval::text, s.next_billing_date, s.mandate_id IS NOT NULL,
    s.created_at,
    un.subscription_id IS NOT NULL, coalesce(un.open_cents, 0), un.oldest_due, coalesce(un.has_failed, false),
    coalesce(r.has_chargeback, false), un.payment_reference, r.return_dates, r.chargeback_dates,
    ca.subscription_id IS NOT NULL,
    CASE
      WHEN ca.has_collection THEN 'collection_sent'
      WHEN ca.has_notice THEN 'notice_sent'
      WHEN ca.at_notice_step AND coalesce(nullif(trim(u.kvk_number), ''), nullif(trim(u.vat_id), '')) IS NULL
        THEN 'pending_notice'
      ELSE 'none'
    END,
    ca.notice_letter_id, ca.collection_letter_id, coalesce(ca.unpaid_fees, 0),
    coalesce(n.active_notes, 0), coalesce(n.urgent_notes, 0), n.last_note_at IS NOT NULL,
    greatest(s.updated_at, n.last_note_at, ca.last_case_change)
  FROM subscriptions s
  JOIN users u ON u.id = s.user_id
  LEFT JOIN un ON un.subscription_id = s.id
  LEFT JOIN r ON r.subscription_id = s.id
  LEFT JOIN ca ON ca.subscription_id = s.id
  LEFT JOIN n ON n.subscription_id = s.id
  WHERE s.id = ANY ($1)
  ON CONFLICT (subscription_id) DO UPDATE SET
    user_id = excluded.user_id, customer_name = excluded.customer_name, customer_email = excluded.customer_email,
    is_business = excluded.is_business, title = excluded.title, status = excluded.status,
    price_cents = excluded.price_cents, interval = excluded.interval,
    next_billing_date = excluded.next_billing_date, has_mandate = excluded.has_mandate,
    created_at = excluded.created_at, has_open_claims = excluded.has_open_claims,
    open_cents = excluded.open_cents, oldest_due = excluded.oldest_due, has_failed = excluded.has_failed,
    has_chargeback = excluded.has_chargeback, payment_reference = excluded.payment_reference,
    return_dates = excluded.return_dates, chargeback_dates = excluded.chargeback_dates,
    has_open_case = excluded.has_open_case, collection_status = excluded.collection_status,
    notice_letter_id = excluded.notice_letter_id, collection_letter_id = excluded.collection_letter_id,
    unpaid_fee_cents = excluded.unpaid_fee_cents, active_notes = excluded.active_notes,
    urgent_notes = excluded.urgent_notes, has_notes = excluded.has_notes, last_activity = excluded.last_activity
  -- An unchanged row is left alone: no dead tuple, no index churn.
  WHERE (o.*) IS DISTINCT FROM (excluded.*)
  $q$ USING ids;
END $fn$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION subscription_overview_from_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_subscription_overview(array(
    SELECT s.id FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN subscriptions s ON s.user_id = n.id
    WHERE (n.firstname, n.lastname, n.email, n.kvk_number, n.vat_id, n.anonymized_at)
      IS DISTINCT FROM (o.firstname, o.lastname, o.email, o.kvk_number, o.vat_id, o.anonymized_at)));
  RETURN NULL;
END $$;--> statement-breakpoint
SELECT refresh_subscription_overview(array(SELECT id FROM subscriptions));
