CREATE TYPE "public"."billing_run_status" AS ENUM('running', 'finished', 'failed');--> statement-breakpoint
ALTER TYPE "public"."payment_method" ADD VALUE 'account_credit';--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"interval" "billing_interval" NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_date" date NOT NULL,
	"status" "billing_run_status" DEFAULT 'running' NOT NULL,
	"triggered_by" uuid,
	"invoices_created" integer DEFAULT 0 NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "invoice_documents" (
	"invoice_id" uuid PRIMARY KEY NOT NULL,
	"pdf" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "invoices_issue_idx";--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credit_reason" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "submitted_for_collection_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "billing_run_id" uuid;--> statement-breakpoint
UPDATE "invoices" SET "sent_at" = "created_at";--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "billing_anchor_date" date;--> statement-breakpoint
UPDATE "subscriptions" SET "billing_anchor_date" = "start_date";--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "billing_anchor_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "pending_change" jsonb;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_runs" ADD CONSTRAINT "billing_runs_triggered_by_users_id_fk" FOREIGN KEY ("triggered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_documents" ADD CONSTRAINT "invoice_documents_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_items_user_idx" ON "cart_items" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_package_interval_unique" ON "cart_items" USING btree ("user_id","package_id","interval");--> statement-breakpoint
CREATE INDEX "billing_runs_started_idx" ON "billing_runs" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "invoices_issue_id_idx" ON "invoices" USING btree ("issue_date","id");--> statement-breakpoint
CREATE INDEX "invoices_status_issue_idx" ON "invoices" USING btree ("status","issue_date","id");--> statement-breakpoint
CREATE INDEX "invoices_unsent_idx" ON "invoices" USING btree ("created_at") WHERE "invoices"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "invoices_credit_for_idx" ON "invoices" USING btree ("credit_for_invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_billing_run_idx" ON "invoices" USING btree ("billing_run_id") WHERE "invoices"."billing_run_id" is not null;--> statement-breakpoint
CREATE INDEX "invoices_number_pattern_idx" ON "invoices" USING btree ("invoice_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "payments_received_idx" ON "payments" USING btree ("received_at");--> statement-breakpoint
-- Staff search customers by part of a name, e-mail or company (ILIKE '%…%'): trigram indexes on the
-- same expressions the admin lists use. Not in the Drizzle schema, which cannot describe them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_fullname_trgm_idx" ON "users" USING gin (("firstname" || ' ' || "lastname") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_company_trgm_idx" ON "users" USING gin ("company" gin_trgm_ops);
