import { ADMIN_SEARCH_COUNT_CAP, type AdminSearchGroup } from '@hostportaal/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { adminLinks } from './admin-links.ts';
import { type Ranked, rankToMatch } from './ranking.ts';
import { escapeLike, prefixUpperBound } from './search-terms.ts';

type UserHit = Ranked & {
  id: string;
  firstname: string;
  lastname: string;
  email: string;
  company: string | null;
  total: number;
};

const fullName = sql`(firstname || ' ' || lastname)`;

/**
 * The customer number (Klantnummer, issue 26) the query is, typed as digits, optionally after 'K' or
 * 'Klantnummer': staff read it on letters and documents. Null when the query is no number.
 */
function customerNumberOf(q: string): number | null {
  const digits = /^(?:k(?:lantnummer)?\s*)?(\d{1,9})$/i.exec(q.trim())?.[1];
  return digits ? Number(digits) : null;
}

/** The unique index on customer_number answers it; a query that is no number matches nothing here. */
function customerNumberMatch(q: string): SQL {
  const number = customerNumberOf(q);
  return number === null ? sql`false` : sql`customer_number = ${number}`;
}

/**
 * The condition that finds users for the query, by its shape, so each part is served by an index and no
 * trigram scan runs that cannot match:
 * - an e-mail address typed from its start ('jan.jansen@ex'): the range of the unique index on lower(email);
 * - otherwise the trigram indexes (users_fullname_trgm_idx, users_email_trgm_idx, users_company_trgm_idx):
 *   e-mail always, the name only without digits or '@' (names have neither), the company without '@'.
 */
function userMatch(q: string, contains: string): SQL {
  const lower = q.toLowerCase();
  if (q.includes('@') && !q.startsWith('@')) return startsWith(sql`lower(email)`, lower);
  const parts: SQL[] = [sql`email ilike ${contains}`, customerNumberMatch(q)];
  if (!/[\d@]/.test(q)) parts.push(sql`${fullName} ilike ${contains}`);
  if (!q.includes('@')) parts.push(sql`company ilike ${contains}`);
  return sql`(${sql.join(parts, sql` or `)})`;
}

/** Every upper/lower-case spelling of a short text: 'de' → de, dE, De, DE. */
function caseVariants(text: string): string[] {
  return [...text].reduce<string[]>(
    (variants, char) => {
      const spellings = [...new Set([char.toLowerCase(), char.toUpperCase()])];
      return variants.flatMap((start) => spellings.map((spelling) => start + spelling));
    },
    [''],
  );
}

/** `column` starts with `prefix`: a range of the column's btree index, and the LIKE that makes it exact. */
function startsWith(column: SQL, prefix: string): SQL {
  return sql`(${column} >= ${prefix} and ${column} < ${prefixUpperBound(prefix)}
    and ${column} like ${`${escapeLike(prefix)}%`})`;
}

/**
 * Two characters ('de') are in a third of all names: matched anywhere they would read every user. Such a
 * query finds the last names and e-mail addresses that start with it, by the btree indexes on lastname (one
 * range per upper/lower-case spelling) and lower(email).
 */
function shortUserBranches(q: string): SQL[] {
  const lower = q.toLowerCase();
  const variants = caseVariants(q);
  return [
    customerNumberMatch(q),
    sql`${startsWith(sql`lower(email)`, lower)}`,
    ...variants.map((variant) => startsWith(sql`lastname`, variant)),
  ];
}

/**
 * The five first users of a short query: the exact matches, and per index range its first five by name,
 * each read in index order and stopped early; merged in order, these are the first five of all matches.
 */
async function shortUserHits(db: DbOrTx, q: string, limit: number): Promise<UserHit[]> {
  const lower = q.toLowerCase();
  const columns = sql`id, firstname, lastname, email, company, 0 as total`;
  const exactLastnames = sql.join(
    caseVariants(q).map((variant) => sql`${variant}`),
    sql`, `,
  );
  const parts = [
    // OFFSET 0 keeps the planner from reading the whole lastname index in order to find the few exact ones.
    sql`(select * from (select ${columns}, 0 as rank from users
      where lower(email) = ${lower} or lastname in (${exactLastnames}) or ${customerNumberMatch(q)} offset 0) exact
      order by lastname, firstname, id limit ${limit})`,
    ...shortUserBranches(q).map(
      (branch) => sql`(select ${columns}, 1 as rank from users where ${branch}
        order by lastname, firstname, id limit ${limit})`,
    ),
  ];
  const result = await db.execute<UserHit>(sql.join(parts, sql` union all `));
  const seen = new Set<string>();
  const byName = (a: UserHit, b: UserHit) =>
    Number(a.rank) - Number(b.rank) ||
    (a.lastname === b.lastname ? 0 : a.lastname < b.lastname ? -1 : 1) ||
    (a.firstname === b.firstname ? 0 : a.firstname < b.firstname ? -1 : 1) ||
    (a.id < b.id ? -1 : 1);
  return result.rows
    .sort(byName)
    .filter((row) => !seen.has(row.id) && seen.add(row.id))
    .slice(0, limit);
}

export const SHORT_QUERY_LENGTH = 3;

async function rankedUserHits(db: DbOrTx, q: string, limit: number): Promise<UserHit[]> {
  const contains = `%${escapeLike(q)}%`;
  const prefix = `${escapeLike(q)}%`;
  const result = await db.execute<UserHit>(sql`
    select id, firstname, lastname, email, company,
      case
        when lower(email) = lower(${q}) or lower(${fullName}) = lower(${q}) or lower(lastname) = lower(${q})
          or lower(company) = lower(${q}) or ${customerNumberMatch(q)} then 0
        when ${fullName} ilike ${prefix} or lastname ilike ${prefix} or email ilike ${prefix}
          or company ilike ${prefix} then 1
        else 2
      end as rank,
      (count(*) over ())::int as total
    from users
    where ${userMatch(q, contains)}
    order by rank, lastname, firstname, id
    limit ${limit}`);
  return result.rows;
}

/**
 * Users by first name, last name, full name, e-mail address, company or customer number (see userMatch; a query under three
 * characters by shortUserMatch). Exact matches first,
 * then prefixes (of the full name, last name, e-mail or company), then the rest; by name within a rank. The
 * window count is the number of matches, counted in the same pass; a short query's many matches are counted
 * up to the cap instead.
 */
export async function searchUsers(db: DbOrTx, q: string, limit: number): Promise<AdminSearchGroup> {
  const short = q.length < SHORT_QUERY_LENGTH;
  const [rows, counted] = await Promise.all([
    short ? shortUserHits(db, q, limit) : rankedUserHits(db, q, limit),
    short
      ? db.execute<{ total: number }>(sql`select count(*)::int as total from (select 1 from users
          where ${sql.join(shortUserBranches(q), sql` or `)} limit ${ADMIN_SEARCH_COUNT_CAP + 1}) counted`)
      : null,
  ]);
  const total = Number(counted ? (counted.rows[0]?.total ?? 0) : (rows[0]?.total ?? 0));
  return {
    results: rows.map((row) => ({
      kind: 'user' as const,
      id: row.id,
      label: `${row.firstname} ${row.lastname}`.trim(),
      detail: row.company ? `${row.email} · ${row.company}` : row.email,
      match: rankToMatch(row.rank),
      link: adminLinks.user(row.id),
    })),
    total: Math.min(total, ADMIN_SEARCH_COUNT_CAP),
    totalIsCapped: total > ADMIN_SEARCH_COUNT_CAP,
  };
}
