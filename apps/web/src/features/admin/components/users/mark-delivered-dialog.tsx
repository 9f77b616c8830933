import type { LetterRecord } from '@hostportaal/contract';
import type { TFunction } from 'i18next';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { FormField } from '../../../../components/ui/form-field';
import { Select } from '../../../../components/ui/select';
import { Textarea } from '../../../../components/ui/textarea';
import { formatDateShort } from '../../../../lib/dates/format-date';
import { applyFieldErrors } from '../../../../lib/forms/apply-field-errors';
import { useMarkLetterDelivered } from '../../api/mark-letter-delivered';
import { mutationErrorText } from '../shell/mutation-error-text';

const deliveryTypes = ['email', 'post', 'registered_post', 'hand'] as const;
export type DeliveryType = (typeof deliveryTypes)[number];

export const isDeliveryType = (value: string | null): value is DeliveryType =>
  deliveryTypes.some((type) => type === value);
type Values = { deliveryType: DeliveryType; notes: string };
type LetterTexts = TFunction<'translation', 'adminUsers.detail.letters'>;

/** The channel a delivery type counts the term from, as the server decides it (reissue-notice.ts). */
const channelOf = (type: DeliveryType): LetterRecord['channel'] =>
  type === 'hand' ? 'hand' : type === 'email' ? 'email' : 'post';

interface MarkDeliveredDialogProps {
  /** The letter to record; null: the dialog is closed. */
  letter: LetterRecord | null;
  onClose: () => void;
  /** What the server did, to show under the letters. */
  onDone: (message: string) => void;
}

/**
 * Records how a letter reached the customer. A 14-dagenbrief delivered by another channel than its dates
 * were counted for is re-issued by the server with the right term; the answer is then the new letter.
 */
export function MarkDeliveredDialog({ letter, onClose, onDone }: MarkDeliveredDialogProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminUsers.detail.letters' });
  return (
    <Dialog
      open={letter !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('deliver.title', { number: letter?.letterNumber ?? '' })}
    >
      {letter ? <MarkDeliveredForm letter={letter} onClose={onClose} onDone={onDone} /> : null}
    </Dialog>
  );
}

function MarkDeliveredForm({ letter, onClose, onDone }: MarkDeliveredDialogProps & { letter: LetterRecord }) {
  const { t } = useTranslation();
  const { t: k } = useTranslation('translation', { keyPrefix: 'adminUsers.detail.letters' });
  const mark = useMarkLetterDelivered();
  const form = useForm<Values>({ defaultValues: { deliveryType: letter.channel, notes: '' } });
  const { errors } = form.formState;
  const chosen = form.watch('deliveryType');
  const reissues = letter.letterType === 'notice' && channelOf(chosen) !== letter.channel;
  const submit = form.handleSubmit((values) =>
    mark.mutate(
      { id: letter.id, body: values },
      {
        onSuccess: (result) => {
          onDone(outcomeText(letter, result, values.deliveryType, k));
          onClose();
        },
        onError: (error) => applyFieldErrors(error, form.setError, ['deliveryType', 'notes']),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormField label={k('deliver.deliveryType')} error={errors.deliveryType?.message}>
        {(control) => (
          <Select {...control} {...form.register('deliveryType')}>
            {deliveryTypes.map((type) => (
              <option key={type} value={type}>
                {k(`deliveryTypes.${type}`)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      {reissues ? (
        <Alert variant="info">{k('deliver.reissueHint', { channel: k(`channels.${letter.channel}`) })}</Alert>
      ) : null}
      <FormField label={k('deliver.notes')} error={errors.notes?.message}>
        {(control) => <Textarea {...control} maxLength={1000} {...form.register('notes')} />}
      </FormField>
      {mark.isError ? (
        <Alert variant="error">{k('deliver.failed', { error: mutationErrorText(mark.error, t) })}</Alert>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={mark.isPending}>
          {t('adminUsers.cancel')}
        </Button>
        <Button type="submit" isLoading={mark.isPending}>
          {k('deliver.save')}
        </Button>
      </div>
    </form>
  );
}

/** The server's answer in words: delivery recorded, or the notice re-issued as another letter to send. */
function outcomeText(letter: LetterRecord, result: LetterRecord, type: DeliveryType, k: LetterTexts): string {
  if (result.id === letter.id)
    return k('deliver.recorded', { number: letter.letterNumber, type: k(`deliveryTypes.${type}`) });
  const texts = {
    number: result.letterNumber,
    date: result.termEndDate ? formatDateShort(result.termEndDate) : '—',
  };
  if (result.channel === 'email') return k('deliver.reissuedByEmail', texts);
  if (result.channel === 'hand') return k('deliver.reissuedByHand', texts);
  return k('deliver.reissuedByPost', texts);
}
