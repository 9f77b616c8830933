import type { EnhancedBulkActionResult, EnhancedBulkOperation, SkippedItem } from '@hostportaal/contract';
import { amsterdamToday } from '@hostportaal/domain';
import { refusedItem } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { csvChunks } from '../billing/billing-export-csv.ts';
import {
  issueLettersForSubscriptions,
  type StaffActor,
  suspendSubscriptionServices,
} from '../collections/staff-collection-steps.ts';
import type { PayLinks } from '../online-payments/pay-links.ts';
import { reactivateSubscription, reactivationSkipped } from '../subscriptions/reactivate-subscription.ts';
import { enhancedExportColumns, enhancedExportRow } from './enhanced-export.ts';
import { listEnhancedSubscriptions } from './enhanced-subscription-rows.ts';

// SPEC §7 POST /api/admin/subscriptions/bulk-action: each subscription on its own, so one that cannot be
// handled stops nothing else; what was skipped comes back with the reason. Each operation checks its rule
// on the server (suspension only after the last reminder and, for consumers, the notice's term).

type Skipped = SkippedItem[];

async function activate(db: Db, ids: string[], actor: StaffActor) {
  const skipped: Skipped = [];
  let done = 0;
  for (const id of ids) {
    const result = await reactivateSubscription(db, id, actor, 'via Incasso Beheer', {
      liftSuspensionOnly: true,
      cause: { bulk: true },
    });
    if (result.reactivated) done += 1;
    else skipped.push(reactivationSkipped(id, result));
  }
  return { done, skipped };
}

async function exportCollection(db: Db, ids: string[], today: string) {
  const rows = await listEnhancedSubscriptions(
    db,
    today,
    { tab: 'details', dateRange: 30, sortBy: 'customerName', sortOrder: 'asc' },
    ids,
  );
  let csv = '';
  const batches = (async function* () {
    yield rows.map(enhancedExportRow);
  })();
  for await (const chunk of csvChunks(enhancedExportColumns, batches)) csv += chunk;
  const found = new Set(rows.map((row) => row.id));
  return {
    done: rows.length,
    skipped: ids
      .filter((id) => !found.has(id))
      .map((id) => refusedItem(id, 'NOT_FOUND', 'subscription_not_found', 'Abonnement niet gevonden')),
    export: { fileName: `incasso-export-${today}.csv`, csv },
  };
}

type Outcome = { done: number; skipped: Skipped; export?: { fileName: string; csv: string } };

export async function runEnhancedBulkAction(
  db: Db,
  input: {
    operation: EnhancedBulkOperation;
    subscriptionIds: string[];
    actor: StaffActor;
    publicUrl: string;
    payLinks?: PayLinks | null;
  },
): Promise<EnhancedBulkActionResult> {
  const ids = [...new Set(input.subscriptionIds)];
  const today = amsterdamToday(input.actor.now);
  const run: Record<EnhancedBulkOperation, () => Promise<Outcome>> = {
    suspend: () =>
      suspendSubscriptionServices(db, ids, {
        actor: input.actor,
        publicUrl: input.publicUrl,
        payLinks: input.payLinks ?? null,
      }),
    activate: () => activate(db, ids, input.actor),
    send_notice: () =>
      issueLettersForSubscriptions(db, {
        subscriptionIds: ids,
        letterType: 'notice',
        sendEmail: true,
        actor: input.actor,
        publicUrl: input.publicUrl,
        payLinks: input.payLinks ?? null,
      }),
    export_collection: () => exportCollection(db, ids, today),
  };
  const outcome = await run[input.operation]();
  return {
    operation: input.operation,
    processed: ids.length,
    succeeded: outcome.done,
    skipped: outcome.skipped,
    export: outcome.export ?? null,
  };
}
