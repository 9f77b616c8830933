CREATE TYPE "public"."credit_payout_batch_status" AS ENUM('open', 'file_created', 'sent', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."credit_payout_route" AS ENUM('transfer', 'mollie');--> statement-breakpoint
CREATE TYPE "public"."credit_payout_status" AS ENUM('reserved', 'sent', 'confirmed', 'returned', 'cancelled');--> statement-breakpoint
CREATE TABLE "credit_payout_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" "credit_payout_batch_status" DEFAULT 'open' NOT NULL,
	"message_id" text,
	"execution_date" date,
	"number_of_transactions" integer,
	"control_sum_cents" integer,
	"file" "bytea",
	"sha256" text,
	"created_at" timestamp with time zone NOT NULL,
	"file_created_at" timestamp with time zone,
	"file_created_by" uuid,
	"sent_at" timestamp with time zone,
	"sent_by" uuid,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "credit_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"route" "credit_payout_route" NOT NULL,
	"status" "credit_payout_status" DEFAULT 'reserved' NOT NULL,
	"amount_cents" integer NOT NULL,
	"iban" text,
	"account_holder" text,
	"batch_id" uuid,
	"end_to_end_id" text,
	"online_payment_id" uuid,
	"online_refund_id" uuid,
	"note" text DEFAULT '' NOT NULL,
	"return_reason_code" text,
	"requested_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "credit_payout_batches" ADD CONSTRAINT "credit_payout_batches_file_created_by_users_id_fk" FOREIGN KEY ("file_created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_payout_batches" ADD CONSTRAINT "credit_payout_batches_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_payouts" ADD CONSTRAINT "credit_payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_payouts" ADD CONSTRAINT "credit_payouts_batch_id_credit_payout_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."credit_payout_batches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_payouts" ADD CONSTRAINT "credit_payouts_online_payment_id_online_payments_id_fk" FOREIGN KEY ("online_payment_id") REFERENCES "public"."online_payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_payouts" ADD CONSTRAINT "credit_payouts_online_refund_id_online_refunds_id_fk" FOREIGN KEY ("online_refund_id") REFERENCES "public"."online_refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_payouts" ADD CONSTRAINT "credit_payouts_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_payout_batches_one_open_idx" ON "credit_payout_batches" USING btree ("status") WHERE "credit_payout_batches"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "credit_payout_batches_message_id_idx" ON "credit_payout_batches" USING btree ("message_id") WHERE "credit_payout_batches"."message_id" is not null;--> statement-breakpoint
CREATE INDEX "credit_payouts_user_idx" ON "credit_payouts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "credit_payouts_batch_idx" ON "credit_payouts" USING btree ("batch_id") WHERE "credit_payouts"."batch_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_payouts_end_to_end_idx" ON "credit_payouts" USING btree ("end_to_end_id") WHERE "credit_payouts"."end_to_end_id" is not null;--> statement-breakpoint
CREATE INDEX "credit_payouts_reserved_idx" ON "credit_payouts" USING btree ("user_id") WHERE "credit_payouts"."status" = 'reserved';