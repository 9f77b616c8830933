import { daysBetween, type IsoDate } from '@hostportaal/domain';
import type { DunningSettings } from '../../db/schema/index.ts';

// What the daily run does for one customer today: pure, so the schedule's rules are tested without a
// database. One step per claim per run, and a week between steps, so a claim that was opened late (say
// 30 days overdue) still gets its reminders one after the other instead of all at once.

export const DAYS_BETWEEN_STEPS = 7;

export type PlannedCase = {
  id: string;
  stage: 'initial_notice' | 'first_reminder' | 'second_reminder' | 'final_notice' | 'legal_action';
  /** The Amsterdam date the case reached its stage. */
  stageChangedOn: IsoDate;
  dueDate: IsoDate;
  /** Only overdue or failed claims move on; one waiting in a collection batch (pending) waits. */
  inDefault: boolean;
  subscriptionId: string | null;
  subscriptionActive: boolean;
  /** The valid 14-dagenbrief this claim is in, if any. */
  notice: { id: string; firstFeeDate: IsoDate } | null;
};

export type DunningPlan = {
  firstReminder: string[];
  secondReminder: string[];
  /** Consumers: one 14-dagenbrief for all these claims. Businesses: the final notice e-mail. */
  finalNotice: string[];
  /** Subscriptions to suspend. */
  suspend: string[];
  /** Collection letters to write: per notice the claims whose term has passed (businesses: one group). */
  collection: string[][];
};

export function planDunning(
  cases: readonly PlannedCase[],
  settings: Pick<
    DunningSettings,
    'firstReminderDays' | 'secondReminderDays' | 'finalNoticeDays' | 'suspensionDays' | 'collectionLetterDays'
  >,
  customer: { isBusiness: boolean },
  today: IsoDate,
): DunningPlan {
  const plan: DunningPlan = {
    firstReminder: [],
    secondReminder: [],
    finalNotice: [],
    suspend: [],
    collection: [],
  };
  const collectionGroups = new Map<string, string[]>();
  // art. 6:96 lid 6 BW: no costs (and, our rule, no suspension) before the notice's term has passed.
  const termPassed = (item: PlannedCase) =>
    customer.isBusiness || (item.notice !== null && item.notice.firstFeeDate <= today);

  for (const item of cases) {
    if (!item.inDefault) continue;
    const overdue = daysBetween(item.dueDate, today);
    const rested =
      item.stage === 'initial_notice' || daysBetween(item.stageChangedOn, today) >= DAYS_BETWEEN_STEPS;
    const atNotice = item.stage === 'final_notice' || item.stage === 'legal_action';
    if (
      atNotice &&
      overdue >= settings.suspensionDays &&
      item.subscriptionActive &&
      item.subscriptionId &&
      termPassed(item) &&
      !plan.suspend.includes(item.subscriptionId)
    ) {
      plan.suspend.push(item.subscriptionId);
    }
    if (!rested) continue;
    if (item.stage === 'initial_notice' && overdue >= settings.firstReminderDays)
      plan.firstReminder.push(item.id);
    else if (item.stage === 'first_reminder' && overdue >= settings.secondReminderDays)
      plan.secondReminder.push(item.id);
    else if (item.stage === 'second_reminder' && overdue >= settings.finalNoticeDays)
      plan.finalNotice.push(item.id);
    // A case moved to final notice by hand without a 14-dagenbrief gets one now (consumers).
    else if (item.stage === 'final_notice' && !customer.isBusiness && item.notice === null)
      plan.finalNotice.push(item.id);
    else if (item.stage === 'final_notice' && overdue >= settings.collectionLetterDays && termPassed(item)) {
      const group = item.notice?.id ?? 'business';
      collectionGroups.set(group, [...(collectionGroups.get(group) ?? []), item.id]);
    }
  }

  // DOMAIN-NL §1: the claims that can be reminded together go into one notice, with the fee on their sum —
  // every claim in default that no notice covers yet, whatever reminder it had.
  if (plan.finalNotice.length > 0) {
    const together = cases.filter(
      (item) =>
        item.inDefault &&
        item.stage !== 'legal_action' &&
        (customer.isBusiness ? item.stage !== 'final_notice' : item.notice === null),
    );
    plan.finalNotice = together.map((item) => item.id);
    const noticed = new Set(plan.finalNotice);
    plan.firstReminder = plan.firstReminder.filter((id) => !noticed.has(id));
    plan.secondReminder = plan.secondReminder.filter((id) => !noticed.has(id));
  }
  plan.collection = [...collectionGroups.values()];
  return plan;
}
