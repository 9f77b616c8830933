import { sessionTimeoutOptions } from '@hostportaal/contract';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { Switch } from '../../../components/ui/switch';
import { useSession } from '../../../lib/session/session-context';
import { useUpdateSecuritySettings } from '../api/account-settings';
import { errorText } from '../hooks/error-text';
import { useTimedMessage } from '../hooks/use-timed-message';
import { SectionMessage } from './section-message';

type Timeout = (typeof sessionTimeoutOptions)[number] | null;
const NEVER = 'never';

/** Login notifications and the idle timeout; each change is saved to the server at once. */
export function SessionSection() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { message, show } = useTimedMessage();
  const save = useUpdateSecuritySettings();
  if (!user) return null;

  const persist = (body: { loginNotifications: boolean; sessionTimeout: Timeout }) =>
    save.mutate(body, {
      onSuccess: () => show('success', t('settings.saved')),
      onError: (error) => show('error', errorText(error)),
    });
  const current = {
    loginNotifications: user.loginNotifications,
    sessionTimeout: user.sessionTimeout as Timeout,
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.session.heading')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <SectionMessage message={message} />
        <Switch
          label={t('settings.session.loginNotifications')}
          description={t('settings.session.loginNotificationsHelp')}
          checked={user.loginNotifications}
          disabled={save.isPending}
          onCheckedChange={(checked) => persist({ ...current, loginNotifications: checked })}
        />
        <FormField label={t('settings.session.timeout')} hint={t('settings.session.timeoutHelp')}>
          {(control) => (
            <Select
              {...control}
              className="sm:max-w-xs"
              value={user.sessionTimeout === null ? NEVER : String(user.sessionTimeout)}
              disabled={save.isPending}
              onChange={(event) => {
                const value = event.target.value;
                persist({ ...current, sessionTimeout: value === NEVER ? null : (Number(value) as Timeout) });
              }}
            >
              {sessionTimeoutOptions.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {t('settings.session.minutes', { count: minutes })}
                </option>
              ))}
              <option value={NEVER}>{t('settings.session.never')}</option>
            </Select>
          )}
        </FormField>
      </CardContent>
    </Card>
  );
}
