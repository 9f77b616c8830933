CREATE TYPE "public"."collection_letter_type" AS ENUM('notice', 'collection');--> statement-breakpoint
CREATE TYPE "public"."collection_resolution" AS ENUM('paid', 'credited', 'manual');--> statement-breakpoint
CREATE TYPE "public"."collection_stage" AS ENUM('initial_notice', 'first_reminder', 'second_reminder', 'final_notice', 'legal_action', 'resolved');--> statement-breakpoint
CREATE TYPE "public"."letter_channel" AS ENUM('email', 'post');--> statement-breakpoint
CREATE TABLE "collection_actions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_id" uuid,
	"user_id" uuid NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"stage" "collection_stage",
	"description" text NOT NULL,
	"result" text DEFAULT 'success' NOT NULL,
	"letter_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"subscription_id" uuid,
	"stage" "collection_stage" DEFAULT 'initial_notice' NOT NULL,
	"stage_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"contact_attempts" integer DEFAULT 0 NOT NULL,
	"last_contact_at" timestamp with time zone,
	"notice_letter_id" uuid,
	"collection_letter_id" uuid,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolution" "collection_resolution",
	CONSTRAINT "collection_cases_invoice_id_unique" UNIQUE("invoice_id")
);
--> statement-breakpoint
CREATE TABLE "collection_letter_claims" (
	"letter_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"open_cents" integer NOT NULL,
	CONSTRAINT "collection_letter_claims_letter_id_invoice_id_pk" PRIMARY KEY("letter_id","invoice_id")
);
--> statement-breakpoint
CREATE TABLE "collection_letter_series" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_letters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"letter_number" text NOT NULL,
	"letter_type" "collection_letter_type" NOT NULL,
	"user_id" uuid NOT NULL,
	"customer" jsonb NOT NULL,
	"channel" "letter_channel" NOT NULL,
	"letter_date" date NOT NULL,
	"expected_receipt_date" date,
	"term_end_date" date,
	"first_fee_date" date,
	"notice_letter_id" uuid,
	"principal_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"fee_paid_cents" integer DEFAULT 0 NOT NULL,
	"payment_reference" text NOT NULL,
	"pdf" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"delivered_at" timestamp with time zone,
	"delivery_type" text,
	"payment_received_at" timestamp with time zone,
	"notes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_letters_letter_number_unique" UNIQUE("letter_number")
);
--> statement-breakpoint
CREATE TABLE "dunning_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"first_reminder_days" integer DEFAULT 7 NOT NULL,
	"second_reminder_days" integer DEFAULT 14 NOT NULL,
	"final_notice_days" integer DEFAULT 21 NOT NULL,
	"suspension_days" integer DEFAULT 35 NOT NULL,
	"collection_letter_days" integer DEFAULT 42 NOT NULL,
	"notice_channel" "letter_channel" DEFAULT 'email' NOT NULL,
	"fee_cap_cents_per_six_months" integer DEFAULT 14000,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "letter_download_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"letter_id" uuid NOT NULL,
	"created_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "letter_templates" (
	"key" text PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collection_actions" ADD CONSTRAINT "collection_actions_case_id_collection_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."collection_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_actions" ADD CONSTRAINT "collection_actions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_actions" ADD CONSTRAINT "collection_actions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_actions" ADD CONSTRAINT "collection_actions_letter_id_collection_letters_id_fk" FOREIGN KEY ("letter_id") REFERENCES "public"."collection_letters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_cases" ADD CONSTRAINT "collection_cases_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_cases" ADD CONSTRAINT "collection_cases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_cases" ADD CONSTRAINT "collection_cases_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_cases" ADD CONSTRAINT "collection_cases_notice_letter_id_collection_letters_id_fk" FOREIGN KEY ("notice_letter_id") REFERENCES "public"."collection_letters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_cases" ADD CONSTRAINT "collection_cases_collection_letter_id_collection_letters_id_fk" FOREIGN KEY ("collection_letter_id") REFERENCES "public"."collection_letters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_letter_claims" ADD CONSTRAINT "collection_letter_claims_letter_id_collection_letters_id_fk" FOREIGN KEY ("letter_id") REFERENCES "public"."collection_letters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_letter_claims" ADD CONSTRAINT "collection_letter_claims_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_letters" ADD CONSTRAINT "collection_letters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_letters" ADD CONSTRAINT "collection_letters_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dunning_settings" ADD CONSTRAINT "dunning_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letter_download_tokens" ADD CONSTRAINT "letter_download_tokens_letter_id_collection_letters_id_fk" FOREIGN KEY ("letter_id") REFERENCES "public"."collection_letters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letter_download_tokens" ADD CONSTRAINT "letter_download_tokens_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letter_templates" ADD CONSTRAINT "letter_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_actions_created_idx" ON "collection_actions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "collection_actions_case_idx" ON "collection_actions" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE INDEX "collection_cases_stage_idx" ON "collection_cases" USING btree ("stage");--> statement-breakpoint
CREATE INDEX "collection_cases_user_idx" ON "collection_cases" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "collection_letter_claims_invoice_idx" ON "collection_letter_claims" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "collection_letters_user_idx" ON "collection_letters" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "collection_letters_created_idx" ON "collection_letters" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "collection_letters_reference_idx" ON "collection_letters" USING btree ("payment_reference");