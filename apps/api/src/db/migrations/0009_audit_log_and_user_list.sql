CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"actor_id" uuid,
	"actor_email" text,
	"action" text NOT NULL,
	"entity_type" text,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"status_code" integer NOT NULL,
	"ip" text,
	"request_id" text
);
--> statement-breakpoint
CREATE TABLE "user_counts" (
	"role" "user_role" NOT NULL,
	"is_active" boolean NOT NULL,
	"users" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_counts_role_is_active_pk" PRIMARY KEY("role","is_active")
);
--> statement-breakpoint
CREATE INDEX "audit_log_occurred_idx" ON "audit_log" USING btree ("occurred_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_id","occurred_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_type_idx" ON "audit_log" USING btree ("entity_type","occurred_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","occurred_at","id");--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree ("email","id");--> statement-breakpoint
CREATE INDEX "users_last_login_asc_idx" ON "users" USING btree ("last_login","id");--> statement-breakpoint
CREATE INDEX "users_last_login_desc_idx" ON "users" USING btree ("last_login" NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "users_role_id_idx" ON "users" USING btree ("role","id");--> statement-breakpoint
CREATE INDEX "users_active_id_idx" ON "users" USING btree ("is_active","id");--> statement-breakpoint
-- Append-only: an audit row is never changed or removed, not even by the application's own role.
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER audit_log_no_update BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
-- user_counts: users not anonymised, per role and status, kept by statement triggers on users. An update
-- that changes neither (a login stamping last_login) writes nothing and takes no lock.
CREATE FUNCTION user_counts_from_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO user_counts AS c (role, is_active, users)
      SELECT role, is_active, count(*)::int FROM new_rows WHERE anonymized_at IS NULL GROUP BY 1, 2
      ON CONFLICT (role, is_active) DO UPDATE SET users = c.users + excluded.users;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE user_counts c SET users = c.users - d.n
      FROM (SELECT role, is_active, count(*)::int AS n FROM old_rows WHERE anonymized_at IS NULL
            GROUP BY 1, 2) d
      WHERE c.role = d.role AND c.is_active = d.is_active;
  ELSE
    INSERT INTO user_counts AS c (role, is_active, users)
      SELECT role, is_active, sum(n)::int FROM (
        SELECT role, is_active, 1 AS n FROM new_rows WHERE anonymized_at IS NULL
        UNION ALL
        SELECT role, is_active, -1 AS n FROM old_rows WHERE anonymized_at IS NULL
      ) changes GROUP BY 1, 2 HAVING sum(n) <> 0
      ON CONFLICT (role, is_active) DO UPDATE SET users = c.users + excluded.users;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER user_counts_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_counts_from_users();--> statement-breakpoint
CREATE TRIGGER user_counts_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_counts_from_users();--> statement-breakpoint
CREATE TRIGGER user_counts_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_counts_from_users();--> statement-breakpoint
INSERT INTO user_counts (role, is_active, users)
  SELECT role, is_active, count(*)::int FROM users WHERE anonymized_at IS NULL GROUP BY 1, 2;
--> statement-breakpoint
-- Issue 7's read paths at 100,000 customers and 3 million invoices (bench/RESULTS.md):
-- the admin search matches subscriptions on exactly this expression (decision 017);
CREATE INDEX subscriptions_search_trgm_idx ON subscriptions
  USING gin ((title || ' ' || plan_name || ' ' || coalesce(domain, '')) gin_trgm_ops);--> statement-breakpoint
-- analytics sums a timeframe's invoices from the index alone;
CREATE INDEX invoices_issue_totals_idx ON invoices (issue_date) INCLUDE (total_cents, status);--> statement-breakpoint
-- open receivables, the ageing and the open-items report read the few unpaid invoices in due-date order;
CREATE INDEX invoices_unpaid_due_idx ON invoices (due_date, invoice_number)
  INCLUDE (kind, status, total_cents, paid_cents)
  WHERE status IN ('open', 'pending', 'overdue', 'failed');--> statement-breakpoint
-- debits per batch (success rate, failed payments, chargebacks) from the index alone.
CREATE INDEX sepa_batch_items_batch_totals_idx ON sepa_batch_items (batch_id)
  INCLUDE (status, amount_cents, return_reason_code);
