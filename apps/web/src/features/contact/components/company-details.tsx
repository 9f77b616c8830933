import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useCompany } from '../../../lib/api/company';

export function CompanyDetails() {
  const { t } = useTranslation();
  const company = useCompany();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('support.contact.detailsTitle')}</CardTitle>
      </CardHeader>
      <CardContent>
        {company.isPending ? (
          <Spinner label={t('app.loading')} />
        ) : company.isError ? (
          <Alert variant="error">{t('support.contact.detailsError')}</Alert>
        ) : (
          <div className="space-y-3 text-sm">
            <p className="font-semibold text-slate-900 dark:text-white">{company.data.name}</p>
            <dl className="space-y-3">
              <div>
                <dt className="text-slate-600 dark:text-slate-400">{t('support.contact.address')}</dt>
                <dd className="text-slate-900 dark:text-slate-100">
                  <address className="not-italic">
                    {company.data.street} {company.data.houseNumber}
                    <br />
                    {company.data.zipcode} {company.data.city}
                  </address>
                </dd>
              </div>
              <div>
                <dt className="text-slate-600 dark:text-slate-400">{t('support.contact.phone')}</dt>
                <dd>
                  <a
                    href={`tel:${company.data.phone.replace(/[^\d+]/g, '')}`}
                    className="text-indigo-700 hover:underline dark:text-indigo-300"
                  >
                    {company.data.phone}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-slate-600 dark:text-slate-400">{t('support.contact.email')}</dt>
                <dd>
                  <a
                    href={`mailto:${company.data.email}`}
                    className="text-indigo-700 hover:underline dark:text-indigo-300"
                  >
                    {company.data.email}
                  </a>
                </dd>
              </div>
              {company.data.supportHours ? (
                <div>
                  <dt className="text-slate-600 dark:text-slate-400">{t('support.contact.hours')}</dt>
                  <dd className="text-slate-900 dark:text-slate-100">{company.data.supportHours}</dd>
                </div>
              ) : null}
              <div>
                <dt className="text-slate-600 dark:text-slate-400">{t('support.contact.kvk')}</dt>
                <dd className="text-slate-900 tabular-nums dark:text-slate-100">{company.data.kvkNumber}</dd>
              </div>
              <div>
                <dt className="text-slate-600 dark:text-slate-400">{t('support.contact.vat')}</dt>
                <dd className="text-slate-900 tabular-nums dark:text-slate-100">{company.data.vatId}</dd>
              </div>
            </dl>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
