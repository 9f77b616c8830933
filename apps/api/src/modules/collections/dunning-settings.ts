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
