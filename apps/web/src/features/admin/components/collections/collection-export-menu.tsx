import { ChevronDown, FileDown, FileSpreadsheet, FileText } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import { menuContentClasses, menuItemClasses } from './collection-row-menu';

export type ExportFormat = 'csv' | 'xlsx';

/** Export Report: the cases of the current filters as CSV or Excel. */
export function CollectionExportMenu({
  busy,
  onExport,
}: {
  busy: boolean;
  onExport: (format: ExportFormat) => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminCollections.export' });
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        disabled={busy}
        aria-busy={busy || undefined}
        className={buttonClassName({ variant: 'secondary' })}
      >
        {busy ? <Spinner /> : <FileDown className="size-4" aria-hidden="true" />}
        {t('button')}
        <ChevronDown className="size-4" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className={menuContentClasses}>
          <DropdownMenu.Item className={`${menuItemClasses} gap-2`} onSelect={() => onExport('csv')}>
            <FileText className="size-4" aria-hidden="true" />
            {t('csv')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={`${menuItemClasses} gap-2`} onSelect={() => onExport('xlsx')}>
            <FileSpreadsheet className="size-4" aria-hidden="true" />
            {t('xlsx')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
