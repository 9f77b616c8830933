import { PlaceholderPage } from '../../../components/placeholder/placeholder-page';

export function SubscriptionsPage() {
  return <PlaceholderPage titleKey="subscriptions" />;
}
