import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandMark } from '../../components/brand-mark';
import { focusRing } from '../../components/ui/focus-ring';
import { classNames } from '../../lib/class-names';

export function BrandLink({
  collapsed = false,
  onNavigate,
}: {
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Link
      to="/"
      onClick={onNavigate}
      className={classNames(
        'flex items-center gap-2.5 rounded-lg text-lg font-semibold text-slate-900 dark:text-white',
        focusRing,
      )}
    >
      <BrandMark />
      <span className={collapsed ? 'sr-only' : undefined}>{t('app.name')}</span>
    </Link>
  );
}
