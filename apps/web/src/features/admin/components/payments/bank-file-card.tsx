import { Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { ErrorWithRetry } from '../../../../components/ui/error-with-retry';
import { useApiErrorText } from '../../../../components/ui/screen-words';
import { useUploadBankFile } from '../../api/bank-files';
import { BankFileImportList } from './bank-file-import-list';
import { BankFileReport } from './bank-file-report';

const inputClasses =
  'block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-medium hover:file:bg-slate-200 dark:text-slate-300 dark:file:bg-slate-800 dark:file:text-slate-100';

/** Upload of camt.053 / camt.054 / pain.002 with the report of what was matched, then earlier imports. */
export function BankFileCard() {
  const { t } = useTranslation('translation', { keyPrefix: 'adminBilling.bankFiles' });
  const errorText = useApiErrorText('adminErrors');
  const inputId = useId();
  const upload = useUploadBankFile();
  const [file, setFile] = useState<File | null>(null);
  // The report on show: of the file just uploaded, or of an earlier import opened from the list.
  const [shown, setShown] = useState<{ id: string; alreadyImported: boolean } | null>(null);
  const send = () => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (result) => setShown({ id: result.import.id, alreadyImported: result.alreadyImported }),
      // A refused file (not our account, not in euro, a status report about a file that is not ours) booked
      // nothing: the reason stands alone, not above the report of an earlier file.
      onError: () => setShown(null),
    });
  };

  return (
    <Card>
      <CardHeader className="space-y-1.5">
        <CardTitle>{t('title')}</CardTitle>
        <CardDescription>{t('description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="min-w-0 flex-1 space-y-1.5">
            <label htmlFor={inputId} className="block text-sm font-medium text-slate-900 dark:text-slate-100">
              {t('file')}
            </label>
            <input
              id={inputId}
              type="file"
              accept=".xml,application/xml,text/xml"
              className={inputClasses}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                upload.reset();
              }}
            />
          </div>
          <Button onClick={send} disabled={!file} isLoading={upload.isPending}>
            <Upload className="size-4" aria-hidden="true" />
            {t('upload')}
          </Button>
        </div>
        {upload.isError ? (
          <ErrorWithRetry
            message={t('uploadFailed', { error: errorText(upload.error) })}
            onRetry={send}
            isRetrying={upload.isPending}
            retryLabel={t('retry')}
          />
        ) : null}
        {/* Keyed by import: another report starts on its first page. */}
        {shown ? (
          <BankFileReport key={shown.id} importId={shown.id} alreadyImported={shown.alreadyImported} />
        ) : null}
        <BankFileImportList
          shownId={shown?.id ?? null}
          onShow={(id) => setShown({ id, alreadyImported: false })}
        />
      </CardContent>
    </Card>
  );
}
