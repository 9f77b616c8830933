CREATE TABLE "collection_claim_state" (
	"invoice_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"subscription_id" uuid,
	"invoice_number" text NOT NULL,
	"customer_name" text,
	"email" text,
	"invoice_status" text NOT NULL,
	"due_date" date NOT NULL,
	"total_cents" integer NOT NULL,
	"open_cents" integer NOT NULL,
	"case_id" uuid,
	"case_stage" text,
	"case_opened_at" timestamp with time zone,
	"case_resolution" text,
	"last_contact_at" timestamp with time zone,
	"fee_open_cents" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "collection_claim_state_open_case_idx" ON "collection_claim_state" USING btree ("due_date","invoice_number") WHERE case_stage is not null and case_stage <> 'resolved';--> statement-breakpoint
CREATE INDEX "collection_claim_state_opened_idx" ON "collection_claim_state" USING btree ("case_opened_at") WHERE case_id is not null;--> statement-breakpoint
CREATE INDEX "collection_claim_state_user_idx" ON "collection_claim_state" USING btree ("user_id");--> statement-breakpoint
-- The collection and receivable figures' read model (issue 20). refresh_collection_claim_state(ids) derives the
-- row of each claim (invoice id) that is unpaid or has a collection case, and removes the rows of the others;
-- statement-level triggers on the tables every claim change writes call it for the claims a statement touched
-- (payments, bank-file bookings, batches, credit notes, letters, stage changes, the dunning run all write
-- these tables), so the row is current when the statement ends, in its transaction.
CREATE FUNCTION refresh_collection_claim_state(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  IF cardinality(ids) IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  EXECUTE $q$
  WITH src AS (
    SELECT i.id AS invoice_id, i.user_id, i.subscription_id, i.invoice_number,
      u.firstname || ' ' || u.lastname AS customer_name, u.email, i.status::text AS invoice_status, i.due_date,
      i.total_cents, greatest(i.total_cents - i.paid_cents, 0)::int AS open_cents,
      c.id AS case_id, c.stage::text AS case_stage, c.opened_at AS case_opened_at,
      c.resolution::text AS case_resolution, c.last_contact_at,
      CASE WHEN c.stage <> 'resolved' THEN greatest(coalesce(l.fee_cents - l.fee_paid_cents, 0), 0) ELSE 0 END::int
        AS fee_open_cents
    FROM invoices i
    JOIN users u ON u.id = i.user_id
    LEFT JOIN collection_cases c ON c.invoice_id = i.id
    LEFT JOIN collection_letters l ON l.id = c.collection_letter_id
    WHERE i.id = ANY ($1) AND i.kind = 'invoice'
      AND (c.id IS NOT NULL OR (i.status IN ('open', 'pending', 'overdue', 'failed') AND i.total_cents > i.paid_cents))
  ), gone AS (
    DELETE FROM collection_claim_state s
    WHERE s.invoice_id = ANY ($1) AND NOT EXISTS (SELECT 1 FROM src WHERE src.invoice_id = s.invoice_id)
  )
  INSERT INTO collection_claim_state AS s (invoice_id, user_id, subscription_id, invoice_number, customer_name,
    email, invoice_status, due_date, total_cents, open_cents, case_id, case_stage, case_opened_at,
    case_resolution, last_contact_at, fee_open_cents)
  SELECT * FROM src
  ON CONFLICT (invoice_id) DO UPDATE SET user_id = excluded.user_id, subscription_id = excluded.subscription_id,
    invoice_number = excluded.invoice_number, customer_name = excluded.customer_name, email = excluded.email,
    invoice_status = excluded.invoice_status, due_date = excluded.due_date, total_cents = excluded.total_cents,
    open_cents = excluded.open_cents, case_id = excluded.case_id, case_stage = excluded.case_stage,
    case_opened_at = excluded.case_opened_at, case_resolution = excluded.case_resolution,
    last_contact_at = excluded.last_contact_at, fee_open_cents = excluded.fee_open_cents
  -- An unchanged row is left alone: no dead tuple, no index churn.
  WHERE (s.*) IS DISTINCT FROM (excluded.*)
  $q$ USING ids;
END $fn$;--> statement-breakpoint
-- Invoices: a new claim, and a change of what the row shows (not the e-mail's sent_at, not a PDF).
CREATE FUNCTION collection_claim_state_from_new_invoices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_collection_claim_state(array(SELECT id FROM new_rows WHERE kind = 'invoice'));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION collection_claim_state_from_changed_invoices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_collection_claim_state(array(SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.kind = 'invoice' OR o.kind = 'invoice')
      AND (n.status, n.total_cents, n.paid_cents, n.due_date, n.invoice_number, n.user_id, n.subscription_id, n.kind)
        IS DISTINCT FROM (o.status, o.total_cents, o.paid_cents, o.due_date, o.invoice_number, o.user_id,
          o.subscription_id, o.kind)));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION collection_claim_state_from_old_invoices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM collection_claim_state WHERE invoice_id IN (SELECT id FROM old_rows);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER collection_claim_state_invoices_insert AFTER INSERT ON invoices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION collection_claim_state_from_new_invoices();--> statement-breakpoint
CREATE TRIGGER collection_claim_state_invoices_update AFTER UPDATE ON invoices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION collection_claim_state_from_changed_invoices();--> statement-breakpoint
CREATE TRIGGER collection_claim_state_invoices_delete AFTER DELETE ON invoices
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION collection_claim_state_from_old_invoices();--> statement-breakpoint
-- Collection cases: opened, a stage change, a letter, a contact, resolved, reopened.
CREATE FUNCTION collection_claim_state_from_cases() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_collection_claim_state(array(SELECT invoice_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_collection_claim_state(array(SELECT invoice_id FROM old_rows));
  ELSE
    PERFORM refresh_collection_claim_state(array(SELECT invoice_id FROM new_rows UNION SELECT invoice_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER collection_claim_state_cases_insert AFTER INSERT ON collection_cases
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION collection_claim_state_from_cases();--> statement-breakpoint
CREATE TRIGGER collection_claim_state_cases_update AFTER UPDATE ON collection_cases
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION collection_claim_state_from_cases();--> statement-breakpoint
CREATE TRIGGER collection_claim_state_cases_delete AFTER DELETE ON collection_cases
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION collection_claim_state_from_cases();--> statement-breakpoint
-- A collection fee paid (or its letter's fee changed) changes what is still to collect.
CREATE FUNCTION collection_claim_state_from_letters() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_collection_claim_state(array(SELECT c.invoice_id FROM new_rows n
    JOIN old_rows o ON o.id = n.id JOIN collection_cases c ON c.collection_letter_id = n.id
    WHERE (n.fee_cents, n.fee_paid_cents) IS DISTINCT FROM (o.fee_cents, o.fee_paid_cents)));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER collection_claim_state_letters_update AFTER UPDATE ON collection_letters
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION collection_claim_state_from_letters();--> statement-breakpoint
-- Users: only a change the rows show (name, e-mail), not a login.
CREATE FUNCTION collection_claim_state_from_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_collection_claim_state(array(SELECT s.invoice_id FROM new_rows n JOIN old_rows o ON o.id = n.id
    JOIN collection_claim_state s ON s.user_id = n.id
    WHERE (n.firstname, n.lastname, n.email) IS DISTINCT FROM (o.firstname, o.lastname, o.email)));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER collection_claim_state_users_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION collection_claim_state_from_users();--> statement-breakpoint
-- Backfill: every unpaid claim (from the partial index of unpaid invoices) and every case's claim.
SELECT refresh_collection_claim_state(array(
  SELECT id FROM invoices WHERE kind = 'invoice' AND status IN ('open', 'pending', 'overdue', 'failed')
    AND total_cents > paid_cents
  UNION SELECT invoice_id FROM collection_cases));
