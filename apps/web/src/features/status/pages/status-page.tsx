import { PlaceholderPage } from '../../../components/placeholder/placeholder-page';

export function StatusPage() {
  return <PlaceholderPage titleKey="status" />;
}
