import type { DunningSettingsBody } from '@hostportaal/contract';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { ErrorWithRetry } from '../../../../components/ui/error-with-retry';
import { Spinner } from '../../../../components/ui/spinner';
import { useToast } from '../../../../components/ui/toast';
import { useDunningSettings, useSaveDunningSettings } from '../../api/dunning-settings';
import { mutationErrorText } from '../shell/mutation-error-text';
import { DunningSettingsForm } from './dunning-settings-form';

/** The "Dunning schedule" card under the Collection Center. */
export function DunningSettingsCard() {
  const { t } = useTranslation('translation', { keyPrefix: 'adminCollections.settings' });
  const { t: tRoot } = useTranslation();
  const toast = useToast();
  const settings = useDunningSettings();
  const save = useSaveDunningSettings();

  const submit = async (body: DunningSettingsBody) => {
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
        {settings.data ? (
          <DunningSettingsForm settings={settings.data} isSaving={save.isPending} onSubmit={submit} />
        ) : settings.isError ? (
          <ErrorWithRetry
            title={t('loadError')}
            message={mutationErrorText(settings.error, tRoot)}
            onRetry={() => void settings.refetch()}
            isRetrying={settings.isFetching}
            retryLabel={tRoot('adminCollections.retry')}
          />
        ) : (
          <Spinner label={t('loading')} />
        )}
      </CardContent>
    </Card>
  );
}
