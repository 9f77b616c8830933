import { PlaceholderPage } from '../../../components/placeholder/placeholder-page';

export function CollectionManagementPage() {
  return <PlaceholderPage titleKey="collectionManagement" />;
}
