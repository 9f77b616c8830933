import { randomUUID } from 'node:crypto';
import { addDays } from '@hostportaal/domain';
import { amsterdamInstant } from './amsterdam-instant.ts';
import type { CustomerPlan } from './seed-plan.ts';
import { createSeededRandom } from './seeded-random.ts';

// The demo data's direct debits as the SEPA module would have sent them: one pain.008 per collection date
// holding every collection of that day, written a day or two ahead and handed to the bank. The batches are
// known before any customer is inserted (from the planning pass), so the items can point at them.

/** One seeded pain.008 batch; its file is written once all its items are in the database. */
export type SeedSepaBatch = {
  id: string;
  collectionDate: string;
  messageId: string;
  createdAt: Date;
  submittedAt: Date;
  numberOfTransactions: number;
  controlSumCents: number;
};

/** Collections per collection date over all customers: how many and their sum. */
export type CollectionDays = Map<string, { count: number; sumCents: number }>;

export function addCollectionDays(days: CollectionDays, plan: CustomerPlan): void {
  for (const subscription of plan.subscriptions) {
    for (const invoice of subscription.invoices) {
      for (const { collectionDate, amountCents } of invoice.collections) {
        const day = days.get(collectionDate);
        if (day) {
          day.count += 1;
          day.sumCents += amountCents;
        } else {
          days.set(collectionDate, { count: 1, sumCents: amountCents });
        }
      }
    }
  }
}

const hexDigits = '0123456789ABCDEF';

/**
 * The batches for the collection dates, oldest first. Each draws from its own stream of (today, date), so a
 * batch looks the same whatever else is seeded; the message id has the real format 'HP-YYYYMMDD-XXXXXXXX'
 * (the day it was written). A batch for a collection still to come was written yesterday at the latest.
 */
export function planSepaBatches(today: string, days: CollectionDays): SeedSepaBatch[] {
  const messageIds = new Set<string>();
  const latestWritten = addDays(today, -1);
  return [...days.keys()].sort().map((collectionDate) => {
    const random = createSeededRandom(`hostportaal-demo:${today}:sepa-batch:${collectionDate}`);
    let writtenOn = addDays(collectionDate, -random.int(1, 2));
    if (writtenOn > latestWritten) writtenOn = latestWritten;
    const createdAt = amsterdamInstant(writtenOn, random.int(8, 11), random.int(0, 59));
    let messageId = '';
    do messageId = `HP-${writtenOn.replaceAll('-', '')}-${random.chars(hexDigits, 8)}`;
    while (messageIds.has(messageId));
    messageIds.add(messageId);
    const { count, sumCents } = days.get(collectionDate) ?? { count: 0, sumCents: 0 };
    return {
      id: randomUUID(),
      collectionDate,
      messageId,
      createdAt,
      submittedAt: new Date(createdAt.getTime() + random.int(5, 90) * 60_000),
      numberOfTransactions: count,
      controlSumCents: sumCents,
    };
  });
}
