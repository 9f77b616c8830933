CREATE TABLE "collection_claim_state_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" uuid DEFAULT gen_random_uuid() NOT NULL
);
--> statement-breakpoint
DROP INDEX "collection_claim_state_open_case_idx";--> statement-breakpoint
CREATE INDEX "collection_claim_state_open_due_idx" ON "collection_claim_state" USING btree ("due_date","case_id") WHERE case_stage is not null and case_stage <> 'resolved';--> statement-breakpoint
CREATE INDEX "collection_claim_state_open_stage_due_idx" ON "collection_claim_state" USING btree ("case_stage","due_date","case_id") WHERE case_stage is not null and case_stage <> 'resolved';--> statement-breakpoint
CREATE INDEX "collection_claim_state_open_amount_idx" ON "collection_claim_state" USING btree ("open_cents" DESC NULLS LAST,"case_id") WHERE case_stage is not null and case_stage <> 'resolved';--> statement-breakpoint
CREATE INDEX "collection_claim_state_name_trgm_idx" ON "collection_claim_state" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "collection_claim_state_email_trgm_idx" ON "collection_claim_state" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "collection_claim_state_number_trgm_idx" ON "collection_claim_state" USING gin ("invoice_number" gin_trgm_ops);
--> statement-breakpoint
-- The version of collection_claim_state (issue 20): collectionFigures() caches the figures per version and
-- day. A transaction that changed the read model gives it a new random version when it commits: a deferred
-- trigger, so the one version row is locked only for the instant before the commit (never while the
-- transaction still waits for other locks: no new deadlocks), once per transaction however many rows changed.
CREATE FUNCTION bump_collection_claim_state_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('hostportaal.claim_state_version_bumped', true) IS DISTINCT FROM 'on' THEN
    PERFORM set_config('hostportaal.claim_state_version_bumped', 'on', true);
    INSERT INTO collection_claim_state_version (id, version) VALUES (true, gen_random_uuid())
      ON CONFLICT (id) DO UPDATE SET version = excluded.version;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER collection_claim_state_version_bump AFTER INSERT OR UPDATE OR DELETE
  ON collection_claim_state DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION bump_collection_claim_state_version();--> statement-breakpoint
-- Until it commits, the transaction itself sees rows newer than the version: it marks itself, and a read
-- of the figures in it does not use the cache.
CREATE FUNCTION mark_collection_claim_state_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('hostportaal.claim_state_changed', 'on', true);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER collection_claim_state_changed AFTER INSERT OR UPDATE OR DELETE ON collection_claim_state
  FOR EACH STATEMENT EXECUTE FUNCTION mark_collection_claim_state_changed();--> statement-breakpoint
-- TRUNCATE (a demo reset) fires no row trigger: a new version at once.
CREATE FUNCTION collection_claim_state_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('hostportaal.claim_state_changed', 'on', true);
  INSERT INTO collection_claim_state_version (id, version) VALUES (true, gen_random_uuid())
    ON CONFLICT (id) DO UPDATE SET version = excluded.version;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER collection_claim_state_truncate AFTER TRUNCATE ON collection_claim_state
  FOR EACH STATEMENT EXECUTE FUNCTION collection_claim_state_truncated();
-- No row yet: the first change to a claim writes it (the figures are counted afresh until then). A backup
-- restored into a freshly migrated database brings its own row, which must not meet one made here.
