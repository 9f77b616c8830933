import { PlaceholderPage } from '../../../components/placeholder/placeholder-page';

export function InvoicesPage() {
  return <PlaceholderPage titleKey="invoices" />;
}
