import type { ArrangementRulesBody } from '@hostportaal/contract';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { ErrorWithRetry } from '../../../../components/ui/error-with-retry';
import { Spinner } from '../../../../components/ui/spinner';
import { useToast } from '../../../../components/ui/toast';
import { useArrangementRules, useSaveArrangementRules } from '../../api/arrangement-rules';
import { mutationErrorText } from '../shell/mutation-error-text';
import { ArrangementRulesForm } from './arrangement-rules-form';

/** The "Payment arrangement rules" card beside the dunning schedule (issue 30). */
export function ArrangementRulesCard() {
  const { t } = useTranslation('translation', { keyPrefix: 'adminArrangements.rules' });
  const { t: tRoot } = useTranslation();
  const toast = useToast();
  const rules = useArrangementRules();
  const save = useSaveArrangementRules();

  const submit = async (body: ArrangementRulesBody) => {
    const saved = await save.mutateAsync(body);
    toast(t('saved'), { tone: 'success' });
    return saved;
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
        <CardDescription>{t('description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {/* Data first: a failed background refresh must not take away a form being filled in. */}
        {rules.data ? (
          <ArrangementRulesForm rules={rules.data} isSaving={save.isPending} onSubmit={submit} />
        ) : rules.isError ? (
          <ErrorWithRetry
            title={t('loadError')}
            message={mutationErrorText(rules.error, tRoot)}
            onRetry={() => void rules.refetch()}
            isRetrying={rules.isFetching}
            retryLabel={tRoot('adminCollections.retry')}
          />
        ) : (
          <Spinner label={t('loading')} />
        )}
      </CardContent>
    </Card>
  );
}
