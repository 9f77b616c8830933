import type { EnhancedSubscription } from '@hostportaal/contract';
import { Banknote, FileText, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { usePermission } from '../../../../lib/session/use-permission';
import { LetterConfirmDialog } from '../letters/letter-confirm-dialog';
import { useSubscriptionLetters } from './use-subscription-letters';

/**
 * SPEC §2 notes modal footer: both letters, process a payment, e-mail the customer. Letters and payments are
 * billing (issue 18): support only e-mails.
 */
export function NotesDialogFooter({ row, onPay }: { row: EnhancedSubscription; onPay: () => void }) {
  const { t } = useTranslation('translation', { keyPrefix: 'enhanced.notes.footer' });
  const letters = useSubscriptionLetters(row);
  const mayBill = usePermission()('billing');
  return (
    <>
      {mayBill ? (
        <>
          <Button
            variant="secondary"
            onClick={() => letters.getLetter('notice')}
            isLoading={letters.busy === 'notice'}
            disabled={letters.busy !== null}
          >
            {letters.busy === 'notice' ? null : <FileText className="size-4" aria-hidden="true" />}
            {t('noticeLetter')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => letters.getLetter('collection')}
            isLoading={letters.busy === 'collection'}
            disabled={letters.busy !== null}
          >
            {letters.busy === 'collection' ? null : <FileText className="size-4" aria-hidden="true" />}
            {t('collectionLetter')}
          </Button>
          <LetterConfirmDialog
            pending={letters.pending}
            keyPrefix="enhanced.confirmLetters"
            nameOf={() => row.customerName ?? row.title}
            onCancel={letters.cancelPending}
          />
          <Button variant="secondary" onClick={onPay}>
            <Banknote className="size-4" aria-hidden="true" />
            {t('payment')}
          </Button>
        </>
      ) : null}
      {row.customerEmail ? (
        <Button asChild variant="secondary">
          <a href={`mailto:${row.customerEmail}`}>
            <Mail className="size-4" aria-hidden="true" />
            {t('email')}
          </a>
        </Button>
      ) : null}
    </>
  );
}
