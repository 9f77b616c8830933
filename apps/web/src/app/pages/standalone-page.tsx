import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandMark } from '../../components/brand-mark';
import { ThemeToggle } from '../../components/theme-toggle';
import { focusRing } from '../../components/ui/focus-ring';
import { classNames } from '../../lib/class-names';

/** Page chrome for screens outside the dashboard layout (404, load errors). */
export function StandalonePage({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 dark:bg-slate-950">
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between px-4 py-4 sm:px-6">
        <Link
          to="/"
          className={classNames(
            'flex items-center gap-2.5 rounded-lg text-lg font-semibold text-slate-900 dark:text-white',
            focusRing,
          )}
        >
          <BrandMark />
          {t('app.name')}
        </Link>
        <ThemeToggle />
      </header>
      <main id="main-content" className="mx-auto flex w-full max-w-2xl flex-1 items-center px-4 pb-24">
        {children}
      </main>
    </div>
  );
}
