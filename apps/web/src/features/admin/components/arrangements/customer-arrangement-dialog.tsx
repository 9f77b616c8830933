import { useState } from 'react';
import { useArrangementOptions } from '../../api/arrangements';
import { ArrangementDetailDialog } from './arrangement-detail-dialog';
import { CreateArrangementDialog } from './create-arrangement-dialog';

/** The customer a row's "Payment arrangement…" is for, and the arrangement their case already names. */
export interface ArrangementTarget {
  userId: string;
  customerName: string;
  arrangementId: string | null;
}

/**
 * A row menu's "Payment arrangement…": the customer's arrangement when they have one (the case names it, or
 * the options say so), else the dialog to agree one; a new one opens in its detail once agreed.
 */
export function CustomerArrangementDialog({
  target,
  onClose,
}: {
  target: ArrangementTarget | null;
  onClose: () => void;
}) {
  if (!target) return null;
  return (
    <OpenCustomerArrangement
      key={`${target.userId}-${target.arrangementId}`}
      target={target}
      onClose={onClose}
    />
  );
}

function OpenCustomerArrangement({ target, onClose }: { target: ArrangementTarget; onClose: () => void }) {
  const [pinnedId, setPinnedId] = useState<string | null>(target.arrangementId);
  // One arrangement at a time: the options name the one running or proposed, the case may not (yet).
  const options = useArrangementOptions(pinnedId ? null : target.userId);
  const current = options.data?.current?.id ?? null;
  // Once found it stays open, whatever a later reload of the options says: ending it must not turn the dialog
  // into a new one (and take the action's observer, and its toast, with it).
  if (pinnedId === null && current !== null) setPinnedId(current);
  const arrangementId = pinnedId ?? current;
  return arrangementId ? (
    <ArrangementDetailDialog arrangementId={arrangementId} onClose={onClose} />
  ) : (
    <CreateArrangementDialog customer={target} options={options} onClose={onClose} onCreated={setPinnedId} />
  );
}
