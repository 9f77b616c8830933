import type { Arrangement } from '@hostportaal/contract';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { apiErrorText } from '../../../lib/api/api-error-text';
import { useDownloadArrangementConfirmation } from '../api/download-arrangement-confirmation';

/** Whether the arrangement was ever agreed: only then is there a confirmation (a proposal has none yet). */
export function hasConfirmation(arrangement: Arrangement): boolean {
  return arrangement.status !== 'proposed' && arrangement.status !== 'rejected';
}

/** Downloads the confirmation PDF as it was stored when the arrangement began. */
export function ConfirmationDownload({ arrangement }: { arrangement: Arrangement }) {
  const { t } = useTranslation();
  const download = useDownloadArrangementConfirmation();
  return (
    <div className="space-y-2">
      <Button
        variant="secondary"
        size="sm"
        onClick={() => download.mutate({ arrangementId: arrangement.id, number: arrangement.number })}
        isLoading={download.isPending}
        aria-label={t('paymentArrangement.current.downloadLabel', { number: arrangement.number })}
      >
        {download.isPending ? null : <Download aria-hidden="true" className="size-4" />}
        {t('paymentArrangement.current.download')}
      </Button>
      {download.isError ? (
        <Alert variant="error">
          {t('paymentArrangement.current.downloadFailed', { error: apiErrorText(download.error, t) })}
        </Alert>
      ) : null}
    </div>
  );
}
