import { useTranslation } from 'react-i18next';
import type { Catalogue } from '../../i18n/locales/nl';
import { DocumentTitle } from '../document-title';
import { PlaceholderNotice } from './placeholder-notice';

export type PageTitleKey = Exclude<keyof Catalogue['nav'], 'mainLabel' | 'adminHeading'>;

/** A route whose screen arrives in a later issue: its title and the shared notice. */
export function PlaceholderPage({ titleKey }: { titleKey: PageTitleKey }) {
  const { t } = useTranslation();
  const title = t(`nav.${titleKey}`);
  return (
    <section className="space-y-6" aria-labelledby="page-title">
      <DocumentTitle page={title} />
      <h1
        id="page-title"
        className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white"
      >
        {title}
      </h1>
      <PlaceholderNotice />
    </section>
  );
}
