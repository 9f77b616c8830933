// The set-based statements that build the bench data set. Every id and choice is derived from the row
// number through md5 (bench_hash), so two generations produce the same data.

export const BENCH_CUSTOMERS = 100_000;
export const BENCH_SUBSCRIPTIONS = 120_000;
/** Next billing dates are spread over this many days from the bench today: 4,000 due per day. */
export const BILLING_SPREAD_DAYS = 30;
export const HISTORY_MONTHS = 24;

export const createHashFunctions = `
  create or replace function bench_hash(text) returns int language sql immutable parallel safe
  as $$ select ('x' || substr(md5($1), 1, 7))::bit(28)::int $$;
  -- An md5 shaped as a version-4 UUID: the API's response schemas accept only RFC 9562 UUIDs.
  create or replace function bench_uuid(text) returns uuid language sql immutable parallel safe
  as $$ select (substr(md5($1), 1, 12) || '4' || substr(md5($1), 14, 3) || '8' || substr(md5($1), 18, 15))::uuid $$`;

export const dropHashFunctions = 'drop function bench_hash(text); drop function bench_uuid(text)';

// $1 first names, $2 surnames, $3 cities, $4 streets, $5 password hash.
export const insertUsers = `
  insert into users (id, email, password_hash, firstname, lastname, phone, company, street, house_number,
    city, zipcode, country, role, is_email_verified, created_at, updated_at)
  select bench_uuid('user-' || n),
    regexp_replace(lower(f), '[^a-z0-9]', '', 'g') || '.' || regexp_replace(lower(l), '[^a-z0-9]', '', 'g')
      || '.' || n || '@example.nl',
    $5, f, l, '06-' || (10000000 + bench_hash('phone' || n) % 89999999),
    case when n % 7 = 0 then initcap(l) || ' Webdiensten B.V.' end,
    ($4::text[])[1 + bench_hash('street' || n) % array_length($4::text[], 1)],
    (1 + bench_hash('house' || n) % 250)::text,
    ($3::text[])[1 + bench_hash('city' || n) % array_length($3::text[], 1)],
    (1000 + bench_hash('zip' || n) % 8999)::text || ' '
      || substr('ABCDEGHJKLMNPRTVWXZ', 1 + bench_hash('zl1' || n) % 19, 1)
      || substr('ABCDEGHJKLMNPRTVWXZ', 1 + bench_hash('zl2' || n) % 19, 1),
    'NL', 'user', true, created, created
  from (
    select n,
      ($1::text[])[1 + bench_hash('first' || n) % array_length($1::text[], 1)] as f,
      ($2::text[])[1 + bench_hash('last' || n) % array_length($2::text[], 1)] as l,
      timestamptz '2022-01-03 09:00+01' + make_interval(days => n % 1000) as created
    from generate_series(1, ${BENCH_CUSTOMERS}) n
  ) g`;

// Four in five customers (all but every fifth) signed a SEPA mandate.
export const insertMandates = `
  insert into sepa_mandates (id, user_id, reference, iban, bic, account_holder, signed_at, signed_place,
    signature_method, status, first_collection_done, created_at, updated_at)
  select bench_uuid('mandate-' || n), u.id, 'HP-MND-' || lpad(n::text, 6, '0'),
    -- Real check digits (ISO 13616, mod 97 over INGB = 18 23 16 11, the account, NL00 = 23 21 00), so a
    -- batch written from the bench data is a file a bank takes.
    'NL' || lpad((98 - (('18231611' || lpad(n::text, 10, '0') || '232100')::numeric % 97))::int::text, 2, '0')
      || 'INGB' || lpad(n::text, 10, '0'), 'INGBNL2A',
    u.firstname || ' ' || u.lastname, date '2024-10-01', u.city, 'web_consent', 'valid', true,
    u.created_at, u.created_at
  from generate_series(1, ${BENCH_CUSTOMERS}) n
  join users u on u.id = bench_uuid('user-' || n)
  where n % 5 <> 0`;

// $1 bench today. Subscription k belongs to customer ((k-1) mod 100,000) + 1 (so 20,000 have two); its
// next billing date is today + ((k-1) mod 30) and its anchor 24 months earlier: 4,000 due per day.
// 97% monthly, 2% quarterly, 1% annually.
export const insertSubscriptions = `
  insert into subscriptions (id, user_id, package_id, mandate_id, title, plan_name, description, interval,
    price_cents, status, service_status, start_date, next_billing_date, billing_anchor_date, domain,
    created_at, updated_at)
  select bench_uuid('sub-' || k), bench_uuid('user-' || u), p.id,
    case when u % 5 <> 0 then bench_uuid('mandate-' || u) end,
    p.name, p.name, p.description, iv,
    coalesce(case iv when 'monthly' then p.price_monthly_cents when 'quarterly' then p.price_quarterly_cents
      else p.price_annually_cents end, p.price_monthly_cents * months, p.price_annually_cents * months / 12),
    'active', 'active', anchor, next, anchor, 'klant' || k || '.nl', anchor::timestamptz, anchor::timestamptz
  from (
    select k, ((k - 1) % ${BENCH_CUSTOMERS}) + 1 as u, 1 + bench_hash('pkg' || k) % 9 as package_nr,
      case when ((k - 1) / ${BILLING_SPREAD_DAYS}) % 100 < 97 then 'monthly'
        when ((k - 1) / ${BILLING_SPREAD_DAYS}) % 100 < 99 then 'quarterly'
        else 'annually' end::billing_interval as iv,
      $1::date + ((k - 1) % ${BILLING_SPREAD_DAYS}) as next
    from generate_series(1, ${BENCH_SUBSCRIPTIONS}) k
  ) s
  cross join lateral (select (s.next - interval '${HISTORY_MONTHS} months')::date as anchor,
    case s.iv when 'monthly' then 1 when 'quarterly' then 3 else 12 end as months) a
  join (select row_number() over (order by sort_order, slug) as nr, * from packages) p on p.nr = s.package_nr
  order by k`;

// $1 bench today. Every period of the last 24 months, numbered per year in issue order (gapless), with a
// status: settled history is paid (a few failed, some recent ones overdue); the last 14 days are still
// open (bank transfer) or submitted for collection (SEPA), part already paid.
export const insertInvoices = `
  insert into invoices (id, invoice_number, year, sequence, kind, user_id, subscription_id, package_id, status,
    description, issue_date, due_date, period_start, period_end, subtotal_cents, vat_cents, total_cents,
    paid_cents, reverse_charge, customer, payment_type, mandate_id, payment_reference, paid_at, sent_at,
    submitted_for_collection_at, created_at)
  with periods as (
    select s.id as sub_id, s.user_id, s.package_id, s.title, s.price_cents as net, s.mandate_id, i,
      (s.billing_anchor_date + make_interval(months => i * m.months))::date as period_start,
      (s.billing_anchor_date + make_interval(months => (i + 1) * m.months))::date - 1 as period_end
    from subscriptions s
    cross join lateral (select case s.interval when 'monthly' then 1 when 'quarterly' then 3
      when 'half-yearly' then 6 else 12 end as months) m
    cross join lateral generate_series(0, ${HISTORY_MONTHS} / m.months - 1) i
  ),
  numbered as (
    select p.*, extract(year from period_start)::int as year,
      row_number() over (partition by extract(year from period_start) order by period_start, sub_id) as seq,
      bench_hash(sub_id::text || '-' || i) % 1000 as roll,
      round(net * 2100 / 10000.0)::int as vat
    from periods p
  ),
  judged as (
    select n.*,
      case
        when period_start + 14 >= $1::date then
          case when roll < 600 and mandate_id is not null then 'pending'
            when roll < 600 then 'open' else 'paid' end
        when period_start + 14 >= $1::date - 90 and roll < 30 then 'overdue'
        when roll < 5 then 'failed'
        else 'paid' end::invoice_status as status
    from numbered n
  )
  select bench_uuid(sub_id::text || '-' || i),
    year || '-' || lpad(seq::text, greatest(6, length(seq::text)), '0'), year, seq, 'invoice',
    j.user_id, sub_id, package_id, status, title, period_start, period_start + 14, period_start, period_end,
    net, vat, net + vat, case when status = 'paid' then net + vat else 0 end, false,
    jsonb_build_object('name', u.firstname || ' ' || u.lastname, 'company', u.company, 'street', u.street,
      'houseNumber', u.house_number, 'zipcode', u.zipcode, 'city', u.city, 'country', 'NL', 'vatId', null,
      'email', u.email),
    case when mandate_id is null then 'bank_transfer' else 'sepa' end::payment_type, mandate_id,
    'PAY-' || year || '-' || lpad(seq::text, greatest(4, length(seq::text)), '0'),
    case when status = 'paid' then (period_start + case when mandate_id is null then roll % 14 else 5 end)
      + time '09:00' end,
    period_start + time '06:00',
    case when mandate_id is not null then period_start + 2 + time '08:00' end,
    period_start + time '05:00'
  from judged j join users u on u.id = j.user_id
  order by year, seq`;

export const insertInvoiceLines = `
  insert into invoice_lines (invoice_id, position, description, period_start, period_end, quantity,
    unit_price_cents, vat_rate_bp, net_cents, vat_cents, total_cents)
  select id, 1, description, period_start, period_end, 1, subtotal_cents, 2100, subtotal_cents, vat_cents,
    total_cents
  from invoices`;

export const insertPayments = `
  insert into payments (user_id, invoice_id, amount_cents, method, status, reference, received_at, created_at)
  select user_id, id, total_cents,
    case payment_type when 'sepa' then 'sepa' else 'bank_transfer' end::payment_method, 'received',
    payment_reference, paid_at, paid_at
  from invoices where status = 'paid'`;

export const setSeriesCounters = `
  insert into invoice_number_series (year, last_sequence)
    select year, max(sequence) from invoices group by year;
  insert into payment_reference_series (year, last_sequence)
    select year, max(sequence) from invoices group by year;`;
