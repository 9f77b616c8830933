import { createContext, type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText, type ErrorScope } from '../../../../lib/api/api-error-text';

/**
 * Whose words the arrangement dialogs speak (issue 30, ARCHITECTURE "Language"): the Administration
 * Dashboard's, English in nl too (`adminArrangementDialog`, errors from `adminErrors`), or Incasso Beheer's,
 * in the user's language (`enhancedArrangementDialog`, errors from the customer catalogue).
 */
export type ArrangementWords = {
  texts: 'adminArrangementDialog' | 'enhancedArrangementDialog';
  errors: ErrorScope;
};

const dashboardWords: ArrangementWords = { texts: 'adminArrangementDialog', errors: 'adminErrors' };
export const incassoBeheerWords: ArrangementWords = { texts: 'enhancedArrangementDialog', errors: 'errors' };

const ArrangementWordsContext = createContext<ArrangementWords>(dashboardWords);

/** Hands a screen's words to every part of the dialogs opened from it; the dashboard's outside a provider. */
export function ArrangementWordsProvider({
  words,
  children,
}: {
  words: ArrangementWords;
  children: ReactNode;
}) {
  return <ArrangementWordsContext value={words}>{children}</ArrangementWordsContext>;
}

// A key built from a code the server sent: checked with i18n.exists before use.
type Translate = (key: string) => string;

/**
 * The dialogs' texts (`t`, relative to the catalogue), a failed call's text in the same words, and `codeText`:
 * the words for a code the server sent (an event type, a broken rule), or its fallback when the catalogue has
 * none, so no key ever reaches the screen.
 */
export function useArrangementWords() {
  const words = useContext(ArrangementWordsContext);
  const { t } = useTranslation('translation', { keyPrefix: words.texts });
  const { t: tRoot, i18n } = useTranslation();
  return {
    t,
    errorText: (error: unknown) => apiErrorText(error, tRoot, words.errors),
    codeText: (
      group: 'breaches' | 'detail.events' | 'detail.nextSteps' | 'payment.methods',
      code: string,
      fallback: string,
    ) => {
      const key = `${words.texts}.${group}.${code}`;
      return i18n.exists(key) ? (tRoot as unknown as Translate)(key) : fallback;
    },
  };
}
