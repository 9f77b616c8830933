import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../../../components/document-title';
import { CompanyDetails } from '../components/company-details';
import { ContactForm } from '../components/contact-form';

export function ContactPage() {
  const { t } = useTranslation();
  return (
    <section className="space-y-6" aria-labelledby="page-title">
      <DocumentTitle page={t('support.contact.title')} />
      <div className="space-y-2">
        <h1
          id="page-title"
          className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white"
        >
          {t('support.contact.title')}
        </h1>
        <p className="text-slate-600 dark:text-slate-400">{t('support.contact.intro')}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <ContactForm />
        <CompanyDetails />
      </div>
    </section>
  );
}
