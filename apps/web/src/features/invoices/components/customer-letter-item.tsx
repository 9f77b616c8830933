import type { CustomerLetter } from '@hostportaal/contract';
import { formatCents, formatDateLong } from '@hostportaal/domain';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PayNowButton } from '../../../components/online-payment/pay-now-button';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDateShort } from '../../../lib/dates/format-date';

interface CustomerLetterItemProps {
  letter: CustomerLetter;
  onDownload: () => void;
  isDownloading: boolean;
  downloadError: string | null;
}

/** One letter: what it is, what it asks and by when, the PDF as it was sent, and paying it online. */
export function CustomerLetterItem({
  letter,
  onDownload,
  isDownloading,
  downloadError,
}: CustomerLetterItemProps) {
  const { t } = useTranslation();
  const isNotice = letter.letterType === 'notice';
  // A 14-dagenbrief asks the claims and only announces the fee; an incassobrief charges it (art. 6:96 BW).
  const amount = isNotice ? letter.principalCents : letter.principalCents + letter.feeCents;
  const isOpen = !letter.paid;
  return (
    <li
      data-testid="letter-row"
      className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between"
    >
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-semibold text-slate-900 dark:text-white">
            {t(`billing.invoices.letters.type.${letter.letterType}`)}
          </span>
          <span className="text-sm text-slate-600 dark:text-slate-400">
            {t('billing.invoices.letters.numberAndDate', {
              number: letter.letterNumber,
              date: formatDateShort(letter.letterDate),
            })}
          </span>
          <Badge tone={letter.paid ? 'success' : 'warning'}>
            {t(letter.paid ? 'billing.invoices.letters.status.paid' : 'billing.invoices.letters.status.open')}
          </Badge>
        </p>
        <p className="text-sm text-slate-900 dark:text-slate-100">
          <span className="font-medium">{formatCents(amount)}</span>
          {isNotice && isOpen && letter.termEndDate ? (
            <>
              {' · '}
              {t('billing.invoices.letters.payBy', { date: formatDateLong(letter.termEndDate) })}
            </>
          ) : null}
        </p>
        {isNotice && isOpen && letter.feeCents > 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('billing.invoices.letters.feeAnnounced', { fee: formatCents(letter.feeCents) })}
          </p>
        ) : null}
        {!isNotice && letter.feeCents > 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('billing.invoices.letters.feeIncluded', { fee: formatCents(letter.feeCents) })}
          </p>
        ) : null}
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('billing.invoices.letters.reference')}{' '}
          <span className="font-mono text-slate-900 dark:text-slate-100">{letter.paymentReference}</span>
        </p>
        {isOpen ? (
          <div className="pt-1">
            <PayNowButton
              body={{ scope: 'letter', letterId: letter.id }}
              label={t('onlinePayments.payNow')}
              detail={letter.letterNumber}
            />
          </div>
        ) : null}
        {downloadError ? <Alert variant="error">{downloadError}</Alert> : null}
      </div>
      <Button
        variant="secondary"
        size="sm"
        onClick={onDownload}
        isLoading={isDownloading}
        aria-label={t('billing.invoices.letters.downloadLabel', { number: letter.letterNumber })}
      >
        {isDownloading ? null : <Download aria-hidden="true" className="size-4" />}
        {t('billing.invoices.letters.download')}
      </Button>
    </li>
  );
}
