import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { readNavigationState } from '../../../lib/navigation/navigation-state';

/** "Je bent ingelogd." right after logging in; gone on the next visit. */
export function LoginNotice() {
  const { t } = useTranslation();
  const { notice } = readNavigationState(useLocation().state);
  if (notice !== 'loginSuccessful') return null;
  return <Alert variant="success">{t('auth.messages.loginSuccessful')}</Alert>;
}
