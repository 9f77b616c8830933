CREATE TYPE "public"."pain008_version" AS ENUM('pain.008.001.08', 'pain.008.001.02');--> statement-breakpoint
CREATE TYPE "public"."sepa_scheme" AS ENUM('CORE', 'B2B');--> statement-breakpoint
CREATE TYPE "public"."sepa_batch_status" AS ENUM('created', 'submitted', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."sepa_item_status" AS ENUM('pending', 'collected', 'returned', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."sepa_sequence_type" AS ENUM('FRST', 'RCUR', 'OOFF', 'FNAL');--> statement-breakpoint
CREATE TABLE "bank_file_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_name" text NOT NULL,
	"message_type" text NOT NULL,
	"sha256" text NOT NULL,
	"matched" integer NOT NULL,
	"already_known" integer NOT NULL,
	"unmatched" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"imported_by" uuid,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_file_imports_sha256_unique" UNIQUE("sha256")
);
--> statement-breakpoint
CREATE TABLE "sepa_batch_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"mandate_id" uuid NOT NULL,
	"end_to_end_id" text NOT NULL,
	"sequence_type" "sepa_sequence_type" NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" "sepa_item_status" DEFAULT 'pending' NOT NULL,
	"return_reason_code" text,
	CONSTRAINT "sepa_batch_items_end_to_end_id_unique" UNIQUE("end_to_end_id")
);
--> statement-breakpoint
CREATE TABLE "sepa_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" text NOT NULL,
	"status" "sepa_batch_status" DEFAULT 'created' NOT NULL,
	"collection_date" date NOT NULL,
	"version" "pain008_version" NOT NULL,
	"number_of_transactions" integer NOT NULL,
	"control_sum_cents" integer NOT NULL,
	"file" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "sepa_batches_message_id_unique" UNIQUE("message_id")
);
--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "creditor_id" text;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "sepa_scheme" "sepa_scheme" DEFAULT 'CORE' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "collection_lead_days" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "pre_notification_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "pain008_version" "pain008_version" DEFAULT 'pain.008.001.08' NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_file_imports" ADD CONSTRAINT "bank_file_imports_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_batch_items" ADD CONSTRAINT "sepa_batch_items_batch_id_sepa_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."sepa_batches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_batch_items" ADD CONSTRAINT "sepa_batch_items_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_batch_items" ADD CONSTRAINT "sepa_batch_items_mandate_id_sepa_mandates_id_fk" FOREIGN KEY ("mandate_id") REFERENCES "public"."sepa_mandates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_batches" ADD CONSTRAINT "sepa_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_file_imports_imported_idx" ON "bank_file_imports" USING btree ("imported_at");--> statement-breakpoint
CREATE INDEX "sepa_batch_items_batch_idx" ON "sepa_batch_items" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sepa_batch_items_invoice_pending_unique" ON "sepa_batch_items" USING btree ("invoice_id") WHERE "sepa_batch_items"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "sepa_batches_created_idx" ON "sepa_batches" USING btree ("created_at");