import { Eye, Mail, NotebookPen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';

/** View details, add a note, e-mail the customer (a mailto link; disabled without an address). */
export function EnhancedRowActions({
  customer,
  email,
  onDetails,
  onNotes,
}: {
  customer: string;
  email: string | null;
  onDetails: () => void;
  onNotes: () => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'enhanced.rowActions' });
  const details = t('details', { customer });
  const addNote = t('addNote', { customer });
  const mail = email ? t('email', { customer }) : t('noEmail');
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
