import type { NotificationSettings, User } from '@hostportaal/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Switch } from '../../../components/ui/switch';
import { useUpdateNotificationSettings } from '../api/account-settings';
import { errorText } from '../hooks/error-text';
import { useTimedMessage } from '../hooks/use-timed-message';
import { SectionMessage } from './section-message';

const KEYS = [
  'email',
  'sms',
  'push',
  'maintenanceAlerts',
  'billingReminders',
  'securityAlerts',
  'marketingEmails',
] as const satisfies readonly (keyof NotificationSettings)[];

export function NotificationsTab({ user }: { user: User }) {
  const { t } = useTranslation();
  const [settings, setSettings] = useState<NotificationSettings>(user.notificationSettings);
  const { message, show } = useTimedMessage();
  const save = useUpdateNotificationSettings();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(settings, {
      onSuccess: (body) => {
        setSettings(body.data.user.notificationSettings);
        show('success', t('settings.saved'));
      },
      onError: (error) => show('error', errorText(error)),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.notifications.heading')}</CardTitle>
        <CardDescription>{t('settings.notifications.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="space-y-2">
          <SectionMessage message={message} />
          <div className="divide-y divide-slate-200 dark:divide-slate-800">
            {KEYS.map((key) => (
              <Switch
                key={key}
                label={t(`settings.notifications.${key}`)}
                description={t(`settings.notifications.${key}Help`)}
                checked={settings[key]}
                onCheckedChange={(checked) => setSettings((previous) => ({ ...previous, [key]: checked }))}
              />
            ))}
          </div>
          <div className="flex justify-end pt-2">
            <Button type="submit" isLoading={save.isPending}>
              {t('settings.notifications.save')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
