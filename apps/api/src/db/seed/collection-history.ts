import { addDays } from '@hostportaal/domain';
import { sql } from 'drizzle-orm';
import { runDunning } from '../../modules/collections/dunning-run.ts';
import { createPayLinks } from '../../modules/online-payments/pay-links.ts';
import { runArrangements } from '../../modules/payment-arrangements/arrangement-run.ts';
import type { DbOrTx } from '../client.ts';
import { amsterdamInstant } from './amsterdam-instant.ts';
import { arrangementHistory } from './arrangement-history.ts';

/** How far back the demo replays the daily dunning run: long enough for a claim to reach the incassobrief. */
export const COLLECTION_HISTORY_DAYS = 70;

/**
 * The demo's collection history: the daily dunning run replayed at 07:00 on each of the last days up to
 * today, over the seeded claims, so the Collection Center shows cases at every stage with their reminders,
 * 14-dagenbrieven, incassobrieven and suspensions as the run made them. The e-mails of that history count
 * as sent (a mail server configured later must not send them again).
 */
export async function seedCollectionHistory(
  db: DbOrTx,
  today: string,
  publicUrl: string,
  secretsKey?: string,
) {
  const totals = { reminders: 0, notices: 0, collectionLetters: 0, suspensions: 0, arrangements: 0 };
  const arrangements = await arrangementHistory(db, today);
  for (let day = addDays(today, -COLLECTION_HISTORY_DAYS); day <= today; day = addDays(day, 1)) {
    const now = amsterdamInstant(day, 7, 0);
    // The demo pays online in the Testmodus: each day's letters and mails carry the links of that day.
    const payLinks = secretsKey
      ? createPayLinks({ SECRETS_KEY: secretsKey, PUBLIC_URL: publicUrl }, now)
      : null;
    // The arrangement run goes first, as its job does (06:30): a lapsed arrangement's claims are dunned today.
    await runArrangements(db, amsterdamInstant(day, 6, 30));
    const result = await runDunning(db, { now, publicUrl, payLinks });
    totals.reminders += result.reminders;
    totals.notices += result.notices;
    totals.collectionLetters += result.collectionLetters;
    totals.suspensions += result.suspensions;
    await arrangements.onDay(day);
  }
  totals.arrangements = arrangements.made();
  await db.execute(sql`update email_outbox set status = 'sent', sent_at = created_at
    where status = 'pending' and (template like 'dunning_%' or template like 'arrangement_%')`);
  return totals;
}
