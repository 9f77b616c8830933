import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { focusRing } from '../../../components/ui/focus-ring';
import { useCompany } from '../../../lib/api/company';
import { classNames } from '../../../lib/class-names';

const linkClass = classNames(
  'rounded font-medium text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300',
  focusRing,
);

/** Who runs the shop (DOMAIN-NL §7): name, address, KvK, btw-id and contact as staff keep them in Settings. */
export function CompanyFooter() {
  const { t } = useTranslation();
  const company = useCompany();
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-slate-200 py-8 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 sm:flex-row sm:justify-between sm:px-6">
        {company.data ? (
          <address className="space-y-1 not-italic">
            <p className="font-semibold text-slate-900 dark:text-white">{company.data.name}</p>
            <p>
              {`${company.data.street} ${company.data.houseNumber}, ${company.data.zipcode} ${company.data.city}`}
            </p>
            <p>
              {t('home.company.registration', { kvk: company.data.kvkNumber, vatId: company.data.vatId })}
            </p>
            <p className="flex flex-wrap gap-x-3">
              <a className={linkClass} href={`mailto:${company.data.email}`}>
                {company.data.email}
              </a>
              <a className={linkClass} href={`tel:${company.data.phone.replace(/[^\d+]/g, '')}`}>
                {company.data.phone}
              </a>
            </p>
          </address>
        ) : (
          <p>{t('app.name')}</p>
        )}
        <div className="space-y-2 sm:text-right">
          <nav aria-label={t('home.company.legal')} className="flex flex-wrap gap-x-4 gap-y-1 sm:justify-end">
            <Link className={linkClass} to="/voorwaarden">
              {t('home.company.terms')}
            </Link>
            <Link className={linkClass} to="/privacy">
              {t('home.company.privacy')}
            </Link>
          </nav>
          <p>{t('home.footer', { year })}</p>
        </div>
      </div>
    </footer>
  );
}
