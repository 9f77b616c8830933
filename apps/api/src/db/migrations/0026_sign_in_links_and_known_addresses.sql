ALTER TYPE "public"."user_token_purpose" ADD VALUE 'sign_in_link';--> statement-breakpoint
ALTER TYPE "public"."user_token_purpose" ADD VALUE 'two_factor_challenge';--> statement-breakpoint
CREATE TABLE "known_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"address_group" text NOT NULL,
	"last_login_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "known_addresses" ADD CONSTRAINT "known_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "known_addresses_user_address_unique" ON "known_addresses" USING btree ("user_id","address_group");