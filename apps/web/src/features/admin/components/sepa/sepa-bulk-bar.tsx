import { Ban, Bell, FileText, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';

export type SepaBulkChoice = 'reminders' | 'suspend' | 'notices' | 'letters';

/** Bulk actions on the selected rows; they stay visible so an empty selection can say so (SPEC §5). */
export function SepaBulkBar({
  count,
  busy,
  onChoose,
  onClear,
}: {
  count: number;
  busy: boolean;
  onChoose: (choice: SepaBulkChoice) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminSepa.bulk' });
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-lg bg-slate-100 px-4 py-2 text-sm dark:bg-slate-800">
      <span aria-live="polite" className="mr-2 font-medium">
        {t('selected', { count })}
      </span>
      <Button size="sm" variant="secondary" onClick={() => onChoose('reminders')} isLoading={busy}>
        <Mail className="size-4" aria-hidden="true" />
        {t('sendReminders')}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => onChoose('suspend')} disabled={busy}>
        <Ban className="size-4" aria-hidden="true" />
        {t('suspend')}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => onChoose('notices')} disabled={busy}>
        <Bell className="size-4" aria-hidden="true" />
        {t('notices')}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => onChoose('letters')} disabled={busy}>
        <FileText className="size-4" aria-hidden="true" />
        {t('letters')}
      </Button>
      {count > 0 ? (
        <Button size="sm" variant="ghost" onClick={onClear}>
          {t('clear')}
        </Button>
      ) : null}
    </div>
  );
}
