ALTER TABLE "users" ADD COLUMN "customer_number" serial NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_customer_number_unique" UNIQUE("customer_number");