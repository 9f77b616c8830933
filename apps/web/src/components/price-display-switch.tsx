import { useTranslation } from 'react-i18next';
import { usePriceDisplay } from '../lib/price-display/use-price-display';
import { Switch } from './ui/switch';

/** For a business customer only: show prices incl. btw instead of excl. btw. */
export function PriceDisplaySwitch() {
  const { t } = useTranslation();
  const { mode, canSwitch, setMode } = usePriceDisplay();
  if (!canSwitch) return null;
  return (
    <div className="max-w-md rounded-xl border border-slate-200 bg-white px-4 dark:border-slate-800 dark:bg-slate-900">
      <Switch
        label={t('prices.showInclVat')}
        description={t('prices.businessNote')}
        checked={mode === 'incl'}
        onCheckedChange={(checked) => setMode(checked ? 'incl' : 'excl')}
      />
    </div>
  );
}
