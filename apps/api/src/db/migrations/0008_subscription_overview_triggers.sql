-- Incasso Beheer's read model (issue 6): refresh_subscription_overview(ids) derives one row per subscription
-- from its invoices, returned collections, open collection cases and notes; statement-level triggers on
-- those tables call it for the subscriptions a statement touched, so the row is current when the statement
-- ends, in the same transaction. What depends on today is computed when the row is read.
-- EXECUTE plans each call with the ids known, so a billing run's 100,000 subscriptions are aggregated by hash
-- while one note's subscription is read through its indexes.
CREATE FUNCTION refresh_subscription_overview(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $fn$
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
    coalesce(nullif(trim(u.company), ''), nullif(trim(u.vat_id), '')) IS NOT NULL,
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
      WHEN ca.at_notice_step AND coalesce(nullif(trim(u.company), ''), nullif(trim(u.vat_id), '')) IS NULL
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
CREATE FUNCTION subscription_overview_from_subscriptions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_subscription_overview(array(SELECT id FROM new_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER subscription_overview_subscriptions_insert AFTER INSERT ON subscriptions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION subscription_overview_from_subscriptions();--> statement-breakpoint
CREATE TRIGGER subscription_overview_subscriptions_update AFTER UPDATE ON subscriptions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION subscription_overview_from_subscriptions();--> statement-breakpoint
-- Users: only a change the row shows (name, e-mail, business, anonymised), not a login.
CREATE FUNCTION subscription_overview_from_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_subscription_overview(array(
    SELECT s.id FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN subscriptions s ON s.user_id = n.id
    WHERE (n.firstname, n.lastname, n.email, n.company, n.vat_id, n.anonymized_at)
      IS DISTINCT FROM (o.firstname, o.lastname, o.email, o.company, o.vat_id, o.anonymized_at)));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER subscription_overview_users_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION subscription_overview_from_users();--> statement-breakpoint
-- Tables whose rows name their subscription: invoices, collection cases, notes.
CREATE FUNCTION subscription_overview_from_new_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_subscription_overview(array(SELECT DISTINCT subscription_id FROM new_rows
    WHERE subscription_id IS NOT NULL));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION subscription_overview_from_old_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_subscription_overview(array(SELECT DISTINCT subscription_id FROM old_rows
    WHERE subscription_id IS NOT NULL));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION subscription_overview_from_changed_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_subscription_overview(array(
    SELECT subscription_id FROM new_rows WHERE subscription_id IS NOT NULL
    UNION SELECT subscription_id FROM old_rows WHERE subscription_id IS NOT NULL));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER subscription_overview_invoices_insert AFTER INSERT ON invoices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION subscription_overview_from_new_rows();--> statement-breakpoint
CREATE TRIGGER subscription_overview_invoices_update AFTER UPDATE ON invoices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION subscription_overview_from_changed_rows();--> statement-breakpoint
CREATE TRIGGER subscription_overview_invoices_delete AFTER DELETE ON invoices
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION subscription_overview_from_old_rows();--> statement-breakpoint
CREATE TRIGGER subscription_overview_cases_insert AFTER INSERT ON collection_cases
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION subscription_overview_from_new_rows();--> statement-breakpoint
CREATE TRIGGER subscription_overview_cases_update AFTER UPDATE ON collection_cases
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION subscription_overview_from_changed_rows();--> statement-breakpoint
CREATE TRIGGER subscription_overview_cases_delete AFTER DELETE ON collection_cases
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION subscription_overview_from_old_rows();--> statement-breakpoint
CREATE TRIGGER subscription_overview_notes_insert AFTER INSERT ON subscription_notes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION subscription_overview_from_new_rows();--> statement-breakpoint
CREATE TRIGGER subscription_overview_notes_update AFTER UPDATE ON subscription_notes
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION subscription_overview_from_changed_rows();--> statement-breakpoint
CREATE TRIGGER subscription_overview_notes_delete AFTER DELETE ON subscription_notes
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION subscription_overview_from_old_rows();--> statement-breakpoint
-- Collections that come back (or a return undone) change risk and chargebacks; new pending items do not.
CREATE FUNCTION subscription_overview_from_batch_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_subscription_overview(array(SELECT DISTINCT i.subscription_id FROM new_rows n
      JOIN invoices i ON i.id = n.invoice_id WHERE n.status = 'returned' AND i.subscription_id IS NOT NULL));
  ELSE
    PERFORM refresh_subscription_overview(array(SELECT DISTINCT i.subscription_id FROM new_rows n
      JOIN old_rows o ON o.id = n.id JOIN invoices i ON i.id = n.invoice_id
      WHERE (n.status = 'returned' OR o.status = 'returned') AND n.status IS DISTINCT FROM o.status
        AND i.subscription_id IS NOT NULL));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER subscription_overview_batch_items_insert AFTER INSERT ON sepa_batch_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION subscription_overview_from_batch_items();--> statement-breakpoint
CREATE TRIGGER subscription_overview_batch_items_update AFTER UPDATE ON sepa_batch_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION subscription_overview_from_batch_items();--> statement-breakpoint
-- A collection fee paid changes what is still to collect.
CREATE FUNCTION subscription_overview_from_letters() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_subscription_overview(array(SELECT DISTINCT c.subscription_id FROM new_rows n
    JOIN old_rows o ON o.id = n.id JOIN collection_cases c ON c.collection_letter_id = n.id
    WHERE n.fee_paid_cents IS DISTINCT FROM o.fee_paid_cents AND c.subscription_id IS NOT NULL));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER subscription_overview_letters_update AFTER UPDATE ON collection_letters
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION subscription_overview_from_letters();--> statement-breakpoint
-- Free-text search (name, e-mail, subscription, payment reference) by trigram, as the users table has.
CREATE INDEX subscription_overview_search_idx ON subscription_overview USING gin ((
  coalesce(customer_name, '') || ' ' || coalesce(customer_email, '') || ' ' || title || ' '
  || coalesce(payment_reference, '')) gin_trgm_ops);--> statement-breakpoint
SELECT refresh_subscription_overview(array(SELECT id FROM subscriptions));
