import type { LetterPreview, SkippedItem } from '@hostportaal/contract';
import { amsterdamToday } from '@hostportaal/domain';
import { AppError, skippedBy } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { getDunningSettings } from './dunning-settings.ts';
import { plannedLetters } from './dunning-steps.ts';
import { customerOfSubscription } from './letter-changes.ts';
import { planCustomerLetter } from './staff-collection-steps.ts';
import { syncCollectionCases } from './sync-collection-cases.ts';

type Planned = {
  customerId: string;
  customerName: string;
  letters: { principalCents: number; feeCents: number; invoiceNumbers: string[] }[];
};

/**
 * What writing these letters would do today (issue 20): the same plan and fees as issueLetterForCustomer and
 * issueLettersForSubscriptions, one letter set per customer, without writing anything but the case sync.
 * A target the server would refuse comes back in skipped with the same reason.
 */
export async function previewLetters(
  db: Db,
  input: {
    letterType: 'notice' | 'collection';
    subscriptionIds: string[];
    customerIds: string[];
    now: Date;
  },
): Promise<LetterPreview> {
  const today = amsterdamToday(input.now);
  const settings = await getDunningSettings(db);
  await syncCollectionCases(db, input.now);
  const outcomes = new Map<string, Planned | Error>();
  const planFor = async (customerId: string) => {
    const known = outcomes.get(customerId);
    if (known) return known;
    let outcome: Planned | Error;
    try {
      const { customer, cases, plan } = await planCustomerLetter(db, {
        customerId,
        letterType: input.letterType,
        today,
        lock: 'none',
      });
      outcome = {
        customerId,
        customerName: `${customer.firstname} ${customer.lastname}`.trim() || customer.email,
        letters: await plannedLetters(db, { plan, cases, customer, settings, today }),
      };
    } catch (error) {
      outcome = error instanceof Error ? error : new Error(String(error));
    }
    outcomes.set(customerId, outcome);
    return outcome;
  };

  // The refusal's reason travels along, so the dialog words it in the screen's language (issue 20).
  const skippedOf = (id: string, error: Error): SkippedItem =>
    error instanceof AppError ? skippedBy(id, error, error.message) : { id, reason: error.message };
  const skipped: SkippedItem[] = [];
  const targets: { id: string; customerId: () => Promise<string> }[] = [
    ...[...new Set(input.subscriptionIds)].map((id) => ({
      id,
      customerId: () => customerOfSubscription(db, id),
    })),
    ...[...new Set(input.customerIds)].map((id) => ({ id, customerId: async () => id })),
  ];
  for (const target of targets) {
    try {
      const outcome = await planFor(await target.customerId());
      if (outcome instanceof Error) skipped.push(skippedOf(target.id, outcome));
    } catch (error) {
      skipped.push(skippedOf(target.id, error instanceof Error ? error : new Error(String(error))));
    }
  }

  const planned = [...outcomes.values()].filter((outcome): outcome is Planned => !(outcome instanceof Error));
  const letters = planned.flatMap((customer) =>
    customer.letters.map((letter) => ({
      customerId: customer.customerId,
      customerName: customer.customerName,
      principalCents: letter.principalCents,
      feeCents: letter.feeCents,
      invoiceNumbers: letter.invoiceNumbers,
    })),
  );
  return {
    letterType: input.letterType,
    letterCount: letters.length,
    customerCount: planned.length,
    principalCents: letters.reduce((sum, letter) => sum + letter.principalCents, 0),
    feeCents: letters.reduce((sum, letter) => sum + letter.feeCents, 0),
    letters,
    skipped,
  };
}
