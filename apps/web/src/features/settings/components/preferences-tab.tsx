import {
  currencyOptions,
  dateFormatOptions,
  languageOptions,
  type Preferences,
  themeOptions,
  timezoneOptions,
  type User,
} from '@hostportaal/contract';
import { formatDateShortAs } from '@hostportaal/domain';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { i18n } from '../../../i18n/i18n';
import { useTheme } from '../../../lib/theme/theme-context';
import { useUpdatePreferences } from '../api/account-settings';
import { errorText } from '../hooks/error-text';
import { useTimedMessage } from '../hooks/use-timed-message';
import { SectionMessage } from './section-message';

// Language names are written in their own language, so everyone finds theirs.
const LANGUAGE_NAMES: Record<(typeof languageOptions)[number], string> = {
  nl: 'Nederlands',
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
};

type Form = {
  theme: (typeof themeOptions)[number];
  language: (typeof languageOptions)[number];
  timezone: (typeof timezoneOptions)[number];
  dateFormat: (typeof dateFormatOptions)[number];
  currency: (typeof currencyOptions)[number];
};

// The example each date format shows: a day past the twelfth, so the order of day and month is plain.
const EXAMPLE_DATE = '2026-12-31';

function pick<T extends string>(options: readonly T[], value: string, fallback: T): T {
  return (options as readonly string[]).includes(value) ? (value as T) : fallback;
}

function formFrom(preferences: Preferences): Form {
  return {
    theme: preferences.theme,
    language: preferences.language,
    timezone: pick(timezoneOptions, preferences.timezone, 'Europe/Amsterdam'),
    dateFormat: pick(dateFormatOptions, preferences.dateFormat, 'DD-MM-YYYY'),
    currency: pick(currencyOptions, preferences.currency, 'EUR'),
  };
}

/** Theme and language apply at once (and are saved); the other choices are saved with the button. */
export function PreferencesTab({ user }: { user: User }) {
  const { t } = useTranslation();
  const { setTheme } = useTheme();
  const [form, setForm] = useState<Form>(() => formFrom(user.preferences));
  const { message, show } = useTimedMessage();
  const save = useUpdatePreferences();
  // Another language's texts load on demand: the confirmation waits for the latest switch, so it is said in
  // the language just chosen.
  const languageSwitch = useRef<Promise<unknown>>(Promise.resolve());

  const persist = (next: Form) =>
    save.mutate(next, {
      // i18n.t, not the render's t: the language may have just changed.
      onSuccess: () => void languageSwitch.current.finally(() => show('success', i18n.t('settings.saved'))),
      onError: (error) => {
        show('error', errorText(error));
        // Not saved: the interface goes back to the saved language and theme.
        void i18n.changeLanguage(user.preferences.language);
        setTheme(user.preferences.theme);
        setForm(formFrom(user.preferences));
      },
    });

  const change = <K extends keyof Form>(key: K, value: Form[K], saveNow = false) => {
    const next = { ...form, [key]: value };
    setForm(next);
    if (key === 'theme') setTheme(value as Form['theme']);
    if (key === 'language') languageSwitch.current = i18n.changeLanguage(value as Form['language']);
    if (saveNow) persist(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    persist(form);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.preferences.heading')}</CardTitle>
        <CardDescription>{t('settings.preferences.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="space-y-4">
          <SectionMessage message={message} />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('settings.preferences.theme')}>
              {(control) => (
                <Select
                  {...control}
                  value={form.theme}
                  onChange={(event) => change('theme', pick(themeOptions, event.target.value, 'dark'), true)}
                >
                  {themeOptions.map((theme) => (
                    <option key={theme} value={theme}>
                      {t(`settings.preferences.themes.${theme}`)}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            <FormField label={t('settings.preferences.language')}>
              {(control) => (
                <Select
                  {...control}
                  value={form.language}
                  onChange={(event) =>
                    change('language', pick(languageOptions, event.target.value, 'nl'), true)
                  }
                >
                  {languageOptions.map((language) => (
                    <option key={language} value={language} lang={language}>
                      {LANGUAGE_NAMES[language]}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            <FormField label={t('settings.preferences.timezone')}>
              {(control) => (
                <Select
                  {...control}
                  value={form.timezone}
                  onChange={(event) =>
                    change('timezone', pick(timezoneOptions, event.target.value, 'Europe/Amsterdam'))
                  }
                >
                  {timezoneOptions.map((zone) => (
                    <option key={zone} value={zone}>
                      {zone.replace('_', ' ')}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            <FormField label={t('settings.preferences.dateFormat')}>
              {(control) => (
                <Select
                  {...control}
                  value={form.dateFormat}
                  onChange={(event) =>
                    change('dateFormat', pick(dateFormatOptions, event.target.value, 'DD-MM-YYYY'))
                  }
                >
                  {dateFormatOptions.map((format) => (
                    <option key={format} value={format}>
                      {t(`settings.preferences.dateFormats.${format}`, {
                        example: formatDateShortAs(EXAMPLE_DATE, format),
                      })}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            <FormField label={t('settings.preferences.currency')}>
              {(control) => (
                <Select
                  {...control}
                  value={form.currency}
                  onChange={(event) => change('currency', pick(currencyOptions, event.target.value, 'EUR'))}
                >
                  {currencyOptions.map((currency) => (
                    <option key={currency} value={currency}>
                      {currency} (€)
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
          </div>
          <div className="flex justify-end">
            <Button type="submit" isLoading={save.isPending}>
              {t('settings.preferences.save')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
