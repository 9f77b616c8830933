import type { DunningSettingsBody } from '@hostportaal/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type DunningSettings, dunningSettings } from '../../db/schema/index.ts';

/** The dunning schedule; the defaults of the table until an admin changes them. */
export async function getDunningSettings(db: DbOrTx): Promise<DunningSettings> {
  const [existing] = await db.select().from(dunningSettings);
  if (existing) return existing;
  await db.insert(dunningSettings).values({ id: 1 }).onConflictDoNothing();
  const [created] = await db.select().from(dunningSettings);
  if (!created) throw new Error('dunning settings row missing');
  return created;
}

/** Saves the schedule (validated by the contract) and records who changed it. */
export async function updateDunningSettings(
  db: DbOrTx,
  body: DunningSettingsBody,
  actor: { id: string; now: Date },
): Promise<DunningSettings> {
  await getDunningSettings(db);
  const [row] = await db
    .update(dunningSettings)
    .set({ ...body, updatedBy: actor.id, updatedAt: actor.now })
    .where(eq(dunningSettings.id, 1))
    .returning();
  if (!row) throw new Error('dunning settings row missing');
  return row;
}

export function dunningSettingsView(row: DunningSettings): DunningSettingsBody {
  return {
    enabled: row.enabled,
    firstReminderDays: row.firstReminderDays,
    secondReminderDays: row.secondReminderDays,
    finalNoticeDays: row.finalNoticeDays,
    suspensionDays: row.suspensionDays,
    collectionLetterDays: row.collectionLetterDays,
    // The schedule sends by e-mail or post; 'hand' is only ever recorded for one letter.
    noticeChannel: row.noticeChannel === 'post' ? 'post' : 'email',
    feeCapCentsPerSixMonths: row.feeCapCentsPerSixMonths,
  };
}
