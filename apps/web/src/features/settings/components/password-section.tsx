import { Eye, EyeOff } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useChangePassword } from '../api/change-password';
import { errorText } from '../hooks/error-text';
import { useTimedMessage } from '../hooks/use-timed-message';
import { SectionMessage } from './section-message';

const MIN_PASSWORD_LENGTH = 8; // SPEC §5
type Field = 'current' | 'new' | 'confirm';

function PasswordInput({
  field,
  value,
  onChange,
  autoComplete,
}: {
  field: Field;
  value: string;
  onChange: (value: string) => void;
  autoComplete: string;
}) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const toggleLabel = visible ? t('settings.password.hide') : t('settings.password.show');
  return (
    <FormField label={t(`settings.password.${field}`)}>
      {(control) => (
        <div className="relative">
          <Input
            {...control}
            type={visible ? 'text' : 'password'}
            autoComplete={autoComplete}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className="pr-12"
            required
          />
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="absolute top-1 right-1"
            aria-pressed={visible}
            aria-label={`${toggleLabel}: ${t(`settings.password.${field}`)}`}
            onClick={() => setVisible(!visible)}
          >
            {visible ? (
              <EyeOff aria-hidden="true" className="size-4" />
            ) : (
              <Eye aria-hidden="true" className="size-4" />
            )}
          </Button>
        </div>
      )}
    </FormField>
  );
}

export function PasswordSection() {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<Field, string>>({ current: '', new: '', confirm: '' });
  const { message, show } = useTimedMessage();
  const change = useChangePassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (values.new !== values.confirm) return show('error', t('settings.password.mismatch'));
    if (values.new.length < MIN_PASSWORD_LENGTH) return show('error', t('settings.password.tooShort'));
    change.mutate(
      { currentPassword: values.current, newPassword: values.new },
      {
        onSuccess: () => {
          setValues({ current: '', new: '', confirm: '' });
          show('success', t('settings.password.success'));
        },
        onError: (error) => show('error', errorText(error)),
      },
    );
  };

  const set = (field: Field) => (value: string) => setValues((previous) => ({ ...previous, [field]: value }));

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.password.heading')}</CardTitle>
        <CardDescription>{t('settings.password.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <SectionMessage message={message} />
          <PasswordInput
            field="current"
            value={values.current}
            onChange={set('current')}
            autoComplete="current-password"
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <PasswordInput field="new" value={values.new} onChange={set('new')} autoComplete="new-password" />
            <PasswordInput
              field="confirm"
              value={values.confirm}
              onChange={set('confirm')}
              autoComplete="new-password"
            />
          </div>
          <div className="flex justify-end">
            <Button type="submit" isLoading={change.isPending}>
              {t('settings.password.submit')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
