CREATE TABLE "payment_arrangement_collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"arrangement_id" uuid NOT NULL,
	"instalment_id" uuid NOT NULL,
	"mandate_id" uuid NOT NULL,
	"end_to_end_id" text NOT NULL,
	"payment_information_id" text NOT NULL,
	"sequence_type" "sepa_sequence_type" NOT NULL,
	"attempt" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" "sepa_item_status" DEFAULT 'pending' NOT NULL,
	"return_reason_code" text,
	"debtor_iban" text NOT NULL,
	"amended_from_iban" text,
	"booked" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payment_arrangement_collections_end_to_end_id_unique" UNIQUE("end_to_end_id"),
	CONSTRAINT "payment_arrangement_collections_amount_positive" CHECK ("payment_arrangement_collections"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "payment_arrangement_collections" ADD CONSTRAINT "payment_arrangement_collections_batch_id_sepa_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."sepa_batches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_arrangement_collections" ADD CONSTRAINT "payment_arrangement_collections_arrangement_id_payment_arrangements_id_fk" FOREIGN KEY ("arrangement_id") REFERENCES "public"."payment_arrangements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_arrangement_collections" ADD CONSTRAINT "payment_arrangement_collections_instalment_id_payment_arrangement_instalments_id_fk" FOREIGN KEY ("instalment_id") REFERENCES "public"."payment_arrangement_instalments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_arrangement_collections" ADD CONSTRAINT "payment_arrangement_collections_mandate_id_sepa_mandates_id_fk" FOREIGN KEY ("mandate_id") REFERENCES "public"."sepa_mandates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_arrangement_collections_batch_idx" ON "payment_arrangement_collections" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "payment_arrangement_collections_instalment_idx" ON "payment_arrangement_collections" USING btree ("instalment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_arrangement_collections_pending_idx" ON "payment_arrangement_collections" USING btree ("instalment_id") WHERE "payment_arrangement_collections"."status" = 'pending';