CREATE TYPE "public"."provisioning_panel" AS ENUM('directadmin', 'pterodactyl');--> statement-breakpoint
CREATE TABLE "server_health_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"server_id" uuid NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"ok" boolean NOT NULL,
	"latency_ms" integer,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "provisioning_accounts" ALTER COLUMN "domain" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "hosting_grace_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "game" text;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "slots" integer;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "pterodactyl_egg" text;--> statement-breakpoint
ALTER TABLE "provisioning_accounts" ADD COLUMN "package_id" uuid;--> statement-breakpoint
-- Accounts from before this migration were built from their subscription's package as it is now.
UPDATE "provisioning_accounts" SET "package_id" = "subscriptions"."package_id" FROM "subscriptions" WHERE "subscriptions"."id" = "provisioning_accounts"."subscription_id";--> statement-breakpoint
ALTER TABLE "provisioning_accounts" ALTER COLUMN "package_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "provisioning_accounts" ADD COLUMN "usage" jsonb;--> statement-breakpoint
ALTER TABLE "provisioning_accounts" ADD COLUMN "usage_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "provisioning_accounts" ADD COLUMN "backup_notice_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "provisioning_servers" ADD COLUMN "panel" "provisioning_panel" DEFAULT 'directadmin' NOT NULL;--> statement-breakpoint
ALTER TABLE "server_health_checks" ADD CONSTRAINT "server_health_checks_server_id_provisioning_servers_id_fk" FOREIGN KEY ("server_id") REFERENCES "public"."provisioning_servers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "server_health_checks_server_idx" ON "server_health_checks" USING btree ("server_id","checked_at");--> statement-breakpoint
ALTER TABLE "provisioning_accounts" ADD CONSTRAINT "provisioning_accounts_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE restrict ON UPDATE no action;