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
