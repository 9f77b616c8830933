import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { classNames } from '../lib/class-names';
import { BrandMark } from './brand-mark';
import { ThemeToggle } from './theme-toggle';
import { focusRing } from './ui/focus-ring';

/** Header of the pages outside the dashboard: brand (a link home, except on the home page) and theme toggle. */
export function PublicHeader({ linkHome = true }: { linkHome?: boolean }) {
  const { t } = useTranslation();
  const brandClass =
    'flex items-center gap-2.5 rounded-lg text-lg font-semibold text-slate-900 dark:text-white';
  const brand = (
    <>
      <BrandMark />
      {t('app.name')}
    </>
  );
  return (
    <header className="mx-auto flex w-full max-w-6xl items-center justify-between px-4 py-4 sm:px-6">
      {linkHome ? (
        <Link to="/" className={classNames(brandClass, focusRing)}>
          {brand}
        </Link>
      ) : (
        <span className={brandClass}>{brand}</span>
      )}
      <ThemeToggle />
    </header>
  );
}
