import { PlaceholderPage } from '../../../components/placeholder/placeholder-page';

export function AdminPanelPage() {
  return <PlaceholderPage titleKey="adminPanel" />;
}
