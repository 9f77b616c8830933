CREATE TYPE "public"."pain008_version" AS ENUM('pain.008.001.08', 'pain.008.001.02');--> statement-breakpoint
CREATE TYPE "public"."sepa_scheme" AS ENUM('CORE', 'B2B');--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "creditor_id" text;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "sepa_scheme" "sepa_scheme" DEFAULT 'CORE' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "collection_lead_days" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "pre_notification_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "pain008_version" "pain008_version" DEFAULT 'pain.008.001.08' NOT NULL;