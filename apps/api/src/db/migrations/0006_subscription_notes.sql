CREATE TYPE "public"."note_priority" AS ENUM('low', 'medium', 'high', 'urgent');--> statement-breakpoint
CREATE TYPE "public"."note_status" AS ENUM('active', 'resolved');--> statement-breakpoint
CREATE TYPE "public"."note_type" AS ENUM('general', 'payment_issue', 'collection_action', 'customer_contact');--> statement-breakpoint
CREATE TYPE "public"."note_visibility" AS ENUM('public', 'team_only', 'admin_only');--> statement-breakpoint
CREATE TABLE "subscription_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"note_type" "note_type" DEFAULT 'general' NOT NULL,
	"priority" "note_priority" DEFAULT 'medium' NOT NULL,
	"follow_up_date" date,
	"assigned_to" uuid,
	"visibility" "note_visibility" DEFAULT 'team_only' NOT NULL,
	"status" "note_status" DEFAULT 'active' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"resolution_notes" text
);
--> statement-breakpoint
ALTER TABLE "subscription_notes" ADD CONSTRAINT "subscription_notes_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_notes" ADD CONSTRAINT "subscription_notes_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_notes" ADD CONSTRAINT "subscription_notes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_notes" ADD CONSTRAINT "subscription_notes_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_notes_subscription_idx" ON "subscription_notes" USING btree ("subscription_id","status","created_at");--> statement-breakpoint
CREATE INDEX "subscription_notes_assignee_idx" ON "subscription_notes" USING btree ("assigned_to","status","follow_up_date");--> statement-breakpoint
CREATE INDEX "subscription_notes_created_idx" ON "subscription_notes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sepa_batch_items_returned_idx" ON "sepa_batch_items" USING btree ("invoice_id") WHERE "sepa_batch_items"."status" = 'returned';