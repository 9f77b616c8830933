import type { AdminUserRow } from '@hostportaal/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import type { BulkUserAction } from './user-change-dialog';

/** SPEC §2: with rows selected, bulk activate, deactivate and delete (each asks first). */
export function UserBulkBar({
  selected,
  onAction,
  onClear,
}: {
  selected: AdminUserRow[];
  onAction: (action: BulkUserAction) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminUsers.bulk' });
  if (selected.length === 0) return null;
  return (
    <section
      aria-label={t('label')}
      className="flex flex-wrap items-center gap-2 rounded-xl bg-indigo-50 p-3 dark:bg-indigo-950/40"
    >
      <span className="mr-auto text-sm font-medium">{t('selected', { count: selected.length })}</span>
      <Button size="sm" onClick={() => onAction('activate')}>
        {t('activate')}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => onAction('deactivate')}>
        {t('deactivate')}
      </Button>
      <Button size="sm" variant="danger" onClick={() => onAction('delete')}>
        {t('delete')}
      </Button>
      <Button size="sm" variant="ghost" onClick={onClear}>
        {t('clear')}
      </Button>
    </section>
  );
}
