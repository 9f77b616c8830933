CREATE TYPE "public"."legal_document_kind" AS ENUM('terms', 'privacy');--> statement-breakpoint
CREATE TYPE "public"."order_customer_type" AS ENUM('consumer', 'business');--> statement-breakpoint
CREATE TABLE "legal_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "legal_document_kind" NOT NULL,
	"version" integer NOT NULL,
	"body" text NOT NULL,
	"pdf" "bytea" NOT NULL,
	"pdf_sha256" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"created_by" uuid,
	CONSTRAINT "legal_documents_kind_version_unique" UNIQUE("kind","version")
);
--> statement-breakpoint
CREATE TABLE "order_withdrawals" (
	"subscription_id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"withdrawn_at" timestamp with time zone NOT NULL,
	"credit_note_id" uuid,
	"kept_cents" integer NOT NULL,
	"credited_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"terms_document_id" uuid NOT NULL,
	"privacy_document_id" uuid NOT NULL,
	"terms_accepted_at" timestamp with time zone NOT NULL,
	"customer_type" "order_customer_type" NOT NULL,
	"immediate_start_consent_at" timestamp with time zone,
	"withdrawal_ends_on" date,
	"ip" text
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "legal_documents" ADD CONSTRAINT "legal_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_withdrawals" ADD CONSTRAINT "order_withdrawals_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_withdrawals" ADD CONSTRAINT "order_withdrawals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_withdrawals" ADD CONSTRAINT "order_withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_withdrawals" ADD CONSTRAINT "order_withdrawals_credit_note_id_invoices_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_terms_document_id_legal_documents_id_fk" FOREIGN KEY ("terms_document_id") REFERENCES "public"."legal_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_privacy_document_id_legal_documents_id_fk" FOREIGN KEY ("privacy_document_id") REFERENCES "public"."legal_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_withdrawals_order_idx" ON "order_withdrawals" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;