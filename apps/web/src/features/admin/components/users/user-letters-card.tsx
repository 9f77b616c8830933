import type { LetterRecord } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import { BadgeEuro, Download, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../components/ui/card';
import { ErrorWithRetry } from '../../../../components/ui/error-with-retry';
import { useApiErrorText } from '../../../../components/ui/screen-words';
import { Spinner } from '../../../../components/ui/spinner';
import { formatDateShort } from '../../../../lib/dates/format-date';
import { usePermission } from '../../../../lib/session/use-permission';
import { useDownloadLetter } from '../../api/collection-letters';
import { useCustomerLetters } from '../../api/customer-letters';
import { LetterCosts, openFeeCents } from '../letters/letter-costs';
import { type WaivableLetter, WaiveFeeDialog } from '../letters/waive-fee-dialog';
import { mutationErrorText } from '../shell/mutation-error-text';
import { DetailTable } from './detail-table';
import { isDeliveryType, MarkDeliveredDialog } from './mark-delivered-dialog';

/**
 * The customer's letters as sent: channel, term and delivery. A notice re-issued because it went by another
 * channel names the letter that replaces it and offers nothing more; the others can be recorded as delivered.
 */
export function UserLettersCard({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const errorText = useApiErrorText('adminErrors');
  const { t: k } = useTranslation('translation', { keyPrefix: 'adminUsers.detail.letters' });
  const mayHandle = usePermission()('billing');
  const letters = useCustomerLetters(userId);
  const download = useDownloadLetter();
  const [delivering, setDelivering] = useState<LetterRecord | null>(null);
  const [waiving, setWaiving] = useState<WaivableLetter | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);

  if (letters.isPending || letters.isError)
    return (
      <Card>
        <CardHeader>
          <CardTitle>{k('title')}</CardTitle>
        </CardHeader>
        <CardContent>
          {letters.isError ? (
            <ErrorWithRetry
              message={k('loadError', { error: errorText(letters.error) })}
              onRetry={() => void letters.refetch()}
              isRetrying={letters.isFetching}
            />
          ) : (
            <Spinner label={k('loading')} />
          )}
        </CardContent>
      </Card>
    );
  return (
    <>
      <DetailTable
        title={k('title')}
        total={letters.data.length}
        empty={k('empty')}
        columns={[
          k('letter'),
          { label: k('amount'), className: 'hidden lg:table-cell' },
          { label: k('term'), className: 'hidden sm:table-cell' },
          k('actions'),
        ]}
        rows={letters.data.map((letter) => ({
          id: letter.id,
          cells: [
            <div key="l" className="space-y-1">
              <p className="font-medium whitespace-nowrap">{letter.letterNumber}</p>
              <p className="text-xs text-slate-600 dark:text-slate-400">
                {k('summary', {
                  type: k(`types.${letter.letterType}`),
                  date: formatDateShort(letter.letterDate),
                  channel: k(`channels.${letter.channel}`),
                })}
              </p>
              <LetterStatus letter={letter} />
              {letter.letterType === 'collection' ? <LetterCosts fee={letter} /> : null}
            </div>,
            <div key="m" className="whitespace-nowrap">
              <p>{formatCents(letter.principalCents)}</p>
              <p className="text-xs text-slate-600 dark:text-slate-400">
                {k('fee', { fee: formatCents(letter.feeCents) })}
              </p>
            </div>,
            <span key="t" className="whitespace-nowrap">
              {letter.termEndDate ? formatDateShort(letter.termEndDate) : '—'}
            </span>,
            <div key="a" className="flex flex-wrap justify-end gap-1">
              {/* Support reads a customer's letters; downloading and delivering them are billing (issue 18). */}
              {mayHandle ? (
                <Button
                  size="sm"
                  variant="ghost"
                  isLoading={download.isPending && download.variables?.id === letter.id}
                  onClick={() => download.mutate({ id: letter.id, letterNumber: letter.letterNumber })}
                  aria-label={k('download', { number: letter.letterNumber })}
                >
                  <Download className="size-4" aria-hidden="true" />
                </Button>
              ) : null}
              {/* Issue 27: an incassobrief's open costs keep its cases open until paid or waived. */}
              {mayHandle && letter.letterType === 'collection' && openFeeCents(letter) > 0 ? (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => setWaiving(letter)}
                  aria-label={t('adminCollections.waiveFee.actionOf', { number: letter.letterNumber })}
                >
                  <BadgeEuro className="size-4" aria-hidden="true" />
                  <span className="hidden sm:inline">{t('adminCollections.waiveFee.action')}</span>
                </Button>
              ) : null}
              {!mayHandle || letter.replacedBy || letter.deliveredAt ? null : (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => setDelivering(letter)}
                  aria-label={k('markDeliveredOf', { number: letter.letterNumber })}
                >
                  <MailCheck className="size-4" aria-hidden="true" />
                  <span className="hidden sm:inline">{k('markDelivered')}</span>
                </Button>
              )}
            </div>,
          ],
        }))}
      >
        {outcome ? (
          <Alert variant="success" onDismiss={() => setOutcome(null)} dismissLabel={t('adminUsers.dismiss')}>
            {outcome}
          </Alert>
        ) : null}
        {download.isError ? (
          <Alert variant="error">
            {t('adminUsers.failed', { error: mutationErrorText(download.error, t) })}
          </Alert>
        ) : null}
      </DetailTable>
      <MarkDeliveredDialog letter={delivering} onClose={() => setDelivering(null)} onDone={setOutcome} />
      <WaiveFeeDialog letter={waiving} onClose={() => setWaiving(null)} />
    </>
  );
}

/** Replaced, or paid or open with when and how it was delivered. */
function LetterStatus({ letter }: { letter: LetterRecord }) {
  const { t: k } = useTranslation('translation', { keyPrefix: 'adminUsers.detail.letters' });
  if (letter.replacedBy)
    return (
      <p className="text-xs font-semibold text-slate-700 dark:text-slate-300">
        {k('replacedBy', { number: letter.replacedBy })}
      </p>
    );
  return (
    <div className="space-y-1">
      <Badge tone={letter.paymentReceived ? 'success' : 'warning'}>
        {k(letter.paymentReceived ? 'paid' : 'open')}
      </Badge>
      {letter.deliveredAt ? (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {k('deliveredOn', {
            date: formatDateShort(letter.deliveredAt),
            type: isDeliveryType(letter.deliveryType)
              ? k(`deliveryTypes.${letter.deliveryType}`)
              : (letter.deliveryType ?? ''),
          })}
        </p>
      ) : null}
    </div>
  );
}
