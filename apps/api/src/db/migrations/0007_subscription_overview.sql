CREATE TABLE "subscription_overview" (
	"subscription_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"customer_name" text,
	"customer_email" text,
	"is_business" boolean NOT NULL,
	"title" text NOT NULL,
	"status" text NOT NULL,
	"price_cents" integer NOT NULL,
	"interval" text NOT NULL,
	"next_billing_date" date,
	"has_mandate" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"has_open_claims" boolean DEFAULT false NOT NULL,
	"open_cents" integer DEFAULT 0 NOT NULL,
	"oldest_due" date,
	"has_failed" boolean DEFAULT false NOT NULL,
	"has_chargeback" boolean DEFAULT false NOT NULL,
	"payment_reference" text,
	"return_dates" date[],
	"chargeback_dates" date[],
	"has_open_case" boolean DEFAULT false NOT NULL,
	"collection_status" text DEFAULT 'none' NOT NULL,
	"notice_letter_id" uuid,
	"collection_letter_id" uuid,
	"unpaid_fee_cents" integer DEFAULT 0 NOT NULL,
	"active_notes" integer DEFAULT 0 NOT NULL,
	"urgent_notes" integer DEFAULT 0 NOT NULL,
	"has_notes" boolean DEFAULT false NOT NULL,
	"last_activity" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscription_overview" ADD CONSTRAINT "subscription_overview_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_overview_activity_idx" ON "subscription_overview" USING btree ("last_activity" DESC NULLS LAST,"subscription_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "subscription_overview_name_idx" ON "subscription_overview" USING btree ("customer_name","subscription_id");--> statement-breakpoint
CREATE INDEX "subscription_overview_next_idx" ON "subscription_overview" USING btree ("next_billing_date","subscription_id");--> statement-breakpoint
CREATE INDEX "subscription_overview_price_idx" ON "subscription_overview" USING btree ("price_cents","subscription_id");--> statement-breakpoint
CREATE INDEX "subscription_overview_status_idx" ON "subscription_overview" USING btree ("status","last_activity" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "subscription_overview_user_idx" ON "subscription_overview" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "collection_cases_subscription_idx" ON "collection_cases" USING btree ("subscription_id");