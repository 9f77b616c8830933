ALTER TABLE "users" ALTER COLUMN "preferences" SET DEFAULT '{"theme":"dark","language":"nl","timezone":"Europe/Amsterdam","dateFormat":"DD-MM-YYYY","currency":"EUR"}'::jsonb;--> statement-breakpoint
-- Screens write dates dd-mm-jjjj (issue 28): 'DD/MM/YYYY' was the default nobody chose knowingly and
-- 'MM/DD/YYYY' is no longer offered, so both become 'DD-MM-YYYY'; 'YYYY-MM-DD' stays. A preference without
-- a date format, or with one no screen writes, gets the default too.
UPDATE "users" SET "preferences" = jsonb_set("preferences", '{dateFormat}', '"DD-MM-YYYY"'::jsonb, true)
WHERE coalesce("preferences"->>'dateFormat', '') NOT IN ('DD-MM-YYYY', 'YYYY-MM-DD');
