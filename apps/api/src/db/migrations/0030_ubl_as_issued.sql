CREATE TABLE "invoice_ubl_documents" (
	"invoice_id" uuid PRIMARY KEY NOT NULL,
	"xml" text NOT NULL,
	"sha256" text NOT NULL,
	"peppol_sender_id" text,
	"peppol_receiver_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_ubl_documents" ADD CONSTRAINT "invoice_ubl_documents_pdf_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoice_documents"("invoice_id") ON DELETE restrict ON UPDATE no action;