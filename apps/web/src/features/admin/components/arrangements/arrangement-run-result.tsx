import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import type { ArrangementRunResult as RunResult } from '../../api/arrangement-actions';

/** What the last arrangement check did, until staff put it away; the arrangements it could not check, listed. */
export function ArrangementRunResult({ result, onDismiss }: { result: RunResult; onDismiss: () => void }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminArrangements.run' });
  const { failures, ...counts } = result;
  return (
    <Alert
      variant={failures.length > 0 ? 'warning' : 'success'}
      title={t('title')}
      onDismiss={onDismiss}
      dismissLabel={t('dismiss')}
    >
      <p>{t('counts', counts)}</p>
      {failures.length > 0 ? (
        <>
          <p className="mt-2">{t('failures', { count: failures.length })}</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {failures.map((failure) => (
              <li key={failure.arrangementId} className="break-words">
                {failure.error}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Alert>
  );
}
