import { formatCents } from '@hostportaal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { FormField } from '../../../../components/ui/form-field';
import { Textarea } from '../../../../components/ui/textarea';
import { useToast } from '../../../../components/ui/toast';
import { useWaiveLetterFee } from '../../api/waive-letter-fee';
import { mutationErrorText } from '../shell/mutation-error-text';
import { type LetterFee, openFeeCents } from './letter-costs';

/** The incassobrief whose open costs staff let go. */
export type WaivableLetter = LetterFee & { id: string; letterNumber: string; customerName: string };

const REASON_MAX = 1000;

/**
 * Issue 27: an incassobrief's unpaid costs keep its cases open until they are paid or waived. Waiving asks
 * for the reason and says what it does before it is done; the reason is kept with the letter.
 */
export function WaiveFeeDialog({ letter, onClose }: { letter: WaivableLetter | null; onClose: () => void }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminCollections.waiveFee' });
  return (
    <Dialog
      open={letter !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="sm"
      title={t('title')}
      description={
        letter ? t('description', { number: letter.letterNumber, customer: letter.customerName }) : undefined
      }
    >
      {letter ? <WaiveFeeForm key={letter.id} letter={letter} onClose={onClose} /> : null}
    </Dialog>
  );
}

function WaiveFeeForm({ letter, onClose }: { letter: WaivableLetter; onClose: () => void }) {
  const { t } = useTranslation();
  const { t: k } = useTranslation('translation', { keyPrefix: 'adminCollections.waiveFee' });
  const toast = useToast();
  const waive = useWaiveLetterFee();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const open = formatCents(openFeeCents(letter));

  const submit = () => {
    const text = reason.trim();
    if (text === '') return setReasonError(k('reasonRequired'));
    setReasonError(null);
    waive.mutate(
      { id: letter.id, body: { reason: text } },
      {
        onSuccess: () => {
          toast(k('done', { amount: open, number: letter.letterNumber }), { tone: 'success' });
          onClose();
        },
      },
    );
  };

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Alert variant="warning">{k('explain', { open, fee: formatCents(letter.feeCents) })}</Alert>
      <FormField label={k('reason')} hint={k('reasonHint')} error={reasonError ?? undefined}>
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </FormField>
      {waive.isError ? (
        <Alert variant="error">{k('failed', { error: mutationErrorText(waive.error, t) })}</Alert>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
        <Button variant="secondary" onClick={onClose} disabled={waive.isPending}>
          {k('cancel')}
        </Button>
        <Button type="submit" variant="danger" isLoading={waive.isPending}>
          {k('confirm', { amount: open })}
        </Button>
      </div>
    </form>
  );
}
