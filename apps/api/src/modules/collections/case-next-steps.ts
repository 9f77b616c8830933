import type { CollectionCase } from '@hostportaal/contract';
import { claimState, nextCollectionDate, nextStepFacts, nextStepText } from '@hostportaal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { loadClaimsById } from '../claims/claim-facts.ts';
import { getCompanySettings } from '../company/company-settings.ts';
import { arrangementSummaries } from '../payment-arrangements/arrangement-records.ts';
import { getArrangementRules } from '../payment-arrangements/arrangement-settings.ts';

/**
 * Each case's claim with its next step from the claim lifecycle (issue 28): a case the next batch debits, the
 * bank holds or staff must look at says so, and a long-overdue case without a reminder says why it has none
 * (the dunning run moves only claims in default). The same words as the bank-file report's next step.
 */
export async function withNextSteps(
  db: DbOrTx,
  now: Date,
  cases: CollectionCase[],
): Promise<CollectionCase[]> {
  if (cases.length === 0) return cases;
  const [claims, company] = await Promise.all([
    loadClaimsById(
      db,
      cases.map((item) => item.invoiceId),
    ),
    getCompanySettings(db),
  ]);
  const byId = new Map(claims.map((claim) => [claim.row.id, claim]));
  const held = claims.flatMap((claim) => claim.facts.arrangement?.id ?? []);
  const arrangements =
    held.length === 0
      ? new Map()
      : await arrangementSummaries(db, [...new Set(held)], {
          now,
          graceDays: (await getArrangementRules(db)).graceDays,
        });
  const retryOn = nextCollectionDate(now, company.collectionLeadDays);
  return cases.map((item) => {
    const claim = byId.get(item.invoiceId);
    if (!claim)
      return {
        ...item,
        nextStep: null,
        nextStepCode: null,
        nextStepParams: null,
        nextActor: null,
        arrangement: null,
      };
    const state = claimState(claim.facts);
    const context = { retryOn, dunningStage: claim.facts.dunning?.stage ?? null };
    const { code, params } = nextStepFacts(state, context);
    return {
      ...item,
      nextStep: nextStepText(state, context),
      nextStepCode: code,
      nextStepParams: params,
      nextActor: state.nextActor,
      arrangement: (claim.facts.arrangement && arrangements.get(claim.facts.arrangement.id)) ?? null,
    };
  });
}
