import type { InvoiceStatusValue } from '@hostportaal/contract';
import { invoiceStatusLabel, invoiceStatusTone } from '@hostportaal/domain';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge';

/** SPEC §4 colours from the domain; the label set is SPEC's Dutch one in nl and translated elsewhere. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatusValue }) {
  const { t } = useTranslation();
  return (
    <Badge tone={invoiceStatusTone(status)} wrap>
      {t(`adminBilling.status.${status}`, { defaultValue: invoiceStatusLabel(status) })}
    </Badge>
  );
}
