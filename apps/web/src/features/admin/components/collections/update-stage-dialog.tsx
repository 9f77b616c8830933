import { type CollectionCase, type CollectionStage, collectionStageSchema } from '@hostportaal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { FormField } from '../../../../components/ui/form-field';
import { Select } from '../../../../components/ui/select';
import { Textarea } from '../../../../components/ui/textarea';
import type { StageChange } from '../../api/collections';

/** One case (from its row) or several (from the bulk bar). */
export type StageTarget = { ids: string[]; row: CollectionCase | null };

const NOTE_MAX = 1000;

/** SPEC §2 update-stage dialog: a new stage and a note for the history. Mounted only while open. */
export function UpdateStageDialog({
  target,
  busy,
  onCancel,
  onSubmit,
}: {
  target: StageTarget;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (change: StageChange) => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminCollections.stageDialog' });
  const { t: tCollections } = useTranslation('translation', { keyPrefix: 'adminCollections' });
  const current = target.row?.collectionStage;
  const [stage, setStage] = useState<CollectionStage | ''>('');
  const [note, setNote] = useState('');
  const canSave = stage !== '' && stage !== current;
  const submit = () => {
    if (stage !== '' && canSave) onSubmit({ stage, note: note.trim() });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={t('title')}
      description={
        target.row
          ? t('one', { customer: target.row.customerName, invoice: target.row.invoiceNumber })
          : t('many', { count: target.ids.length })
      }
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button onClick={submit} disabled={!canSave} isLoading={busy}>
            {t('save')}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        {current ? (
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t('current', { stage: tCollections(`stages.${current}`) })}
          </p>
        ) : null}
        <FormField label={t('stage')}>
          {(control) => (
            <Select
              {...control}
              value={stage}
              onChange={(event) => {
                const parsed = collectionStageSchema.safeParse(event.target.value);
                setStage(parsed.success ? parsed.data : '');
              }}
            >
              <option value="">{t('choose')}</option>
              {collectionStageSchema.options.map((option) => (
                <option key={option} value={option} disabled={option === current}>
                  {tCollections(`stages.${option}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label={t('note')} hint={t('noteHint')}>
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              maxLength={NOTE_MAX}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          )}
        </FormField>
      </div>
    </Dialog>
  );
}
