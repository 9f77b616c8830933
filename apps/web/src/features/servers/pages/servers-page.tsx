import { PlaceholderPage } from '../../../components/placeholder/placeholder-page';

export function ServersPage() {
  return <PlaceholderPage titleKey="servers" />;
}
