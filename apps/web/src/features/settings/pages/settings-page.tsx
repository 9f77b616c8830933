import { PlaceholderPage } from '../../../components/placeholder/placeholder-page';

export function SettingsPage() {
  return <PlaceholderPage titleKey="settings" />;
}
