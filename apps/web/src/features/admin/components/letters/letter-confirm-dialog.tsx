import type { LetterPreview, LetterPreviewBody } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { Spinner } from '../../../../components/ui/spinner';
import { skippedText } from '../../../../lib/api/api-error-text';
import { useLetterPreview } from '../../api/collection-letters';
import { mutationErrorText } from '../shell/mutation-error-text';

/**
 * The letters to confirm, and what to do once confirmed. From a row: the row's invoice and its next step,
 * so the dialog says when the letter does not land on the row it was sent from (issue 28).
 */
export type PendingLetters = {
  request: LetterPreviewBody;
  send: () => void;
  row?: { invoiceNumber: string; nextStep: string | null };
};

const muted = 'text-sm text-slate-700 dark:text-slate-300';

/**
 * Issue 20: a letter that charges or announces collection costs goes out only after staff saw how many
 * letters and the total fee, as the server computes them (POST /api/admin/letters/preview). Suspend asks
 * first the same way. The texts come from the screen's catalogue: the Collection Center's English or
 * Incasso Beheer's Dutch.
 */
export function LetterConfirmDialog({
  pending,
  keyPrefix,
  nameOf,
  onCancel,
}: {
  pending: PendingLetters | null;
  keyPrefix: 'adminCollections.confirmLetters' | 'enhanced.confirmLetters';
  /** The customer's name for a skipped subscription or customer id. */
  nameOf: (id: string) => string;
  onCancel: () => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix });
  const { t: tRoot } = useTranslation();
  const preview = useLetterPreview(pending?.request ?? null);
  const letterType = pending?.request.letterType ?? 'notice';
  const data = preview.data;
  const count = data?.letterCount ?? 0;
  return (
    <Dialog
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={t(`title.${letterType}`)}
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button onClick={() => pending?.send()} disabled={!data || count === 0 || preview.isFetching}>
            {t(`confirm.${letterType}`, { count })}
          </Button>
        </>
      }
    >
      {preview.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {t('failed', { message: mutationErrorText(preview.error, tRoot) })}
        </p>
      ) : !data || preview.isFetching ? (
        <Spinner label={t('loading')} />
      ) : (
        <PreviewText preview={data} keyPrefix={keyPrefix} nameOf={nameOf} row={pending?.row} />
      )}
    </Dialog>
  );
}

function PreviewText({
  preview,
  keyPrefix,
  nameOf,
  row,
}: {
  preview: LetterPreview;
  keyPrefix: 'adminCollections.confirmLetters' | 'enhanced.confirmLetters';
  nameOf: (id: string) => string;
  row?: PendingLetters['row'];
}) {
  const { t } = useTranslation('translation', { keyPrefix });
  const { t: tRoot } = useTranslation();
  // Why an item is skipped, in this screen's words: the Collection Center is English in nl too.
  const scope = keyPrefix === 'adminCollections.confirmLetters' ? 'adminErrors' : 'errors';
  const { letterType, letterCount, skipped } = preview;
  const rowLeftOut =
    row &&
    letterCount > 0 &&
    !preview.letters.some((letter) => letter.invoiceNumbers.includes(row.invoiceNumber));
  return (
    <div className="space-y-3" data-testid="letter-preview">
      {letterCount > 0 ? (
        <p className={`${muted} font-medium`}>
          {t(`summary.${letterType}`, {
            count: letterCount,
            customers: preview.customerCount,
            fee: formatCents(preview.feeCents),
            principal: formatCents(preview.principalCents),
          })}
        </p>
      ) : (
        <p className={`${muted} font-medium`}>{t('none')}</p>
      )}
      {preview.letters.length > 0 ? (
        <ul className="max-h-40 space-y-1 overflow-y-auto text-sm">
          {preview.letters.map((letter) => (
            <li key={`${letter.customerId}-${letter.invoiceNumbers.join(',')}`}>
              <div className="flex flex-wrap justify-between gap-x-4">
                <span className="min-w-0 break-words">{letter.customerName}</span>
                <span className="whitespace-nowrap tabular-nums">
                  {t('line', {
                    principal: formatCents(letter.principalCents),
                    fee: formatCents(letter.feeCents),
                  })}
                </span>
              </div>
              {letter.invoiceNumbers.length > 0 ? (
                <p className="text-xs break-words text-slate-600 dark:text-slate-400">
                  {t('covers', {
                    count: letter.invoiceNumbers.length,
                    invoices: letter.invoiceNumbers.join(', '),
                  })}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {rowLeftOut && row ? (
        <p role="note" className="text-sm text-amber-800 dark:text-amber-300">
          {t('rowLeftOut', { invoice: row.invoiceNumber, why: row.nextStep ?? t('rowNotInDefault') })}
        </p>
      ) : null}
      {skipped.length > 0 ? (
        <div className="space-y-1">
          <p className={muted}>{t('skipped', { count: skipped.length })}</p>
          <ul className="max-h-32 list-disc space-y-1 overflow-y-auto pl-5 text-xs text-slate-600 dark:text-slate-400">
            {skipped.map((item) => (
              <li key={item.id}>
                {t('skippedLine', { customer: nameOf(item.id), reason: skippedText(item, tRoot, scope) })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
