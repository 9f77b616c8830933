import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { useActivityWords } from '../../../lib/activity/activity-words';
import { formatDateTime } from '../../../lib/dates/format-date';
import { useSession } from '../../../lib/session/session-context';
import { useAccountActivity } from '../api/account-activity';
import { useDeleteAccount } from '../api/delete-account';
import { useExportAccount } from '../api/export-account';
import { errorText } from '../hooks/error-text';
import { useTimedMessage } from '../hooks/use-timed-message';
import { SectionMessage } from './section-message';

const CONFIRMATION = 'VERWIJDER';

function ActivityLog() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const activity = useAccountActivity(page);
  const wordsOf = useActivityWords('activity');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.privacy.activityHeading')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {activity.isPending ? <Spinner /> : null}
        {activity.isError ? (
          <Alert variant="error">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <span>{t('settings.privacy.activityLoadFailed')}</span>
              <Button variant="secondary" size="sm" onClick={() => void activity.refetch()}>
                {t('common.retry')}
              </Button>
            </div>
          </Alert>
        ) : null}
        {activity.data ? (
          activity.data.activities.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {t('settings.privacy.activityEmpty')}
            </p>
          ) : (
            <>
              <ul
                className="divide-y divide-slate-200 dark:divide-slate-800"
                aria-label={t('settings.privacy.activityHeading')}
                aria-busy={activity.isFetching}
              >
                {activity.data.activities.map((item) => {
                  const words = wordsOf(item);
                  return (
                    <li
                      key={item.id}
                      className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2.5"
                    >
                      <div className="min-w-0">
                        <p className="font-medium text-slate-900 dark:text-white">{words.title}</p>
                        <p className="text-sm text-slate-600 dark:text-slate-400">{words.line}</p>
                      </div>
                      <p className="text-sm text-slate-600 tabular-nums dark:text-slate-400">
                        <time dateTime={item.timestamp}>{formatDateTime(item.timestamp)}</time>
                        {item.ip ? ` · ${item.ip}` : ''}
                      </p>
                    </li>
                  );
                })}
              </ul>
              <Pagination
                page={activity.data.pagination.page}
                totalPages={activity.data.pagination.totalPages}
                totalItems={activity.data.pagination.totalItems}
                onPageChange={setPage}
                disabled={activity.isFetching}
              />
            </>
          )
        ) : null}
      </CardContent>
    </Card>
  );
}

function DeleteAccount() {
  const { t } = useTranslation();
  const { logout } = useSession();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string }>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const openDialog = () => {
    setPassword('');
    setConfirmation('');
    setErrors({});
    setServerError(null);
    setOpen(true);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (password === '') next.password = t('settings.privacy.passwordRequired');
    if (confirmation !== CONFIRMATION) next.confirmation = t('settings.privacy.confirmationInvalid');
    setErrors(next);
    setServerError(null);
    if (next.password || next.confirmation) return;
    remove.mutate(
      { password, confirmation: CONFIRMATION },
      {
        onSuccess: async () => {
          setOpen(false);
          await logout();
          void navigate('/login', { replace: true });
        },
        onError: (error) => setServerError(errorText(error)),
      },
    );
  };

  return (
    <Card className="border-red-200 dark:border-red-900">
      <CardHeader>
        <CardTitle>{t('settings.privacy.deleteHeading')}</CardTitle>
        <CardDescription>{t('settings.privacy.deleteHelp')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="danger" onClick={openDialog}>
          {t('settings.privacy.delete')}
        </Button>
      </CardContent>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('settings.privacy.deleteDialogTitle')}
        description={t('settings.privacy.deleteDialogHelp')}
      >
        <form onSubmit={submit} className="space-y-4" noValidate>
          {serverError ? (
            <div role="alert">
              <Alert variant="error">{serverError}</Alert>
            </div>
          ) : null}
          <FormField label={t('settings.privacy.password')} error={errors.password}>
            {(control) => (
              <Input
                {...control}
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            )}
          </FormField>
          <FormField label={t('settings.privacy.confirmation')} error={errors.confirmation}>
            {(control) => (
              <Input
                {...control}
                autoComplete="off"
                value={confirmation}
                onChange={(event) => setConfirmation(event.target.value)}
              />
            )}
          </FormField>
          <div className="flex flex-wrap justify-end gap-3">
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="danger" isLoading={remove.isPending}>
              {t('settings.privacy.deleteConfirm')}
            </Button>
          </div>
        </form>
      </Dialog>
    </Card>
  );
}

export function PrivacyTab() {
  const { t } = useTranslation();
  const { logout } = useSession();
  const navigate = useNavigate();
  const exportData = useExportAccount();
  const { message, show } = useTimedMessage();

  const download = () =>
    exportData.mutate(undefined, {
      onSuccess: () => show('success', t('settings.privacy.exported')),
      onError: (error) => show('error', errorText(error)),
    });

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>{t('settings.privacy.exportHeading')}</CardTitle>
          <CardDescription>{t('settings.privacy.exportHelp')}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <SectionMessage message={message} />
          <Button variant="secondary" onClick={download} isLoading={exportData.isPending}>
            {t('settings.privacy.export')}
          </Button>
        </CardContent>
      </Card>
      <ActivityLog />
      <DeleteAccount />
      <Card>
        <CardHeader>
          <CardTitle>{t('settings.privacy.sessionHeading')}</CardTitle>
          <CardDescription>{t('settings.privacy.sessionHelp')}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button
            variant="secondary"
            onClick={async () => {
              await logout();
              void navigate('/login', { replace: true });
            }}
          >
            {t('settings.privacy.logout')}
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
