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
  const [createdId, setCreatedId] = useState<string | null>(null);
  const known = target.arrangementId ?? createdId;
  // One arrangement at a time: the options name the one running or proposed, the case may not (yet).
  const options = useArrangementOptions(known ? null : target.userId);
  const arrangementId = known ?? options.data?.current?.id ?? null;
  return arrangementId ? (
    <ArrangementDetailDialog arrangementId={arrangementId} onClose={onClose} />
  ) : (
    <CreateArrangementDialog customer={target} options={options} onClose={onClose} onCreated={setCreatedId} />
  );
}
