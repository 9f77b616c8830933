import type { CollectionStage, SkippedItem } from '@hostportaal/contract';
import { eq, sql } from 'drizzle-orm';
import { refusal, skippedOrThrow } from '../../app-error.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { collectionActions, collectionCases, invoices } from '../../db/schema/index.ts';
import type { StaffActor } from './staff-collection-steps.ts';
import { openFeeOn } from './sync-collection-cases.ts';

export const stageLabels: Record<CollectionStage, string> = {
  initial_notice: 'eerste signaal',
  first_reminder: 'eerste herinnering',
  second_reminder: 'tweede herinnering',
  final_notice: 'laatste aanmaning',
  legal_action: 'juridische actie',
  resolved: 'afgesloten',
};

/**
 * Sets a case's stage by hand (update-stage dialog) and writes it, with the note, to the history. The
 * daily run goes on from there. A case whose claim is still open cannot be closed (the run would reopen
 * it), and a paid claim's case cannot be reopened.
 */
export async function changeCaseStage(
  tx: DbOrTx,
  id: string,
  input: { stage: CollectionStage; note: string },
  actor: StaffActor,
): Promise<void> {
  const [row] = await tx
    .select({
      item: collectionCases,
      openCents: sql<number>`${invoices.totalCents} - ${invoices.paidCents}`,
      openFee: sql<boolean>`exists (${openFeeOn(sql`${invoices.id}`)})`,
    })
    .from(collectionCases)
    .innerJoin(invoices, eq(invoices.id, collectionCases.invoiceId))
    .where(eq(collectionCases.id, id))
    .for('update', { of: collectionCases });
  if (!row) throw refusal('NOT_FOUND', 'case_not_found', 'Dossier niet gevonden');
  const { item } = row;
  const open = Number(row.openCents) > 0;
  if (item.stage === input.stage)
    throw refusal(
      'CONFLICT',
      'case_stage_unchanged',
      `Het dossier staat al in de fase ${stageLabels[input.stage]}`,
    );
  if (input.stage === 'resolved' && open)
    throw refusal(
      'CONFLICT',
      'case_has_open_amount',
      'Een dossier met een openstaand bedrag kan niet worden afgesloten: boek eerst de betaling of een creditnota',
    );
  // Closing by hand would leave the letter's costs in no case: they are paid, or waived with a reason first.
  if (input.stage === 'resolved' && row.openFee)
    throw refusal(
      'CONFLICT',
      'case_has_open_fee',
      'Op dit dossier staan nog incassokosten open: boek de betaling of scheld de kosten kwijt (met reden) voordat je het sluit',
    );
  if (item.stage === 'resolved' && !open)
    throw refusal('CONFLICT', 'case_invoice_paid', 'De factuur is betaald; het dossier blijft gesloten');
  await tx
    .update(collectionCases)
    .set({
      stage: input.stage,
      stageChangedAt: actor.now,
      ...(input.stage === 'resolved' ? { resolvedAt: actor.now, resolution: 'manual' as const } : {}),
    })
    .where(eq(collectionCases.id, id));
  const note = input.note ? `: ${input.note}` : '';
  await tx.insert(collectionActions).values({
    caseId: id,
    userId: item.userId,
    actorId: actor.id,
    action: 'stage_changed',
    stage: input.stage,
    description: `Fase gewijzigd van ${stageLabels[item.stage]} naar ${stageLabels[input.stage]}${note}`,
    createdAt: actor.now,
  });
}

/** The bulk variant: each case in its own transaction; what could not be changed comes back with why. */
export async function changeCaseStages(
  db: Db,
  ids: string[],
  input: { stage: CollectionStage; note: string },
  actor: StaffActor,
): Promise<{ done: number; skipped: SkippedItem[] }> {
  const skipped: SkippedItem[] = [];
  let done = 0;
  for (const id of ids) {
    try {
      await db.transaction((tx) => changeCaseStage(tx, id, input, actor));
      done += 1;
    } catch (error) {
      skipped.push(skippedOrThrow(id, error));
    }
  }
  return { done, skipped };
}
