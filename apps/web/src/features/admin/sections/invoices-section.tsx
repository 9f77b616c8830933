import { BillingRunCard } from '../components/invoices/billing-run-card';
import { InvoiceListCard } from '../components/invoices/invoice-list-card';

// Administration Dashboard section "invoices" (issue 4): the billing run and the invoice lifecycle.
export function InvoicesSection() {
  return (
    <div className="space-y-6">
      <BillingRunCard />
      <InvoiceListCard />
    </div>
  );
}
