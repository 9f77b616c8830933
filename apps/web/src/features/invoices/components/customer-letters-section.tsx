import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ErrorWithRetry } from '../../../components/ui/error-with-retry';
import { Pagination } from '../../../components/ui/pagination';
import { useDownloadLetterPdf } from '../api/download-letter-pdf';
import { useCustomerLetters } from '../api/get-customer-letters';
import { CustomerLetterItem } from './customer-letter-item';

/**
 * "Brieven over je betalingen": the 14-dagenbrieven and incassobrieven we sent the customer. Most customers
 * never get one, so the section stays away until there is a letter (and while it loads).
 */
export function CustomerLettersSection({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const letters = useCustomerLetters(userId, page);
  const download = useDownloadLetterPdf();
  const data = letters.data;

  // A failed load may hide a letter with a running term, so it is said, with a retry.
  const loadError = letters.isError ? (
    <ErrorWithRetry
      message={t('billing.invoices.letters.loadError', { error: letters.error.message })}
      onRetry={() => void letters.refetch()}
      isRetrying={letters.isFetching}
    />
  ) : null;
  if (!data) return loadError;
  if (data.pagination.totalItems === 0) return null;

  const downloadingId = download.isPending ? (download.variables?.letterId ?? null) : null;
  const failedId = download.isError ? (download.variables?.letterId ?? null) : null;
  return (
    <Card>
      <section aria-labelledby="letters-title">
        <CardHeader>
          <CardTitle id="letters-title">{t('billing.invoices.letters.title')}</CardTitle>
          <CardDescription>{t('billing.invoices.letters.intro')}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-2 pt-2">
          {loadError}
          <ul
            className="divide-y divide-slate-200 dark:divide-slate-800"
            aria-busy={letters.isFetching || undefined}
          >
            {data.letters.map((letter) => (
              <CustomerLetterItem
                key={letter.id}
                letter={letter}
                onDownload={() => download.mutate({ letterId: letter.id, letterNumber: letter.letterNumber })}
                isDownloading={downloadingId === letter.id}
                downloadError={
                  failedId === letter.id
                    ? t('billing.invoices.letters.downloadError', { error: download.error?.message ?? '' })
                    : null
                }
              />
            ))}
          </ul>
          {data.pagination.totalPages > 1 ? (
            <Pagination
              page={data.pagination.page}
              totalPages={data.pagination.totalPages}
              totalItems={data.pagination.totalItems}
              disabled={letters.isFetching}
              onPageChange={setPage}
            />
          ) : null}
        </CardContent>
      </section>
    </Card>
  );
}
