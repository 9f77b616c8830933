import { Eye, HandCoins, Mail, NotebookPen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';

/**
 * View details, add a note, the customer's payment arrangement (when they owe something), e-mail the customer
 * (a mailto link; disabled without an address).
 */
export function EnhancedRowActions({
  customer,
  email,
  onDetails,
  onNotes,
  onArrangement,
}: {
  customer: string;
  email: string | null;
  onDetails: () => void;
  onNotes: () => void;
  onArrangement?: (() => void) | undefined;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'enhanced.rowActions' });
  const details = t('details', { customer });
  const addNote = t('addNote', { customer });
  const mail = email ? t('email', { customer }) : t('noEmail');
  const arrangement = t('arrangement', { customer });
  return (
    <div className="flex items-center">
      <Button
        size="sm"
        variant="ghost"
        className="px-1.5"
        onClick={onDetails}
        aria-label={details}
        title={details}
      >
        <Eye className="size-4" aria-hidden="true" />
      </Button>
      <Button
        size="sm"
        variant="ghost"
        className="px-1.5"
        onClick={onNotes}
        aria-label={addNote}
        title={addNote}
      >
        <NotebookPen className="size-4" aria-hidden="true" />
      </Button>
      {onArrangement ? (
        <Button
          size="sm"
          variant="ghost"
          className="px-1.5"
          onClick={onArrangement}
          aria-label={arrangement}
          title={arrangement}
        >
          <HandCoins className="size-4" aria-hidden="true" />
        </Button>
      ) : null}
      {email ? (
        <Button asChild size="sm" variant="ghost" className="px-1.5">
          <a href={`mailto:${email}`} aria-label={mail} title={mail}>
            <Mail className="size-4" aria-hidden="true" />
          </a>
        </Button>
      ) : (
        <Button size="sm" variant="ghost" className="px-1.5" disabled aria-label={mail} title={mail}>
          <Mail className="size-4" aria-hidden="true" />
        </Button>
      )}
    </div>
  );
}
