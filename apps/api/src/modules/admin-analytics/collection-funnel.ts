import { type AdminAnalytics, COLLECTION_FUNNEL_STAGES } from '@hostportaal/contract';
import { addDays } from '@hostportaal/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  openedIn,
  type RecoverySumsRow,
  recoveryRateOf,
  recoverySums,
} from '../collections/recovery-rate.ts';
import type { AnalyticsPeriod } from './analytics-timeframe.ts';

const amsterdamMidnight = (date: string) => sql`(${date}::date::timestamp at time zone 'Europe/Amsterdam')`;

type StageRow = RecoverySumsRow & { stage: string; count: number; amount: string | number };

/**
 * Collection cases by stage: every open case at the stage it has reached, and the cases resolved in the
 * timeframe; amount: the claims' original amounts (invoice totals incl. VAT). The recovery rate of the
 * timeframe comes from the same read of the cases (collections' own sums), so each case's invoice is looked
 * up once.
 */
export async function collectionFunnel(
  db: DbOrTx,
  period: AnalyticsPeriod,
): Promise<{ funnel: AdminAnalytics['collectionFunnel']; recoveryRate: number | null }> {
  const window = { from: period.start, to: period.end };
  const inFunnel = sql`(c.stage <> 'resolved' or (c.resolved_at >= ${amsterdamMidnight(period.start)}
    and c.resolved_at < ${amsterdamMidnight(addDays(period.end, 1))}))`;
  const result = await db.execute<StageRow>(sql`
    select c.stage::text as stage, (count(*) filter (where ${inFunnel}))::int as count,
      coalesce(sum(i.total_cents) filter (where ${inFunnel}), 0) as amount, ${recoverySums(window)}
    from collection_cases c join invoices i on i.id = c.invoice_id
    where ${inFunnel} or ${openedIn(window)}
    group by c.stage`);
  const byStage = new Map(result.rows.map((row) => [row.stage, row]));
  return {
    funnel: COLLECTION_FUNNEL_STAGES.map((stage) => ({
      stage,
      count: byStage.get(stage)?.count ?? 0,
      amountCents: Number(byStage.get(stage)?.amount ?? 0),
    })),
    recoveryRate: recoveryRateOf(result.rows),
  };
}
