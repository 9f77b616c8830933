-- Indexes the bench recommends (not in the app's migrations yet). Apply to the bench database with
--   psql postgres://postgres@127.0.0.1:5432/hostportaal_bench -f bench/proposed-indexes.sql
-- and re-run the benchmarks to compare; `npm run bench -- generate` starts again without them.

-- Billing run: invoice_lines insert, subscriptions update and the run totals all select
-- `where billing_run_id = $1`; without an index each is a sequential scan of every invoice (2 GB here).
-- Partial: historic and hand-made invoices have no run, so the index stays small.
create index if not exists invoices_billing_run_idx on invoices (billing_run_id) where billing_run_id is not null;

-- Admin invoice list, search by customer: matchingUserIds runs three `ilike '%…%'` over users, a
-- sequential scan of every customer (~100 ms at 100,000 customers, CPU-bound). Trigram indexes let the
-- same ILIKE conditions use a bitmap scan (the expression must match the query's exactly).
create extension if not exists pg_trgm;
create index if not exists users_fullname_trgm_idx on users using gin ((firstname || ' ' || lastname) gin_trgm_ops);
create index if not exists users_email_trgm_idx on users using gin (email gin_trgm_ops);
create index if not exists users_company_trgm_idx on users using gin (company gin_trgm_ops);
analyze users;

-- Admin global search (issue 7, docs/decisions/017-admin-global-search.md): subscriptions by title, plan or
-- domain match exactly this expression; without the index it is a sequential scan of every subscription
-- (70–160 ms at 120,000 under load), with it a bitmap scan (2–10 ms).
create index if not exists subscriptions_search_trgm_idx on subscriptions
  using gin ((title || ' ' || plan_name || ' ' || coalesce(domain, '')) gin_trgm_ops);
analyze subscriptions;
-- Analytics (issue 7, GET /api/admin/analytics): what was invoiced in the timeframe sums the totals of every
-- invoice issued in it (1.37 M for 12 months), a parallel sequential scan of the 2 GB table; with the totals
-- in the index it is an index-only scan of 85 MB.
create index if not exists invoices_issue_totals_idx on invoices (issue_date) include (total_cents, status);
-- Open receivables and the overdue ageing read the few unpaid invoices (55,000 of 2.8 M), scattered over the
-- table: 23,000 heap pages for 55,000 rows. A partial covering index (2 MB) answers both without the heap.
create index if not exists invoices_unpaid_due_idx on invoices (due_date) include (status, total_cents, paid_cents)
  where kind = 'invoice' and status in ('open', 'pending', 'overdue', 'failed');
-- Debits per batch (success rate, failed payments, chargebacks, the debit chart): index-only per batch.
create index if not exists sepa_batch_items_batch_totals_idx on sepa_batch_items (batch_id)
  include (status, amount_cents, return_reason_code);
