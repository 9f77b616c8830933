import type { ArrangementDetail } from '@hostportaal/contract';
import { useId, useState } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button, type ButtonVariant } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { ErrorWithRetry } from '../../../../components/ui/error-with-retry';
import { Spinner } from '../../../../components/ui/spinner';
import { useToast } from '../../../../components/ui/toast';
import {
  useBookArrangementPayment,
  useDecideArrangement,
  useDownloadArrangementConfirmation,
} from '../../api/arrangement-actions';
import { useArrangementDetail } from '../../api/arrangements';
import { ArrangementAdjustForm } from './arrangement-adjust-form';
import { type ArrangementAction, allowedArrangementActions } from './arrangement-allowed-actions';
import { ArrangementDetailView } from './arrangement-detail-view';
import { ArrangementPaymentForm } from './arrangement-payment-form';
import { ArrangementReasonForm } from './arrangement-reason-form';
import { useArrangementWords } from './arrangement-words';

/** The actions that ask for something first open a form in the dialog; the others act at once. */
type FormAction = Exclude<ArrangementAction, 'resume' | 'download'>;
const isFormAction = (action: ArrangementAction): action is FormAction =>
  action !== 'resume' && action !== 'download';

const variantOf = (action: ArrangementAction): ButtonVariant =>
  action === 'approve' ? 'primary' : action === 'reject' || action === 'end' ? 'danger' : 'secondary';

/**
 * One arrangement: its facts, schedules and history, and the actions its status allows. Every action reloads
 * the arrangement (and the lists it shows in) and ends in a toast, or in its error in the dialog. Mounted per
 * arrangement, so another one opens without the last one's form.
 */
export function ArrangementDetailDialog({
  arrangementId,
  onClose,
}: {
  arrangementId: string | null;
  onClose: () => void;
}) {
  return arrangementId === null ? null : (
    <OpenArrangementDialog key={arrangementId} arrangementId={arrangementId} onClose={onClose} />
  );
}

function OpenArrangementDialog({ arrangementId, onClose }: { arrangementId: string; onClose: () => void }) {
  const { t, errorText } = useArrangementWords();
  const detail = useArrangementDetail(arrangementId);
  const arrangement = detail.data;
  const actions = useArrangementActions(arrangement);
  const formId = useId();
  const { form, busy } = actions;

  const footer =
    arrangement && form !== null ? (
      <>
        <Button variant="secondary" onClick={actions.closeForm} disabled={busy}>
          {t('actions.back')}
        </Button>
        <Button
          type="submit"
          form={formId}
          variant={form === 'reject' || form === 'end' ? 'danger' : 'primary'}
          isLoading={busy}
        >
          {t(`${form}.confirm`)}
        </Button>
      </>
    ) : (
      <>
        {arrangement
          ? allowedArrangementActions(arrangement).map((action) => (
              <Button
                key={action}
                size="sm"
                variant={variantOf(action)}
                onClick={() => actions.act(action, arrangement)}
                disabled={busy}
                isLoading={actions.pending === action}
              >
                {t(`actions.${action}`)}
              </Button>
            ))
          : null}
        <Button size="sm" variant="ghost" onClick={onClose}>
          {t('actions.close')}
        </Button>
      </>
    );

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="lg"
      title={arrangement ? t('detail.title', { number: arrangement.number }) : t('detail.titleLoading')}
      description={
        arrangement
          ? t('detail.description', {
              customer: arrangement.customerName,
              number: arrangement.customerNumber,
            })
          : undefined
      }
      // In the footer, so the buttons stay in view on a small screen while the details scroll.
      footer={footer}
    >
      {!arrangement ? (
        detail.isError ? (
          <ErrorWithRetry
            message={t('detail.loadError', { message: errorText(detail.error) })}
            onRetry={() => void detail.refetch()}
            isRetrying={detail.isFetching}
          />
        ) : (
          <Spinner label={t('detail.loading')} />
        )
      ) : form === null ? (
        <div className="space-y-4" aria-busy={detail.isFetching || undefined}>
          {actions.failure ? <Alert variant="error">{actions.failure}</Alert> : null}
          <ArrangementDetailView arrangement={arrangement} />
        </div>
      ) : form === 'adjust' ? (
        <ArrangementAdjustForm
          id={formId}
          arrangement={arrangement}
          decide={actions.decide}
          onDone={actions.done}
        />
      ) : form === 'payment' ? (
        <ArrangementPaymentForm
          id={formId}
          arrangement={arrangement}
          book={actions.book}
          onDone={actions.done}
        />
      ) : (
        <ArrangementReasonForm
          id={formId}
          kind={form}
          arrangement={arrangement}
          decide={actions.decide}
          onDone={actions.done}
        />
      )}
    </Dialog>
  );
}

/** Which form is open, the calls behind the buttons and the last failure of an immediate action. */
function useArrangementActions(arrangement: ArrangementDetail | undefined) {
  const { t, errorText } = useArrangementWords();
  const toast = useToast();
  const [form, setForm] = useState<FormAction | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const decide = useDecideArrangement();
  const book = useBookArrangementPayment();
  const download = useDownloadArrangementConfirmation();

  const done = (message: string) => {
    setForm(null);
    setFailure(null);
    toast(message, { tone: 'success' });
  };
  const act = (action: ArrangementAction, target: ArrangementDetail) => {
    setFailure(null);
    if (isFormAction(action)) return setForm(action);
    if (action === 'download')
      return download.mutate(target, {
        onError: (error) => setFailure(t('downloadFailed', { message: errorText(error) })),
      });
    decide.mutate(
      { id: target.id, decision: { action: 'resume-services', body: {} } },
      {
        onSuccess: () => done(t('resume.done', { customer: target.customerName })),
        onError: (error) => setFailure(t('failed', { message: errorText(error) })),
      },
    );
  };

  return {
    form: arrangement ? form : null,
    closeForm: () => setForm(null),
    failure,
    act,
    done,
    decide,
    book,
    busy: decide.isPending || book.isPending || download.isPending,
    /** The immediate action under way, for its button's spinner. */
    pending: download.isPending ? 'download' : decide.isPending && form === null ? 'resume' : null,
  };
}
