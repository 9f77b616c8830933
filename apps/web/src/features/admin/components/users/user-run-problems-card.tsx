import type { RunProblem } from '@hostportaal/contract';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { ErrorWithRetry } from '../../../../components/ui/error-with-retry';
import { useApiErrorText } from '../../../../components/ui/screen-words';
import { formatDateShort } from '../../../../lib/dates/format-date';
import { useUserRunProblems } from '../../api/admin-users';
import { visibleText } from '../shell/visible-text';

const text = (params: RunProblem['params'], key: string) =>
  typeof params[key] === 'string' ? (params[key] as string) : '';

/**
 * What the SEPA batch, the last billing run and the last dunning run left out for this customer, and why
 * (issue 26): the customer's own page says what to correct. Shows nothing when nothing was left out.
 */
export function UserRunProblemsCard({ userId }: { userId: string }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminUsers.runProblems' });
  const { t: tRoot } = useTranslation();
  const errorText = useApiErrorText('adminErrors');
  const problems = useUserRunProblems(userId);
  if (problems.isError)
    return (
      <ErrorWithRetry
        message={t('loadError', { error: errorText(problems.error) })}
        onRetry={() => void problems.refetch()}
        isRetrying={problems.isFetching}
      />
    );
  if (!problems.data || problems.data.problems.length === 0) return null;
  const describe = (problem: RunProblem) => {
    const field = text(problem.params, 'field');
    return t(`codes.${problem.code}`, {
      record: problem.record.label,
      field: field ? tRoot(`adminBilling.sepaBatches.leftOut.fields.${field}`, { defaultValue: field }) : '',
      value: visibleText(text(problem.params, 'value')),
      detail: text(problem.params, 'detail'),
      reason: text(problem.params, 'reason'),
    });
  };
  return (
    <Alert variant="notice" title={t('title')}>
      <p>{t('intro')}</p>
      <ul className="mt-2 space-y-1">
        {problems.data.problems.map((problem) => (
          <li key={`${problem.run}-${problem.record.id}`}>
            <span className="font-medium">{t(`runs.${problem.run}`)}</span>
            {problem.at ? ` (${t('at', { date: formatDateShort(problem.at) })})` : null}: {describe(problem)}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
