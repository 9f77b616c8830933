CREATE TYPE "public"."provisioning_state" AS ENUM('pending', 'active', 'suspended', 'terminated');--> statement-breakpoint
CREATE TABLE "provisioning_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"server_id" uuid NOT NULL,
	"username" text NOT NULL,
	"domain" text NOT NULL,
	"package" text NOT NULL,
	"state" "provisioning_state" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"retryable" boolean DEFAULT true NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provisioning_servers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"username" text NOT NULL,
	"login_key_sealed" text NOT NULL,
	"capacity" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"last_check_at" timestamp with time zone,
	"last_check_ok" boolean,
	"last_check_error" text,
	"packages" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "provisioning_accounts" ADD CONSTRAINT "provisioning_accounts_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provisioning_accounts" ADD CONSTRAINT "provisioning_accounts_server_id_provisioning_servers_id_fk" FOREIGN KEY ("server_id") REFERENCES "public"."provisioning_servers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provisioning_accounts_subscription_unique" ON "provisioning_accounts" USING btree ("subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "provisioning_accounts_username_unique" ON "provisioning_accounts" USING btree ("username");--> statement-breakpoint
CREATE INDEX "provisioning_accounts_server_idx" ON "provisioning_accounts" USING btree ("server_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "provisioning_servers_name_unique" ON "provisioning_servers" USING btree ("name");