import type { Arrangement } from '@hostportaal/contract';
import { arrangementHoldsClaims, decideArrangement } from '@hostportaal/domain';

export type ArrangementAction = 'approve' | 'reject' | 'adjust' | 'payment' | 'resume' | 'end' | 'download';

/**
 * The buttons an arrangement's status offers, from the domain's own decision (packages/domain
 * payment-arrangement.ts); the server decides again and answers with its reason when the state moved on.
 */
export function allowedArrangementActions(arrangement: Arrangement): ArrangementAction[] {
  const allows = (type: 'approve' | 'reject' | 'adjust' | 'end') =>
    decideArrangement(arrangement.status, { type }).allowed;
  const actions: ArrangementAction[] = [];
  if (allows('approve')) actions.push('approve');
  if (allows('reject')) actions.push('reject');
  if (allows('adjust') && arrangement.remainingCents > 0) actions.push('adjust');
  if (arrangementHoldsClaims(arrangement.status) && arrangement.remainingCents > 0) actions.push('payment');
  // Suspended services may come back once the first instalment is paid (issue 30, "While it runs").
  if (arrangement.status === 'active' && arrangement.instalments[0]?.state === 'paid') actions.push('resume');
  if (allows('end')) actions.push('end');
  // A confirmation is written when an arrangement is agreed; a proposal waiting for staff has none yet.
  if (arrangement.status !== 'proposed' && arrangement.status !== 'rejected') actions.push('download');
  return actions;
}
