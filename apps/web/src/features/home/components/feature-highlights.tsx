import { Headset, Landmark, ServerCog } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function FeatureHighlights() {
  const { t } = useTranslation();
  const features = [
    { icon: ServerCog, title: t('home.managedTitle'), text: t('home.managedText') },
    { icon: Landmark, title: t('home.billingTitle'), text: t('home.billingText') },
    { icon: Headset, title: t('home.supportTitle'), text: t('home.supportText') },
  ];
  return (
    <section aria-labelledby="features-title" className="mx-auto w-full max-w-6xl px-4 pb-20 sm:px-6">
      <h2 id="features-title" className="sr-only">
        {t('home.featuresTitle')}
      </h2>
      <ul className="grid gap-6 md:grid-cols-3">
        {features.map(({ icon: Icon, title, text }) => (
          <li
            key={title}
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <span className="mb-4 flex size-11 items-center justify-center rounded-xl bg-indigo-50 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="text-base font-semibold text-slate-900 dark:text-white">{title}</h3>
            <p className="mt-2 text-sm leading-6 text-slate-600 dark:text-slate-400">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
