import type { arrangementPreviewSchema } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import type { ArrangementOptions } from '../lib/arrangement-form-values';
import { BreachList } from './breach-list';
import { InstalmentSchedule } from './instalment-schedule';

export type ArrangementPreview = z.infer<typeof arrangementPreviewSchema>;

interface ArrangementPreviewProps {
  preview: ArrangementPreview;
  options: ArrangementOptions;
  onConfirm: () => void;
  isConfirming: boolean;
  confirmError: string | null;
  headingRef: Ref<HTMLHeadingElement>;
}

/**
 * The schedule before anything is agreed, and a button that says what it does: within the rules the
 * arrangement is closed at once; outside them it is a proposal for staff, with the rules it breaks.
 */
export function ArrangementPreviewPanel({
  preview,
  options,
  onConfirm,
  isConfirming,
  confirmError,
  headingRef,
}: ArrangementPreviewProps) {
  const { t } = useTranslation();
  const toStaff = preview.breaches.length > 0;
  return (
    <section
      aria-labelledby="arrangement-preview-title"
      className="space-y-4"
      data-testid="arrangement-preview"
    >
      <div className="space-y-1">
        <h2
          id="arrangement-preview-title"
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-semibold text-slate-900 outline-none dark:text-white"
        >
          {t('paymentArrangement.preview.heading')}
        </h2>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t('paymentArrangement.preview.summary', {
            total: formatCents(preview.totalCents),
            count: preview.instalments.length,
          })}
        </p>
      </div>
      <InstalmentSchedule instalments={preview.instalments} withProgress={false} />
      {toStaff ? (
        <Alert variant="warning" title={t('paymentArrangement.preview.toStaffTitle')}>
          <p className="mb-2">{t('paymentArrangement.preview.toStaff')}</p>
          <BreachList
            breaches={preview.breaches}
            label={t('paymentArrangement.preview.breachesLabel')}
            facts={{
              ...options,
              totalCents: preview.totalCents,
              smallestInstalmentCents: preview.instalments[0]?.amountCents ?? 0,
            }}
          />
        </Alert>
      ) : (
        <Alert variant="success">{t('paymentArrangement.preview.activeAtOnce')}</Alert>
      )}
      {confirmError ? <Alert variant="error">{confirmError}</Alert> : null}
      <div className="flex justify-end">
        <Button size="lg" onClick={onConfirm} isLoading={isConfirming} className="w-full sm:w-auto">
          {t(toStaff ? 'paymentArrangement.preview.propose' : 'paymentArrangement.preview.confirm')}
        </Button>
      </div>
    </section>
  );
}
