import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { readNavigationState } from '../../../lib/navigation/navigation-state';

/** Shows the message the previous page handed over ("Registratie gelukt! Je kunt nu inloggen."). */
export function NavigationNotice() {
  const { t } = useTranslation();
  const { notice, email } = readNavigationState(useLocation().state);
  if (!notice) return null;
  const isWarning = notice === 'sessionExpired';
  return <Alert variant={isWarning ? 'notice' : 'success'}>{t(`auth.messages.${notice}`, { email })}</Alert>;
}
