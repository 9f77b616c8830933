CREATE TYPE "public"."online_payment_mode" AS ENUM('off', 'demo', 'test', 'live');--> statement-breakpoint
CREATE TYPE "public"."online_payment_scope" AS ENUM('invoice', 'letter', 'all');--> statement-breakpoint
CREATE TYPE "public"."online_payment_status" AS ENUM('creating', 'create_failed', 'open', 'pending', 'authorized', 'paid', 'failed', 'canceled', 'expired');--> statement-breakpoint
ALTER TYPE "public"."payment_method" ADD VALUE 'bancontact';--> statement-breakpoint
ALTER TYPE "public"."payment_method" ADD VALUE 'paypal';--> statement-breakpoint
CREATE TABLE "online_payment_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"online_payment_id" uuid NOT NULL,
	"invoice_id" uuid,
	"letter_id" uuid,
	"amount_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "online_payment_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"mode" "online_payment_mode" DEFAULT 'off' NOT NULL,
	"api_key_sealed" text,
	"api_key_hint" text,
	"methods" text[] DEFAULT array['ideal','bancontact','creditcard']::text[] NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "online_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"mode" "online_payment_mode" NOT NULL,
	"provider_payment_id" text,
	"scope" "online_payment_scope" NOT NULL,
	"letter_id" uuid,
	"amount_cents" integer NOT NULL,
	"status" "online_payment_status" DEFAULT 'creating' NOT NULL,
	"method" text,
	"checkout_url" text,
	"status_token" text NOT NULL,
	"failure" text,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"booked_at" timestamp with time zone,
	"payment_id" uuid,
	"credited_cents" integer DEFAULT 0 NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"charged_back_cents" integer DEFAULT 0 NOT NULL,
	"checked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "online_payment_claims" ADD CONSTRAINT "online_payment_claims_online_payment_id_online_payments_id_fk" FOREIGN KEY ("online_payment_id") REFERENCES "public"."online_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payment_claims" ADD CONSTRAINT "online_payment_claims_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payment_claims" ADD CONSTRAINT "online_payment_claims_letter_id_collection_letters_id_fk" FOREIGN KEY ("letter_id") REFERENCES "public"."collection_letters"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payment_settings" ADD CONSTRAINT "online_payment_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_letter_id_collection_letters_id_fk" FOREIGN KEY ("letter_id") REFERENCES "public"."collection_letters"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "online_payment_claims_payment_idx" ON "online_payment_claims" USING btree ("online_payment_id");--> statement-breakpoint
CREATE INDEX "online_payment_claims_invoice_idx" ON "online_payment_claims" USING btree ("invoice_id") WHERE "online_payment_claims"."invoice_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "online_payments_provider_id_idx" ON "online_payments" USING btree ("provider_payment_id") WHERE "online_payments"."provider_payment_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "online_payments_status_token_idx" ON "online_payments" USING btree ("status_token");--> statement-breakpoint
CREATE INDEX "online_payments_user_idx" ON "online_payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "online_payments_unsettled_idx" ON "online_payments" USING btree ("status","created_at") WHERE "online_payments"."status" in ('open', 'pending', 'authorized', 'creating');