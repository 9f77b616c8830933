ALTER TYPE "public"."notification_type" ADD VALUE 'payment_reminder';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'service_suspended';--> statement-breakpoint
CREATE TABLE "payment_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"invoice_numbers" jsonb NOT NULL,
	"open_amount_cents" integer NOT NULL,
	"sent_by" uuid,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sepa_batch_items" ADD COLUMN "amended_from_iban" text;--> statement-breakpoint
ALTER TABLE "payment_reminders" ADD CONSTRAINT "payment_reminders_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reminders" ADD CONSTRAINT "payment_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reminders" ADD CONSTRAINT "payment_reminders_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_reminders_subscription_sent_idx" ON "payment_reminders" USING btree ("subscription_id","sent_at");--> statement-breakpoint
CREATE INDEX "payment_reminders_sent_idx" ON "payment_reminders" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "payments_external_id_idx" ON "payments" USING btree ("external_id") WHERE "payments"."external_id" is not null;--> statement-breakpoint
CREATE INDEX "sepa_batch_items_invoice_idx" ON "sepa_batch_items" USING btree ("invoice_id");