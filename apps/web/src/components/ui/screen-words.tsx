import { createContext, type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText, type ErrorScope } from '../../lib/api/api-error-text';

/**
 * The words the shared dialog, banner and retry button use on a screen, and whose words its errors are
 * told in (`errors`: the customer catalogue in the user's language; `adminErrors`: English in nl too).
 */
export type ScreenWords = { close: string; retry: string; errors: ErrorScope };

const ScreenWordsContext = createContext<ScreenWords | null>(null);

/**
 * One language per screen (ARCHITECTURE "Language"): a staff screen that shows English in nl too hands its
 * own words to the shared components inside it (dialogs opened from it included, portals keep context).
 */
export function ScreenWordsProvider({ words, children }: { words: ScreenWords; children: ReactNode }) {
  return <ScreenWordsContext value={words}>{children}</ScreenWordsContext>;
}

/** The screen's own words, else the customer catalogue's `common` words in the user's language. */
export function useScreenWords(): ScreenWords {
  const { t } = useTranslation();
  const words = useContext(ScreenWordsContext);
  return words ?? { close: t('common.close'), retry: t('common.retry'), errors: 'errors' };
}

/**
 * A failed call's text in the screen's words: a server refusal's reason, its code, else its status. A
 * component that belongs to one kind of screen names its scope (the English admin sections: 'adminErrors');
 * a shared one follows the screen it is on.
 */
export function useApiErrorText(scope?: ErrorScope): (error: unknown) => string {
  const { t } = useTranslation();
  const { errors } = useScreenWords();
  return (error) => apiErrorText(error, t, scope ?? errors);
}
