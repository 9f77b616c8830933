import type { ArrangementRulesBody } from '@hostportaal/contract';
import type { ArrangementRules } from '@hostportaal/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type ArrangementSettingsRow, arrangementSettings } from '../../db/schema/index.ts';

/** The company's arrangement rules; the table's defaults (those of packages/domain) until an admin changes them. */
export async function getArrangementRules(db: DbOrTx): Promise<ArrangementRules> {
  const [existing] = await db.select().from(arrangementSettings);
  if (existing) return rulesOf(existing);
  await db.insert(arrangementSettings).values({ id: 1 }).onConflictDoNothing();
  const [created] = await db.select().from(arrangementSettings);
  if (!created) throw new Error('arrangement settings row missing');
  return rulesOf(created);
}

export async function updateArrangementRules(
  db: DbOrTx,
  body: ArrangementRulesBody,
  actor: { id: string; now: Date },
): Promise<ArrangementRules> {
  await getArrangementRules(db);
  const [row] = await db
    .update(arrangementSettings)
    .set({ ...body, updatedBy: actor.id, updatedAt: actor.now })
    .where(eq(arrangementSettings.id, 1))
    .returning();
  if (!row) throw new Error('arrangement settings row missing');
  return rulesOf(row);
}

function rulesOf(row: ArrangementSettingsRow): ArrangementRules {
  return {
    minTotalCents: row.minTotalCents,
    maxInstalments: row.maxInstalments,
    minInstalmentCents: row.minInstalmentCents,
    allowAfterLapse: row.allowAfterLapse,
    graceDays: row.graceDays,
    resumeOnFirstInstalment: row.resumeOnFirstInstalment,
  };
}
