-- The Collection Center's rows read their invoice's number, description, due date, amounts and status:
-- with the id in the partial index of unpaid invoices, the open cases join it as an index-only scan
-- instead of one lookup per case in the whole invoice table.
DROP INDEX IF EXISTS invoices_unpaid_due_idx;--> statement-breakpoint
CREATE INDEX invoices_unpaid_due_idx ON invoices (due_date, invoice_number)
  INCLUDE (kind, status, total_cents, paid_cents, id, description)
  WHERE status IN ('open', 'pending', 'overdue', 'failed');
