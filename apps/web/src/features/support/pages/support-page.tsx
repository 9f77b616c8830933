import { PlaceholderPage } from '../../../components/placeholder/placeholder-page';

export function SupportPage() {
  return <PlaceholderPage titleKey="support" />;
}
