CREATE TYPE "public"."payment_arrangement_origin" AS ENUM('customer', 'staff');--> statement-breakpoint
CREATE TYPE "public"."payment_arrangement_status" AS ENUM('proposed', 'active', 'completed', 'lapsed', 'ended', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."payment_arrangement_method" AS ENUM('sepa', 'transfer');--> statement-breakpoint
CREATE TABLE "payment_arrangement_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"arrangement_id" uuid NOT NULL,
	"invoice_id" uuid,
	"letter_id" uuid,
	"amount_cents" integer NOT NULL,
	"holding" boolean DEFAULT true NOT NULL,
	CONSTRAINT "payment_arrangement_claims_one_kind" CHECK (("payment_arrangement_claims"."invoice_id" is null) <> ("payment_arrangement_claims"."letter_id" is null))
);
--> statement-breakpoint
CREATE TABLE "payment_arrangement_confirmations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"arrangement_id" uuid NOT NULL,
	"schedule_version" integer NOT NULL,
	"pdf" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_arrangement_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"arrangement_id" uuid NOT NULL,
	"type" text NOT NULL,
	"actor_id" uuid,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_arrangement_instalments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"arrangement_id" uuid NOT NULL,
	"schedule_version" integer NOT NULL,
	"sequence" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"due_date" date NOT NULL,
	"payment_reference" text NOT NULL,
	"reminded_at" timestamp with time zone,
	"superseded_at" timestamp with time zone,
	CONSTRAINT "payment_arrangement_instalments_amount_positive" CHECK ("payment_arrangement_instalments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_arrangement_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"min_total_cents" integer DEFAULT 5000 NOT NULL,
	"max_instalments" integer DEFAULT 6 NOT NULL,
	"min_instalment_cents" integer DEFAULT 2500 NOT NULL,
	"allow_after_lapse" boolean DEFAULT false NOT NULL,
	"grace_days" integer DEFAULT 7 NOT NULL,
	"resume_on_first_instalment" boolean DEFAULT true NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_arrangements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" serial NOT NULL,
	"user_id" uuid NOT NULL,
	"status" "payment_arrangement_status" NOT NULL,
	"method" "payment_arrangement_method" NOT NULL,
	"mandate_id" uuid,
	"total_cents" integer NOT NULL,
	"schedule_version" integer DEFAULT 1 NOT NULL,
	"origin" "payment_arrangement_origin" NOT NULL,
	"breaches" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"customer_note" text DEFAULT '' NOT NULL,
	"resume_on_first_instalment" boolean NOT NULL,
	"services_resumed_at" timestamp with time zone,
	"created_by" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"close_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_arrangements_total_positive" CHECK ("payment_arrangements"."total_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "payment_arrangement_claims" ADD CONSTRAINT "payment_arrangement_claims_arrangement_id_payment_arrangements_id_fk" FOREIGN KEY ("arrangement_id") REFERENCES "public"."payment_arrangements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_arrangement_claims" ADD CONSTRAINT "payment_arrangement_claims_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_arrangement_claims" ADD CONSTRAINT "payment_arrangement_claims_letter_id_collection_letters_id_fk" FOREIGN KEY ("letter_id") REFERENCES "public"."collection_letters"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_arrangement_confirmations" ADD CONSTRAINT "payment_arrangement_confirmations_arrangement_id_payment_arrangements_id_fk" FOREIGN KEY ("arrangement_id") REFERENCES "public"."payment_arrangements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_arrangement_events" ADD CONSTRAINT "payment_arrangement_events_arrangement_id_payment_arrangements_id_fk" FOREIGN KEY ("arrangement_id") REFERENCES "public"."payment_arrangements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_arrangement_events" ADD CONSTRAINT "payment_arrangement_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_arrangement_instalments" ADD CONSTRAINT "payment_arrangement_instalments_arrangement_id_payment_arrangements_id_fk" FOREIGN KEY ("arrangement_id") REFERENCES "public"."payment_arrangements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_arrangement_settings" ADD CONSTRAINT "payment_arrangement_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_arrangements" ADD CONSTRAINT "payment_arrangements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_arrangements" ADD CONSTRAINT "payment_arrangements_mandate_id_sepa_mandates_id_fk" FOREIGN KEY ("mandate_id") REFERENCES "public"."sepa_mandates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_arrangements" ADD CONSTRAINT "payment_arrangements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_arrangements" ADD CONSTRAINT "payment_arrangements_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_arrangement_claims_arrangement_idx" ON "payment_arrangement_claims" USING btree ("arrangement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_arrangement_claims_invoice_held_idx" ON "payment_arrangement_claims" USING btree ("invoice_id") WHERE "payment_arrangement_claims"."holding" and "payment_arrangement_claims"."invoice_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_arrangement_claims_letter_held_idx" ON "payment_arrangement_claims" USING btree ("letter_id") WHERE "payment_arrangement_claims"."holding" and "payment_arrangement_claims"."letter_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_arrangement_confirmations_version_idx" ON "payment_arrangement_confirmations" USING btree ("arrangement_id","schedule_version");--> statement-breakpoint
CREATE INDEX "payment_arrangement_events_arrangement_idx" ON "payment_arrangement_events" USING btree ("arrangement_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_arrangement_instalments_version_idx" ON "payment_arrangement_instalments" USING btree ("arrangement_id","schedule_version","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_arrangement_instalments_reference_idx" ON "payment_arrangement_instalments" USING btree ("payment_reference");--> statement-breakpoint
CREATE INDEX "payment_arrangement_instalments_due_idx" ON "payment_arrangement_instalments" USING btree ("due_date") WHERE "payment_arrangement_instalments"."superseded_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_arrangements_seq_idx" ON "payment_arrangements" USING btree ("seq");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_arrangements_one_open_idx" ON "payment_arrangements" USING btree ("user_id") WHERE "payment_arrangements"."status" in ('proposed', 'active');--> statement-breakpoint
CREATE INDEX "payment_arrangements_status_idx" ON "payment_arrangements" USING btree ("status","created_at");