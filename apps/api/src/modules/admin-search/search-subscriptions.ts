import type { AdminSearchGroup } from '@hostportaal/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { adminLinks } from './admin-links.ts';
import { type Ranked, rankToMatch } from './ranking.ts';
import { escapeLike, uuidRange } from './search-terms.ts';

type SubscriptionHit = Ranked & {
  id: string;
  title: string;
  plan_name: string;
  domain: string | null;
  customer: string | null;
  total: number;
};

/**
 * The one expression the subscription search matches, so a trigram index on exactly this expression
 * (SQL in docs/decisions/017-admin-global-search.md) serves it; without that index it is a sequential scan
 * of subscriptions.
 */
export const subscriptionSearchText = sql`(s.title || ' ' || s.plan_name || ' ' || coalesce(s.domain, ''))`;

/**
 * Subscriptions by title, plan, domain or id (whole, or its first 8+ hex digits: a primary-key range).
 * Ranked exact, prefix, contains; the customer's name is read for the five shown only.
 */
export async function searchSubscriptions(db: DbOrTx, q: string, limit: number): Promise<AdminSearchGroup> {
  const contains = `%${escapeLike(q)}%`;
  const prefix = `${escapeLike(q)}%`;
  const ids = uuidRange(q);
  const idMatch: SQL = ids ? sql`s.id between ${ids.from}::uuid and ${ids.to}::uuid` : sql`false`;
  const idExact: SQL = ids?.exact ? sql`s.id = ${ids.from}::uuid` : sql`false`;
  const result = await db.execute<SubscriptionHit>(sql`
    with hits as (
      select s.id, s.user_id, s.title, s.plan_name, s.domain, s.created_at,
        case
          when ${idExact} or lower(s.title) = lower(${q}) or lower(s.plan_name) = lower(${q})
            or lower(s.domain) = lower(${q}) then 0
          when ${idMatch} or s.title ilike ${prefix} or s.plan_name ilike ${prefix} or s.domain ilike ${prefix}
            then 1
          else 2
        end as rank,
        (count(*) over ())::int as total
      from subscriptions s
      where ${subscriptionSearchText} ilike ${contains} or ${idMatch}
      order by rank, s.title, s.created_at desc, s.id
      limit ${limit}
    )
    select hits.id, hits.title, hits.plan_name, hits.domain, hits.rank, hits.total,
      case when u.anonymized_at is null then u.firstname || ' ' || u.lastname end as customer
    from hits join users u on u.id = hits.user_id
    order by hits.rank, hits.title, hits.created_at desc, hits.id`);
  const rows = result.rows;
  return {
    results: rows.map((row) => ({
      kind: 'subscription' as const,
      id: row.id,
      label: row.title,
      detail:
        [row.domain ?? (row.plan_name !== row.title ? row.plan_name : null), row.customer]
          .filter(Boolean)
          .join(' · ') || null,
      match: rankToMatch(row.rank),
      link: adminLinks.subscription(row.id),
    })),
    total: Number(rows[0]?.total ?? 0),
    totalIsCapped: false,
  };
}
