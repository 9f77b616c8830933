import { useTranslation } from 'react-i18next';

/** React 19 hoists <title> into <head>; every page names itself for tabs and screen readers. */
export function DocumentTitle({ page }: { page: string }) {
  const { t } = useTranslation();
  return <title>{t('app.documentTitle', { page })}</title>;
}
