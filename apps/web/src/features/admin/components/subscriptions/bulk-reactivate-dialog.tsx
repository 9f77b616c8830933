import type { bulkReactivateResponseSchema } from '@hostportaal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { FormField } from '../../../../components/ui/form-field';
import { Textarea } from '../../../../components/ui/textarea';
import { useToast } from '../../../../components/ui/toast';
import { skippedText } from '../../../../lib/api/api-error-text';
import { useBulkReactivate } from '../../api/admin-subscription-actions';
import { mutationErrorText } from '../shell/mutation-error-text';

type BulkResult = z.infer<typeof bulkReactivateResponseSchema>['data'];

interface BulkReactivateDialogProps {
  open: boolean;
  subscriptionIds: string[];
  /** Title per id, so a skipped one is named rather than shown as an id. */
  titles: ReadonlyMap<string, string>;
  onClose: () => void;
  onDone: () => void;
}

/** POST /api/admin/subscriptions/bulk-reactivate; shows how many came back and why others were skipped. */
export function BulkReactivateDialog({
  open,
  subscriptionIds,
  titles,
  onClose,
  onDone,
}: BulkReactivateDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const bulk = useBulkReactivate();
  const [reason, setReason] = useState('');
  const [result, setResult] = useState<BulkResult | null>(null);

  const close = () => {
    setReason('');
    setResult(null);
    bulk.reset();
    onClose();
  };
  const submit = () =>
    bulk.mutate(
      { ids: subscriptionIds, reason: reason.trim() },
      {
        onSuccess: (data) => {
          toast(t('adminCatalog.bulk.done', { count: data.reactivated }), { tone: 'success' });
          setResult(data);
          onDone();
        },
      },
    );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={t('adminCatalog.bulk.title')}
      footer={
        result ? (
          <Button onClick={close}>{t('adminCatalog.close')}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close}>
              {t('adminCatalog.cancel')}
            </Button>
            <Button onClick={submit} isLoading={bulk.isPending}>
              {t('adminCatalog.bulk.confirm', { count: subscriptionIds.length })}
            </Button>
          </>
        )
      }
    >
      {result ? (
        <div className="space-y-3">
          <Alert variant="success">{t('adminCatalog.bulk.done', { count: result.reactivated })}</Alert>
          {result.skipped.length > 0 ? (
            <div className="space-y-1">
              <p className="text-sm font-medium">
                {t('adminCatalog.bulk.skipped', { count: result.skipped.length })}
              </p>
              <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
                {result.skipped.map((item) => (
                  <li key={item.id}>
                    {titles.get(item.id) ?? item.id}: {skippedText(item, t, 'adminErrors')}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      ) : (
        <div className="space-y-4">
          {bulk.error ? <Alert variant="error">{mutationErrorText(bulk.error, t)}</Alert> : null}
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t('adminCatalog.bulk.intro', { count: subscriptionIds.length })}
          </p>
          <FormField label={t('adminCatalog.bulk.reason')}>
            {(control) => (
              <Textarea
                {...control}
                rows={3}
                maxLength={1000}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
            )}
          </FormField>
        </div>
      )}
    </Dialog>
  );
}
