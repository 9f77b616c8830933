import { DEFAULT_ARRANGEMENT_RULES } from '@hostportaal/domain';
import { useId } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { ErrorWithRetry } from '../../../../components/ui/error-with-retry';
import { Spinner } from '../../../../components/ui/spinner';
import { useCreateArrangement } from '../../api/arrangement-actions';
import { useArrangementRules } from '../../api/arrangement-rules';
import type { useArrangementOptions } from '../../api/arrangements';
import { useArrangementWords } from './arrangement-words';
import { CreateArrangementForm } from './create-arrangement-form';

/** Staff agree an arrangement for a customer's open claims (issue 30); active at once. */
export function CreateArrangementDialog({
  customer,
  options,
  onClose,
  onCreated,
}: {
  customer: { userId: string; customerName: string };
  options: ReturnType<typeof useArrangementOptions>;
  onClose: () => void;
  onCreated: (arrangementId: string) => void;
}) {
  const { t, errorText } = useArrangementWords();
  const formId = useId();
  const create = useCreateArrangement();
  // The rules give the default for resuming services; without them the domain's default stands.
  const rules = useArrangementRules();
  const data = rules.isPending ? undefined : options.data;
  const canCreate = data !== undefined && data.claims.length > 0;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="lg"
      title={t('create.title', { customer: customer.customerName })}
      description={t('create.description')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
            {t('create.cancel')}
          </Button>
          {canCreate ? (
            <Button type="submit" form={formId} isLoading={create.isPending}>
              {t('create.submit')}
            </Button>
          ) : null}
        </>
      }
    >
      {data ? (
        data.claims.length === 0 ? (
          <Alert variant="info">{t('create.noClaims')}</Alert>
        ) : (
          <CreateArrangementForm
            id={formId}
            customer={customer}
            options={data}
            resumeDefault={
              rules.data?.resumeOnFirstInstalment ?? DEFAULT_ARRANGEMENT_RULES.resumeOnFirstInstalment
            }
            create={create}
            onCreated={onCreated}
          />
        )
      ) : options.isError ? (
        <ErrorWithRetry
          message={t('create.loadError', { message: errorText(options.error) })}
          onRetry={() => void options.refetch()}
          isRetrying={options.isFetching}
        />
      ) : (
        <Spinner label={t('create.loading')} />
      )}
    </Dialog>
  );
}
