import { Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { buttonClassName } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { type FaqKey, type FaqSection, faqSections } from '../components/faq-sections';

// Case- and accent-insensitive: "geincasseerd" finds "geïncasseerd", "BTW" finds "btw".
function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

export function HelpPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const words = normalise(search).split(/\s+/).filter(Boolean);

  const matches = (key: FaqKey) => {
    const text = normalise(`${t(`support.help.faq.${key}.q`)} ${t(`support.help.faq.${key}.a`)}`);
    return words.every((word) => text.includes(word));
  };
  const visible = (Object.keys(faqSections) as FaqSection[])
    .map((section) => ({ section, keys: faqSections[section].filter(matches) }))
    .filter((group) => group.keys.length > 0);
  const count = visible.reduce((total, group) => total + group.keys.length, 0);

  return (
    <section className="space-y-6" aria-labelledby="page-title">
      <DocumentTitle page={t('support.help.title')} />
      <div className="space-y-2">
        <h1
          id="page-title"
          className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white"
        >
          {t('support.help.title')}
        </h1>
        <p className="text-slate-600 dark:text-slate-400">{t('support.help.intro')}</p>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is no landmark in Safari < 17 or jsdom; the role is, everywhere */}
      <div role="search" className="relative max-w-xl">
        <label htmlFor="faq-search" className="sr-only">
          {t('support.help.searchLabel')}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
        />
        <Input
          id="faq-search"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('support.help.searchPlaceholder')}
          className="pl-9"
        />
      </div>
      <p role="status" className="sr-only">
        {words.length > 0
          ? count === 0
            ? t('support.help.noResults')
            : t('support.help.resultCount', { count })
          : ''}
      </p>
      {count === 0 ? (
        <Card>
          <CardContent className="space-y-3 text-center">
            <p className="font-semibold text-slate-900 dark:text-white">{t('support.help.noResults')}</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('support.help.noResultsHint')}</p>
            <Link to="/dashboard/support" className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
              {t('support.help.askQuestion')}
            </Link>
          </CardContent>
        </Card>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          {visible.map(({ section, keys }) => (
            <Card key={section}>
              <CardHeader>
                <CardTitle>{t(`support.help.sections.${section}`)}</CardTitle>
              </CardHeader>
              <CardContent className="divide-y divide-slate-200 dark:divide-slate-800">
                {keys.map((key) => (
                  <details key={key} open={words.length > 0} className="group py-3 first:pt-0 last:pb-0">
                    <summary className="cursor-pointer font-medium text-slate-900 marker:text-indigo-600 dark:text-white">
                      <h3 className="inline">{t(`support.help.faq.${key}.q`)}</h3>
                    </summary>
                    <p className="mt-2 text-sm leading-relaxed text-slate-700 dark:text-slate-300">
                      {t(`support.help.faq.${key}.a`)}
                    </p>
                  </details>
                ))}
              </CardContent>
            </Card>
          ))}
        </div>
      )}
    </section>
  );
}
