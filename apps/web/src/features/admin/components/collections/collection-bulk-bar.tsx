import { Ban, FileText, ListChecks, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BulkBar } from '../../../../components/ui/bulk-bar';
import { Button } from '../../../../components/ui/button';

export type CollectionBulkChoice = 'notices' | 'collectionLetters' | 'updateStage' | 'suspend';

/** Bulk actions on the selected cases; they stay visible so an empty selection can say so (SPEC §5). */
export function CollectionBulkBar({
  count,
  busy,
  onChoose,
  onClear,
}: {
  count: number;
  busy: boolean;
  onChoose: (choice: CollectionBulkChoice) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminCollections.bulk' });
  return (
    <BulkBar
      label={t('label')}
      selectedText={t('selected', { count })}
      clearLabel={t('clear')}
      onClear={onClear}
      hasSelection={count > 0}
    >
      <Button size="sm" variant="secondary" onClick={() => onChoose('notices')} disabled={busy}>
        <Mail className="size-4" aria-hidden="true" />
        {t('notices')}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => onChoose('collectionLetters')} disabled={busy}>
        <FileText className="size-4" aria-hidden="true" />
        {t('collectionLetters')}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => onChoose('updateStage')} disabled={busy}>
        <ListChecks className="size-4" aria-hidden="true" />
        {t('updateStage')}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => onChoose('suspend')} disabled={busy}>
        <Ban className="size-4" aria-hidden="true" />
        {t('suspend')}
      </Button>
    </BulkBar>
  );
}
