import type { AdminAlert } from '@hostportaal/contract';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge';

export type Urgency = AdminAlert['severity'];

const urgencyTones = { urgent: 'danger', high: 'warning', medium: 'info' } as const;

/** The priority of a Priority Action and the severity of a System Alert share these three levels. */
export function UrgencyBadge({ urgency }: { urgency: Urgency }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminOverview.urgency' });
  return <Badge tone={urgencyTones[urgency]}>{t(urgency)}</Badge>;
}
