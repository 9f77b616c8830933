CREATE TYPE "public"."account_credit_kind" AS ENUM('overpayment', 'double_payment', 'credit_note', 'applied', 'reversal', 'refund', 'opening_balance');--> statement-breakpoint
CREATE TABLE "account_credit_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" "account_credit_kind" NOT NULL,
	"amount_cents" integer NOT NULL,
	"invoice_id" uuid,
	"payment_id" uuid,
	"credit_note_id" uuid,
	"refund_due" boolean DEFAULT false NOT NULL,
	"refund_iban" text,
	"description" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collection_letters" ADD COLUMN "fee_waived_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "collection_letters" ADD COLUMN "fee_waived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "collection_letters" ADD COLUMN "fee_waived_by" uuid;--> statement-breakpoint
ALTER TABLE "collection_letters" ADD COLUMN "fee_waiver_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "credit_refund_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_credit_entries" ADD CONSTRAINT "account_credit_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_credit_entries" ADD CONSTRAINT "account_credit_entries_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_credit_entries" ADD CONSTRAINT "account_credit_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_credit_entries" ADD CONSTRAINT "account_credit_entries_credit_note_id_invoices_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_credit_entries" ADD CONSTRAINT "account_credit_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_credit_entries_user_idx" ON "account_credit_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "account_credit_entries_payment_idx" ON "account_credit_entries" USING btree ("payment_id") WHERE "account_credit_entries"."payment_id" is not null;--> statement-breakpoint
ALTER TABLE "collection_letters" ADD CONSTRAINT "collection_letters_fee_waived_by_users_id_fk" FOREIGN KEY ("fee_waived_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The balance each customer had before the ledger, as its first entry: every cent is in the ledger from now on.
INSERT INTO "account_credit_entries" ("user_id", "kind", "amount_cents", "description", "created_at")
SELECT "id", 'opening_balance', "credit_balance_cents", 'Tegoed van voor het tegoedregister', now()
FROM "users" WHERE "credit_balance_cents" <> 0;--> statement-breakpoint
ALTER TABLE "account_credit_entries" ADD CONSTRAINT "account_credit_entries_amount_nonzero" CHECK ("amount_cents" <> 0);--> statement-breakpoint
-- The balance is the ledger's sum: written here, by the entries, and nowhere else.
CREATE FUNCTION account_credit_balance_from_entries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users u SET credit_balance_cents = u.credit_balance_cents + e.cents
  FROM (SELECT user_id, sum(amount_cents)::int AS cents FROM new_rows GROUP BY user_id) e
  WHERE u.id = e.user_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER account_credit_entries_balance AFTER INSERT ON account_credit_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_credit_balance_from_entries();--> statement-breakpoint
CREATE FUNCTION account_credit_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'account_credit_entries is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER account_credit_entries_no_change BEFORE UPDATE OR DELETE ON account_credit_entries
  FOR EACH ROW EXECUTE FUNCTION account_credit_entries_append_only();--> statement-breakpoint
-- Credit never goes below zero: what a customer owes is a claim, not negative credit (checked from now on).
ALTER TABLE "users" ADD CONSTRAINT "users_credit_balance_not_negative" CHECK ("credit_balance_cents" >= 0) NOT VALID;
