import { PlaceholderPage } from '../../../components/placeholder/placeholder-page';

export function HelpPage() {
  return <PlaceholderPage titleKey="help" />;
}
