ALTER TABLE "users" ADD COLUMN "purchase_reference" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "peppol_id" text;