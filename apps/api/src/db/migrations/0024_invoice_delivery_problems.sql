ALTER TABLE "invoices" ADD COLUMN "delivery_problem" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "delivery_failed_at" timestamp with time zone;