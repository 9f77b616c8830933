import type { CollectionCase, LetterType } from '@hostportaal/contract';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { formatDateShort } from '../../../../lib/dates/format-date';
import { LetterCosts } from '../letters/letter-costs';

type LetterSummary = NonNullable<CollectionCase['noticeLetter']>;

export interface LetterToDownload {
  id: string;
  letterNumber: string;
}

/**
 * The 14-day letter and the collection letter of a case: number, date and a download button each, and the
 * collection letter's costs (issue 27: open costs keep the case open until they are paid or waived).
 */
export function CaseLettersCell({
  row,
  onDownload,
  downloading,
}: {
  row: CollectionCase;
  onDownload: (letter: LetterToDownload) => void;
  /** The id of the letter being downloaded, if any. */
  downloading: string | null;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminCollections' });
  const letters = [
    ['notice', row.noticeLetter],
    ['collection', row.collectionLetter],
  ] as const satisfies readonly (readonly [LetterType, LetterSummary | null])[];
  const present = letters.filter((entry): entry is readonly [LetterType, LetterSummary] => entry[1] !== null);
  if (present.length === 0) {
    return <span className="text-xs text-slate-600 dark:text-slate-400">{t('noLetters')}</span>;
  }
  return (
    <ul className="space-y-1">
      {present.map(([type, letter]) => (
        <li key={letter.id} className="flex items-start gap-1">
          <div className="min-w-0">
            <p className="text-xs text-slate-600 dark:text-slate-400">
              {t(`letterTypes.${type}`)} ·{' '}
              <span className="whitespace-nowrap">{formatDateShort(letter.letterDate)}</span>
            </p>
            <p className="font-mono text-xs whitespace-nowrap">{letter.letterNumber}</p>
            {type === 'collection' ? <LetterCosts fee={letter} showReason={false} /> : null}
          </div>
          <Button
            size="sm"
            variant="ghost"
            className="px-1.5"
            isLoading={downloading === letter.id}
            disabled={downloading !== null}
            aria-label={t('downloadLetter', { type: t(`letterTypes.${type}`), number: letter.letterNumber })}
            title={t('downloadLetter', { type: t(`letterTypes.${type}`), number: letter.letterNumber })}
            onClick={() => onDownload({ id: letter.id, letterNumber: letter.letterNumber })}
          >
            <Download className="size-4" aria-hidden="true" />
          </Button>
        </li>
      ))}
    </ul>
  );
}
