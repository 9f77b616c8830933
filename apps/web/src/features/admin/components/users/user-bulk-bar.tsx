import type { AdminUserRow } from '@hostportaal/contract';
import { useTranslation } from 'react-i18next';
import { BulkBar } from '../../../../components/ui/bulk-bar';
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
    <BulkBar
      label={t('label')}
      selectedText={t('selected', { count: selected.length })}
      clearLabel={t('clear')}
      onClear={onClear}
      hasSelection
    >
      <Button size="sm" onClick={() => onAction('activate')}>
        {t('activate')}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => onAction('deactivate')}>
        {t('deactivate')}
      </Button>
      <Button size="sm" variant="danger" onClick={() => onAction('delete')}>
        {t('delete')}
      </Button>
    </BulkBar>
  );
}
