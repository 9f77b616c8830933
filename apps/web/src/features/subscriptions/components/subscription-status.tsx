import type { CustomerSubscription } from '@hostportaal/contract';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { statusView } from './subscription-labels';

export function SubscriptionStatus({ subscription }: { subscription: CustomerSubscription }) {
  const { t } = useTranslation();
  const { label, tone, note } = statusView(t, subscription);
  return (
    <div className="flex flex-col items-start gap-1">
      <Badge tone={tone}>{label}</Badge>
      {note ? <span className="text-xs text-slate-600 dark:text-slate-400">{note}</span> : null}
    </div>
  );
}
