import { PlaceholderPage } from '../../../components/placeholder/placeholder-page';

export function ContactPage() {
  return <PlaceholderPage titleKey="contact" />;
}
