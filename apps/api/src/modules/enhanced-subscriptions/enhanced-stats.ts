import type { EnhancedStats, PriorityAction } from '@hostportaal/contract';
import { addDays, type IsoDate } from '@hostportaal/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { collectionFigures } from '../collections/collection-figures.ts';
import { newSubscriptionCount, runningSubscriptions } from '../kpis/subscription-kpis.ts';
import { overviewColumns } from './enhanced-subscription-rows.ts';

// The stat cards of Incasso Beheer (SPEC §3 enhanced stats) and the 'Prioriteit Acties' derived from them.
// Period figures cover the last `dateRange` days; "previous" the same number of days before that.

const MAX_PRIORITY_ACTIONS = 6;

type Counts = Record<string, number | string | null>;

/** Reads one aggregate row's counts (bigint and numeric come back as text) as numbers, 0 for null. */
function counts(row: Counts | undefined): (key: string) => number {
  return (key) => Number(row?.[key] ?? 0);
}

export async function enhancedStats(
  db: DbOrTx,
  input: { today: IsoDate; dateRange: number; userId: string },
): Promise<EnhancedStats> {
  const { today, dateRange, userId } = input;
  const periodStart = addDays(today, -(dateRange - 1));
  const previousStart = addDays(periodStart, -dateRange);
  const derived = overviewColumns(today);
  const amsterdam = (date: string) => sql`(${date}::date::timestamp at time zone 'Europe/Amsterdam')`;

  // Active, monthly revenue and new subscriptions are the KPI catalogue's (docs/KPIS.md), as on the Overview.
  const [running, newSubscriptions, previousNew, rows, letters, notes, figures] = await Promise.all([
    runningSubscriptions(db, today),
    newSubscriptionCount(db, { from: periodStart, to: today }),
    newSubscriptionCount(db, { from: previousStart, to: addDays(periodStart, -1) }),
    db.execute<Counts>(sql`select count(*) as total,
        count(*) filter (where o.status = 'suspended') as suspended,
        count(*) filter (where ${derived.overdue}) as overdue,
        count(*) filter (where o.has_chargeback) as chargebacks,
        count(*) filter (where o.collection_status = 'pending_notice') as pending_notices,
        count(*) filter (where o.collection_status = 'notice_sent') as notices_sent,
        count(*) filter (where o.collection_status = 'collection_sent') as collection_sent
      from subscription_overview o`),
    db.execute<Counts>(sql`select
        (select count(distinct c.user_id) from collection_cases c
          join collection_letters n on n.id = c.notice_letter_id
          where c.stage <> 'resolved' and c.collection_letter_id is null and n.first_fee_date <= ${today}::date)
          as letters_due,
        (select coalesce(sum(i.total_cents), 0) from collection_cases c join invoices i on i.id = c.invoice_id
          where c.resolution = 'paid' and c.resolved_at >= ${amsterdam(periodStart)}) as recovered,
        (select coalesce(sum(i.total_cents), 0) from collection_cases c join invoices i on i.id = c.invoice_id
          where c.resolution = 'paid' and c.resolved_at >= ${amsterdam(previousStart)}
            and c.resolved_at < ${amsterdam(periodStart)}) as previous_recovered`),
    db.execute<Counts>(sql`select
        count(*) filter (where status = 'active') as active,
        count(*) filter (where status = 'active' and priority = 'urgent') as urgent,
        count(*) filter (where status = 'active' and follow_up_date <= ${today}::date) as follow_ups_due,
        count(*) filter (where status = 'active' and assigned_to = ${userId}::uuid) as mine,
        count(*) filter (where created_at >= ${amsterdam(periodStart)}) as created,
        count(*) filter (where created_at >= ${amsterdam(periodStart)} and status = 'resolved') as resolved
      from subscription_notes`),
    // Open cases, what they are owed and failed claims: the collection figures every screen shares.
    collectionFigures(db, today),
  ]);
  const r = counts(rows.rows[0]);
  const l = counts(letters.rows[0]);
  const n = counts(notes.rows[0]);
  const stats: Omit<EnhancedStats, 'priorityActions'> = {
    dateRange,
    overview: {
      totalSubscriptions: r('total'),
      activeSubscriptions: running.activeSubscriptions,
      suspendedSubscriptions: r('suspended'),
      monthlyRevenueCents: running.mrrCents,
      newSubscriptions,
      previousNewSubscriptions: previousNew,
    },
    paymentIssues: {
      overdueSubscriptions: r('overdue'),
      failedPayments: figures.failedClaims,
      chargebacks: r('chargebacks'),
      // receivables.overdueAmount, as the Overview shows it; the count above is of subscriptions, by its label.
      overdueAmountCents: figures.overdueAmountCents,
    },
    collections: {
      openCases: figures.openCases,
      pendingNotices: r('pending_notices'),
      noticesSent: r('notices_sent'),
      collectionLettersSent: r('collection_sent'),
      collectionLettersDue: l('letters_due'),
      collectionAmountCents: figures.outstandingWithFeesCents,
      recoveredCents: l('recovered'),
      previousRecoveredCents: l('previous_recovered'),
    },
    teamActivity: {
      activeNotes: n('active'),
      urgentNotes: n('urgent'),
      followUpsDue: n('follow_ups_due'),
      myOpenFollowUps: n('mine'),
      notesCreated: n('created'),
      notesResolved: n('resolved'),
      completionRate: n('created') === 0 ? null : Math.round((n('resolved') / n('created')) * 1000) / 10,
    },
  };
  return { ...stats, priorityActions: priorityActions(stats) };
}

const priorityOrder = { urgent: 0, high: 1, medium: 2, low: 3 } as const;

/** What needs doing first, most pressing first; only actions with something to do, at most six. */
export function priorityActions(stats: Omit<EnhancedStats, 'priorityActions'>): PriorityAction[] {
  const { paymentIssues, collections, teamActivity, overview } = stats;
  const candidates: PriorityAction[] = [
    {
      id: 'pending_notices',
      title: '14-dagen brieven nodig',
      count: collections.pendingNotices,
      description: 'Consumenten in verzuim zonder 14-dagenbrief: zonder deze brief geen incassokosten.',
      priority: 'urgent',
      tab: 'collections',
      filter: { collectionStatus: 'pending_notice' },
    },
    {
      id: 'urgent_notes',
      title: 'Urgente notities',
      count: teamActivity.urgentNotes,
      description: 'Open notities met prioriteit urgent.',
      priority: 'urgent',
      tab: 'notes',
    },
    {
      id: 'collection_letters_due',
      title: 'Incassobrieven klaar',
      count: collections.collectionLettersDue,
      description: 'Klanten van wie de termijn van de 14-dagenbrief onbetaald is verstreken.',
      priority: 'high',
      tab: 'collections',
      filter: { collectionStatus: 'notice_sent' },
    },
    {
      id: 'failed_payments',
      title: 'Mislukte betalingen',
      count: paymentIssues.failedPayments,
      description: 'Onbetaalde facturen waarvan de incasso is teruggekomen of gestorneerd.',
      priority: paymentIssues.failedPayments > 5 ? 'urgent' : 'high',
      tab: 'collections',
      filter: { riskLevel: 'high' },
    },
    {
      id: 'follow_ups_due',
      title: 'Opvolgingen verlopen',
      count: teamActivity.followUpsDue,
      description: 'Open notities met een opvolgdatum van vandaag of eerder.',
      priority: 'high',
      tab: 'notes',
    },
    {
      id: 'overdue',
      title: 'Abonnementen met achterstand',
      count: paymentIssues.overdueSubscriptions,
      description: 'Abonnementen met een vervallen, onbetaalde factuur.',
      priority: paymentIssues.overdueSubscriptions > 10 ? 'high' : 'medium',
      tab: 'collections',
    },
    {
      id: 'suspended',
      title: 'Opgeschorte diensten',
      count: overview.suspendedSubscriptions,
      description: 'Diensten die wegens betalingsachterstand zijn opgeschort.',
      priority: 'medium',
      tab: 'details',
      filter: { status: 'suspended' },
    },
  ];
  return candidates
    .filter((action) => action.count > 0)
    .sort((a, b) => priorityOrder[a.priority] - priorityOrder[b.priority])
    .slice(0, MAX_PRIORITY_ACTIONS);
}
