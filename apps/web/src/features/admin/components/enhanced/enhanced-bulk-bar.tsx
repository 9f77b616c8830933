import { type EnhancedBulkOperation, enhancedBulkOperationSchema } from '@hostportaal/contract';
import { Ban, ChevronDown, ChevronUp, FileDown, type LucideIcon, Mail, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';

const operationIcons: Record<EnhancedBulkOperation, LucideIcon> = {
  suspend: Ban,
  activate: Play,
  send_notice: Mail,
  export_collection: FileDown,
};

/**
 * SPEC §2: with rows selected, the count and a 'Bulk Acties' toggle that opens the four operations.
 * Hidden while nothing is selected.
 */
export function EnhancedBulkBar({
  panelId,
  count,
  open,
  busy,
  onToggle,
  onChoose,
  onClear,
}: {
  panelId: string;
  count: number;
  open: boolean;
  busy: boolean;
  onToggle: () => void;
  onChoose: (operation: EnhancedBulkOperation) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'enhanced.bulk' });
  if (count === 0) return null;
  const Chevron = open ? ChevronUp : ChevronDown;
  return (
    <div className="space-y-2 rounded-lg bg-slate-100 px-4 py-3 text-sm dark:bg-slate-800">
      <div className="flex flex-wrap items-center gap-2">
        <span aria-live="polite" className="mr-2 font-medium">
          {t('selected', { count })}
        </span>
        <Button size="sm" variant="secondary" onClick={onToggle} aria-expanded={open} aria-controls={panelId}>
          {t('toggle')}
          <Chevron className="size-4" aria-hidden="true" />
        </Button>
        <Button size="sm" variant="ghost" onClick={onClear}>
          {t('clear')}
        </Button>
      </div>
      {open ? (
        <fieldset id={panelId} className="flex flex-wrap gap-2">
          <legend className="sr-only">{t('panel')}</legend>
          {enhancedBulkOperationSchema.options.map((operation) => {
            const Icon = operationIcons[operation];
            return (
              <Button
                key={operation}
                size="sm"
                variant={operation === 'suspend' ? 'danger' : 'secondary'}
                onClick={() => onChoose(operation)}
                disabled={busy}
              >
                <Icon className="size-4" aria-hidden="true" />
                {t(`operations.${operation}`)}
              </Button>
            );
          })}
        </fieldset>
      ) : null}
    </div>
  );
}
