import { Ban, FileText, ListChecks, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
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
    <section
      aria-label={t('label')}
      className="flex flex-wrap items-center gap-2 rounded-lg bg-slate-100 px-4 py-2 text-sm dark:bg-slate-800"
    >
      <span aria-live="polite" className="mr-2 font-medium">
        {t('selected', { count })}
      </span>
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
      {count > 0 ? (
        <Button size="sm" variant="ghost" onClick={onClear}>
          {t('clear')}
        </Button>
      ) : null}
    </section>
  );
}
