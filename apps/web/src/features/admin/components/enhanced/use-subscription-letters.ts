import type { EnhancedSubscription, LetterType } from '@hostportaal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../../components/ui/toast';
import { useDownloadLetter, useGenerateLetter } from '../../api/collection-letters';
import type { PendingLetters } from '../letters/letter-confirm-dialog';
import { failureText } from './failure-text';

type LetterRef = { id: string; letterNumber: string };

/**
 * The notes dialog's letter buttons: download the newest 14-dagenbrief or incassobrief of the subscription,
 * or write it first when there is none (the server sends it to the customer, or refuses with the legal
 * reason: a 409 whose text is shown). Writing asks first, with the collection costs (issue 20).
 */
export function useSubscriptionLetters(row: EnhancedSubscription) {
  const { t } = useTranslation('translation', { keyPrefix: 'enhanced.letters' });
  const toast = useToast();
  const generate = useGenerateLetter();
  const download = useDownloadLetter();
  // Letters written from this dialog: a second click downloads that letter instead of writing another.
  const [written, setWritten] = useState<Partial<Record<LetterType, LetterRef>>>({});
  const [busy, setBusy] = useState<LetterType | null>(null);
  const [pending, setPending] = useState<PendingLetters | null>(null);

  const save = (letter: LetterRef) =>
    download.mutate(letter, {
      onError: (error) => toast(failureText(t('downloadFailed'), error), { tone: 'error' }),
      onSettled: () => setBusy(null),
    });

  const getLetter = (letterType: LetterType) => {
    const known = written[letterType];
    const storedId = letterType === 'notice' ? row.noticeLetterId : row.collectionLetterId;
    if (known || storedId) {
      setBusy(letterType);
      save(known ?? { id: storedId ?? '', letterNumber: t(`types.${letterType}`) });
      return;
    }
    setPending({
      request: { letterType, subscriptionIds: [row.id] },
      send: () => {
        setPending(null);
        write(letterType);
      },
    });
  };

  const write = (letterType: LetterType) => {
    setBusy(letterType);
    generate.mutate(
      { subscriptionId: row.id, letterType },
      {
        onSuccess: (letter) => {
          setWritten((current) => ({ ...current, [letterType]: letter }));
          toast(t('generated', { type: t(`types.${letterType}`), number: letter.letterNumber }), {
            tone: 'success',
          });
          save(letter);
        },
        onError: (error) => {
          setBusy(null);
          toast(failureText(t(letterType === 'notice' ? 'noticeFailed' : 'collectionFailed'), error), {
            tone: 'error',
          });
        },
      },
    );
  };

  return { getLetter, busy, pending, cancelPending: () => setPending(null) };
}
