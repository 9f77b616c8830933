ALTER TABLE "billing_runs" ADD COLUMN "scoped" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Runs started side by side before one at a time was enforced (issue 27): the newest running one stays,
-- the others are closed as failed with what they invoiced, so the unique index below can be built.
UPDATE "billing_runs" SET "status" = 'failed', "finished_at" = now(),
  "error" = 'Closed when one billing run at a time became the rule (issue 27): another run was started at the same time.',
  "invoices_created" = (SELECT count(*) FROM "invoices" i WHERE i."billing_run_id" = "billing_runs"."id")::int,
  "total_cents" = (SELECT coalesce(sum(i."total_cents"), 0) FROM "invoices" i WHERE i."billing_run_id" = "billing_runs"."id")::int
WHERE "status" = 'running' AND "id" <> (
  SELECT "id" FROM "billing_runs" WHERE "status" = 'running' ORDER BY "started_at" DESC, "id" DESC LIMIT 1);--> statement-breakpoint
CREATE UNIQUE INDEX "billing_runs_one_running_idx" ON "billing_runs" USING btree ("status") WHERE "billing_runs"."status" = 'running' and not "billing_runs"."scoped";
