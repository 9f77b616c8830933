import { PlaceholderPage } from '../../../components/placeholder/placeholder-page';

export function SubscriptionAnalyticsPage() {
  return <PlaceholderPage titleKey="subscriptionAnalytics" />;
}
