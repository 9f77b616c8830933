import { usePermission } from '../../../lib/session/use-permission';
import { BillingRunCard } from '../components/invoices/billing-run-card';
import { InvoiceListCard } from '../components/invoices/invoice-list-card';

// Administration Dashboard section "invoices" (issue 4): the billing run and the invoice lifecycle. The
// billing run is billing; support reads the invoices (issue 18).
export function InvoicesSection() {
  const can = usePermission();
  return (
    <div className="space-y-6">
      {can('billing') ? <BillingRunCard /> : null}
      <InvoiceListCard />
    </div>
  );
}
