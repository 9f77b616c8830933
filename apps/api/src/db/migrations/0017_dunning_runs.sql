CREATE TABLE "dunning_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_date" date NOT NULL,
	"triggered_by" uuid,
	"opened" integer NOT NULL,
	"reopened" integer NOT NULL,
	"resolved" integer NOT NULL,
	"reminders" integer NOT NULL,
	"notices" integer NOT NULL,
	"suspensions" integer NOT NULL,
	"collection_letters" integer NOT NULL,
	"failed" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dunning_runs" ADD CONSTRAINT "dunning_runs_triggered_by_users_id_fk" FOREIGN KEY ("triggered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dunning_runs_finished_idx" ON "dunning_runs" USING btree ("finished_at");