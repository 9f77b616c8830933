import type { TicketStatus } from '@hostportaal/contract';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';

// Open waits on us (orange), answered waits on the customer (indigo), closed is done (grey).
const tones = { open: 'warning', answered: 'info', closed: 'neutral' } as const;

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTranslation();
  return <Badge tone={tones[status]}>{t(`support.status.${status}`)}</Badge>;
}
