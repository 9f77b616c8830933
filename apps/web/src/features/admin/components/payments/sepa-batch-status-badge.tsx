import type { SepaBatchView } from '@hostportaal/contract';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge';

const tones = { created: 'info', submitted: 'success', cancelled: 'neutral' } as const;

export function SepaBatchStatusBadge({ status }: { status: SepaBatchView['status'] }) {
  const { t } = useTranslation();
  return <Badge tone={tones[status]}>{t(`adminBilling.sepaBatches.status.${status}`)}</Badge>;
}
