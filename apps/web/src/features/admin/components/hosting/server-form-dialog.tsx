import {
  type ProvisioningPanel,
  type ProvisioningServer,
  provisioningPanelSchema,
} from '@hostportaal/contract';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Checkbox } from '../../../../components/ui/checkbox';
import { Dialog } from '../../../../components/ui/dialog';
import { ErrorWithRetry } from '../../../../components/ui/error-with-retry';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';
import { isApiError } from '../../../../lib/api/api-error';
import { applyFieldErrors } from '../../../../lib/forms/apply-field-errors';
import { useCreateServer, useUpdateServer } from '../../api/provisioning';
import { mutationErrorText } from '../shell/mutation-error-text';

const FIELDS = ['name', 'panel', 'url', 'username', 'loginKey', 'capacity'] as const;
interface Values {
  name: string;
  panel: ProvisioningPanel;
  url: string;
  username: string;
  loginKey: string;
  capacity: string;
  isActive: boolean;
}

/** `server` undefined: closed; null: add a server; a server: edit it (the login key stays unless retyped). */
export function ServerFormDialog({
  server,
  onClose,
}: {
  server: ProvisioningServer | null | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={server !== undefined}
      onOpenChange={(open) => !open && onClose()}
      title={
        server ? t('adminHosting.form.editTitle', { name: server.name }) : t('adminHosting.form.addTitle')
      }
      size="lg"
    >
      {server !== undefined ? (
        <ServerForm key={server?.id ?? 'new'} server={server} onClose={onClose} />
      ) : null}
    </Dialog>
  );
}

function ServerForm({ server, onClose }: { server: ProvisioningServer | null; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useForm<Values>({
    defaultValues: {
      name: server?.name ?? '',
      panel: server?.panel ?? 'directadmin',
      url: server?.url ?? '',
      username: server?.username ?? '',
      loginKey: '',
      capacity: String(server?.capacity ?? 100),
      isActive: server?.isActive ?? true,
    },
  });
  const create = useCreateServer();
  const update = useUpdateServer();
  const mutation = server ? update : create;
  const panel = useWatch({ control: form.control, name: 'panel' });
  const { errors } = form.formState;
  const required = { required: t('adminHosting.form.required') };

  const submit = form.handleSubmit((values) => {
    const body = {
      name: values.name.trim(),
      panel: values.panel,
      url: values.url.trim(),
      // Pterodactyl authenticates by the application API key alone; a user typed before switching goes.
      username: values.panel === 'directadmin' ? values.username.trim() : '',
      capacity: Number(values.capacity),
      isActive: values.isActive,
    };
    const loginKey = values.loginKey.trim();
    const onError = (error: unknown) => {
      if (applyFieldErrors(error, form.setError, FIELDS)) return;
      // A name that is taken (409) belongs on the name field.
      if (isApiError(error) && error.status === 409)
        form.setError('name', { type: 'server', message: mutationErrorText(error, t) });
    };
    const onSuccess = () => {
      form.resetField('loginKey');
      onClose();
    };
    if (server)
      update.mutate({ id: server.id, body: loginKey ? { ...body, loginKey } : body }, { onSuccess, onError });
    else create.mutate({ ...body, loginKey }, { onSuccess, onError });
  });

  const fieldError =
    errors.name || errors.panel || errors.url || errors.username || errors.loginKey || errors.capacity;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField label={t('adminHosting.form.name')} error={errors.name?.message}>
          {(control) => <Input {...control} autoComplete="off" {...form.register('name', required)} />}
        </FormField>
        <FormField label={t('adminHosting.form.panel')} error={errors.panel?.message}>
          {(control) => (
            <Select {...control} {...form.register('panel')}>
              {provisioningPanelSchema.options.map((option) => (
                <option key={option} value={option}>
                  {t(`adminHosting.form.panelOptions.${option}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <div className="sm:col-span-2">
          <FormField
            label={t('adminHosting.form.url')}
            hint={t(`adminHosting.form.urlHint.${panel}`)}
            error={errors.url?.message}
          >
            {(control) => (
              <Input {...control} type="url" autoComplete="off" {...form.register('url', required)} />
            )}
          </FormField>
        </div>
        {panel === 'directadmin' ? (
          <FormField
            label={t('adminHosting.form.username')}
            hint={t('adminHosting.form.usernameHint')}
            error={errors.username?.message}
          >
            {(control) => <Input {...control} autoComplete="off" {...form.register('username', required)} />}
          </FormField>
        ) : null}
        <FormField
          label={t(`adminHosting.form.loginKey.${panel}`)}
          hint={server ? t('adminHosting.form.loginKeyKeep') : t(`adminHosting.form.loginKeyHint.${panel}`)}
          error={errors.loginKey?.message}
        >
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="new-password"
              {...form.register('loginKey', server ? {} : required)}
            />
          )}
        </FormField>
        <FormField label={t(`adminHosting.form.capacity.${panel}`)} error={errors.capacity?.message}>
          {(control) => (
            <Input
              {...control}
              type="number"
              min={1}
              inputMode="numeric"
              {...form.register('capacity', {
                ...required,
                validate: (value) => Number(value) >= 1 || t('adminHosting.form.capacityMin'),
              })}
            />
          )}
        </FormField>
      </div>
      <Checkbox label={t('adminHosting.form.active')} {...form.register('isActive')} />
      {mutation.isError && !fieldError ? (
        <ErrorWithRetry
          message={t('adminHosting.form.failed', { error: mutationErrorText(mutation.error, t) })}
          onRetry={() => void submit()}
          isRetrying={mutation.isPending}
          retryLabel={t('adminHosting.retry')}
        />
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('adminHosting.cancel')}
        </Button>
        <Button type="submit" isLoading={mutation.isPending}>
          {server ? t('adminHosting.form.save') : t('adminHosting.form.add')}
        </Button>
      </div>
    </form>
  );
}
