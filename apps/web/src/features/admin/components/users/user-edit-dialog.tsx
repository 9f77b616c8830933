import type { AdminUserRow } from '@hostportaal/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { ErrorWithRetry } from '../../../../components/ui/error-with-retry';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { useApiErrorText } from '../../../../components/ui/screen-words';
import { applyFieldErrors } from '../../../../lib/forms/apply-field-errors';
import { useAdminUserDetail, useUpdateUser } from '../../api/admin-users';
import { mutationErrorText } from '../shell/mutation-error-text';

const FIELDS = [
  'firstname',
  'lastname',
  'email',
  'phone',
  'company',
  'kvkNumber',
  'vatId',
  'street',
  'houseNumber',
  'zipcode',
  'city',
  'country',
] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

/** Edit a user's profile. The full profile (address, KvK number, VAT id) comes from the detail route. */
export function UserEditDialog({ user, onClose }: { user: AdminUserRow | null; onClose: () => void }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminUsers.edit' });
  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('title', { name: user ? `${user.firstname} ${user.lastname}` : '' })}
      size="lg"
    >
      {user ? <UserEditForm userId={user.id} onClose={onClose} /> : null}
    </Dialog>
  );
}

function UserEditForm({ userId, onClose }: { userId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useApiErrorText('adminErrors');
  const detail = useAdminUserDetail(userId);
  if (detail.isPending) return <p className="text-sm">{t('adminUsers.edit.loading')}</p>;
  if (detail.isError)
    return (
      <ErrorWithRetry
        message={t('adminUsers.edit.loadError', { error: errorText(detail.error) })}
        onRetry={() => void detail.refetch()}
      />
    );
  const profile = detail.data.user;
  const values = Object.fromEntries(FIELDS.map((field) => [field, profile[field] ?? ''])) as Values;
  return <EditForm userId={userId} defaults={values} onClose={onClose} />;
}

function EditForm({ userId, defaults, onClose }: { userId: string; defaults: Values; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useForm<Values>({ defaultValues: defaults });
  const update = useUpdateUser();
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => {
    const optional = (field: Field) => values[field].trim() || null;
    update.mutate(
      {
        id: userId,
        body: {
          firstname: values.firstname,
          lastname: values.lastname,
          email: values.email,
          phone: optional('phone'),
          company: optional('company'),
          kvkNumber: optional('kvkNumber'),
          vatId: optional('vatId'),
          street: optional('street'),
          houseNumber: optional('houseNumber'),
          zipcode: optional('zipcode'),
          city: optional('city'),
          country: values.country.trim().toUpperCase() || undefined,
        },
      },
      {
        onSuccess: onClose,
        onError: (error) => applyFieldErrors(error, form.setError, FIELDS),
      },
    );
  });
  const field = (name: Field, options: { required?: boolean; type?: string; autoComplete?: string } = {}) => (
    <FormField label={t(`adminUsers.edit.fields.${name}`)} error={errors[name]?.message}>
      {(control) => (
        <Input
          {...control}
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete ?? 'off'}
          {...form.register(name, options.required ? { required: t('adminUsers.edit.required') } : {})}
        />
      )}
    </FormField>
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {field('firstname', { required: true })}
        {field('lastname', { required: true })}
        {field('email', { required: true, type: 'email' })}
        {field('phone', { type: 'tel' })}
        {field('company')}
        {field('kvkNumber')}
        {field('vatId')}
        {field('street')}
        {field('houseNumber')}
        {field('zipcode')}
        {field('city')}
        {field('country')}
      </div>
      {update.isError ? (
        <ErrorWithRetry
          message={t('adminUsers.edit.failed', { error: mutationErrorText(update.error, t) })}
          onRetry={() => void submit()}
          isRetrying={update.isPending}
        />
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('adminUsers.cancel')}
        </Button>
        <Button type="submit" isLoading={update.isPending}>
          {t('adminUsers.edit.save')}
        </Button>
      </div>
    </form>
  );
}
