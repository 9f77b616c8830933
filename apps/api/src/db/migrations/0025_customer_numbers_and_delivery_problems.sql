ALTER TABLE "invoices" ADD COLUMN "delivery_problem" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "delivery_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "customer_number" serial NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_customer_number_unique" UNIQUE("customer_number");