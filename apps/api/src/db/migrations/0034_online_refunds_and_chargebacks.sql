CREATE TYPE "public"."online_refund_status" AS ENUM('creating', 'create_failed', 'queued', 'pending', 'processing', 'refunded', 'failed', 'canceled');--> statement-breakpoint
CREATE TABLE "online_chargebacks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"online_payment_id" uuid NOT NULL,
	"provider_chargeback_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "online_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"online_payment_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"provider_refund_id" text,
	"amount_cents" integer NOT NULL,
	"status" "online_refund_status" DEFAULT 'creating' NOT NULL,
	"description" text NOT NULL,
	"failure" text,
	"request_key" text,
	"requested_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"booked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "online_payments" ADD COLUMN "credit_returned_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "online_chargebacks" ADD CONSTRAINT "online_chargebacks_online_payment_id_online_payments_id_fk" FOREIGN KEY ("online_payment_id") REFERENCES "public"."online_payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_refunds" ADD CONSTRAINT "online_refunds_online_payment_id_online_payments_id_fk" FOREIGN KEY ("online_payment_id") REFERENCES "public"."online_payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_refunds" ADD CONSTRAINT "online_refunds_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_refunds" ADD CONSTRAINT "online_refunds_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "online_chargebacks_provider_id_idx" ON "online_chargebacks" USING btree ("provider_chargeback_id");--> statement-breakpoint
CREATE UNIQUE INDEX "online_refunds_provider_id_idx" ON "online_refunds" USING btree ("provider_refund_id") WHERE "online_refunds"."provider_refund_id" is not null;--> statement-breakpoint
CREATE INDEX "online_refunds_payment_idx" ON "online_refunds" USING btree ("online_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "online_refunds_request_key_idx" ON "online_refunds" USING btree ("requested_by","request_key") WHERE "online_refunds"."request_key" is not null;