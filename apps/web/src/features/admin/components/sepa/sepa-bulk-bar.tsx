import { Ban, Bell, FileText, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BulkBar } from '../../../../components/ui/bulk-bar';
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
    <BulkBar
      label={t('label')}
      selectedText={t('selected', { count })}
      clearLabel={t('clear')}
      onClear={onClear}
      hasSelection={count > 0}
    >
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
    </BulkBar>
  );
}
