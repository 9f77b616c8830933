import { useTranslation } from 'react-i18next';
import { Alert } from '../ui/alert';

/** The one "being built, coming in a next release" notice for screens that are not built yet. */
export function PlaceholderNotice() {
  const { t } = useTranslation();
  return (
    <Alert variant="notice" title={t('placeholder.title')}>
      {t('placeholder.notice')}
    </Alert>
  );
}
