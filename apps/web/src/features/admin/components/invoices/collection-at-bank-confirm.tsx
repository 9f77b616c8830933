import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Checkbox } from '../../../../components/ui/checkbox';
import { isApiError } from '../../../../lib/api/api-error';
import { mutationErrorText } from '../shell/mutation-error-text';

/**
 * A credit (a credit note, an immediate cancellation's pro-rata credit) on a claim whose direct debit is in
 * a file at the bank is refused with 409 credit_note_collection_at_bank until staff confirm it (issue 27):
 * the bank still debits the claim, and what it brings becomes the customer's credit. As the manual payment
 * form does: the refusal becomes a warning, the button waits for the tick, the next request carries the flag.
 */
export function isCollectionAtBankRefusal(error: unknown): boolean {
  return isApiError(error) && error.reason === 'credit_note_collection_at_bank';
}

export function useCollectionAtBankConfirmation() {
  const { t } = useTranslation();
  const [warning, setWarning] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  return {
    warning,
    confirmed,
    setConfirmed,
    /** What the request sends: true only once the warning was shown and ticked. */
    confirmCollectionAtBank: warning !== null && confirmed,
    /** The warning is shown and not ticked: the submit button waits. */
    blocked: warning !== null && !confirmed,
    /** Takes a failed request's error; true when it was the at-bank refusal, now shown as the warning. */
    catchRefusal: (error: unknown): boolean => {
      if (!isCollectionAtBankRefusal(error)) return false;
      setWarning(mutationErrorText(error, t));
      setConfirmed(false);
      return true;
    },
  };
}

export type CollectionAtBankConfirmation = ReturnType<typeof useCollectionAtBankConfirmation>;

/** The refusal's warning and the "credit it anyway" tick, once the server named the collection at the bank. */
export function CollectionAtBankConfirm({
  confirmation,
  label,
}: {
  confirmation: CollectionAtBankConfirmation;
  label: string;
}) {
  if (confirmation.warning === null) return null;
  return (
    <div className="space-y-3" data-testid="collection-at-bank">
      <Alert variant="warning">{confirmation.warning}</Alert>
      <Checkbox
        label={label}
        className="items-start [&>input]:mt-0.5"
        checked={confirmation.confirmed}
        onChange={(event) => confirmation.setConfirmed(event.target.checked)}
      />
    </div>
  );
}
