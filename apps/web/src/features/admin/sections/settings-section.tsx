import type { CompanySettingsBody } from '@hostportaal/contract';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ErrorWithRetry } from '../../../components/ui/error-with-retry';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { useCompanySettings, useSaveCompanySettings } from '../api/company-settings';
import { LegalDocumentsCard } from '../components/settings/legal-documents-card';
import { OnlinePaymentsCard } from '../components/settings/online-payments-card';
import { SettingsForm } from '../components/settings/settings-form';
import { mutationErrorText } from '../components/shell/mutation-error-text';

/**
 * Administration Dashboard section "settings": our company details and SEPA creditor settings (issue 5), online
 * payments (issue 29) and the terms and privacy statement (issue 28).
 */
export function SettingsSection() {
  const { t } = useTranslation();
  const toast = useToast();
  const settings = useCompanySettings();
  const save = useSaveCompanySettings();

  const submit = async (body: CompanySettingsBody) => {
    const saved = await save.mutateAsync(body);
    toast(t('adminCatalog.settings.saved'), { tone: 'success' });
    return saved;
  };

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader className="space-y-1">
          <CardTitle>{t('adminCatalog.settings.title')}</CardTitle>
          <CardDescription>{t('adminCatalog.settings.intro')}</CardDescription>
        </CardHeader>
        <CardContent>
          {/* Data first: a failed background refresh must not take away a form being filled in. */}
          {settings.data ? (
            <SettingsForm settings={settings.data} isSaving={save.isPending} onSubmit={submit} />
          ) : settings.isError ? (
            <ErrorWithRetry
              title={t('adminCatalog.settings.loadError')}
              message={mutationErrorText(settings.error, t)}
              onRetry={() => void settings.refetch()}
              isRetrying={settings.isFetching}
              retryLabel={t('adminCatalog.retry')}
            />
          ) : (
            <Spinner label={t('adminCatalog.loading')} />
          )}
        </CardContent>
      </Card>
      <OnlinePaymentsCard />
      <LegalDocumentsCard />
    </div>
  );
}
