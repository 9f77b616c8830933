import type { User } from '@hostportaal/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { isApiError } from '../../../lib/api/api-error';
import { useSession } from '../../../lib/session/session-context';
import { useUpdateProfile } from '../../../lib/session/update-profile';
import { errorText } from '../hooks/error-text';
import { useTimedMessage } from '../hooks/use-timed-message';
import { SectionMessage } from './section-message';

const COUNTRIES = ['NL', 'BE', 'DE', 'FR'] as const;
const FIELDS = [
  'firstname',
  'lastname',
  'email',
  'phone',
  'adres',
  'zipcode',
  'city',
  'country',
  'kvkNumber',
  'purchaseReference',
  'peppolId',
] as const;
type Field = (typeof FIELDS)[number];
type Form = Record<Field, string>;

function isCountry(code: string): code is (typeof COUNTRIES)[number] {
  return (COUNTRIES as readonly string[]).includes(code);
}

const labelKey = {
  firstname: 'firstname',
  lastname: 'lastname',
  email: 'email',
  phone: 'phone',
  adres: 'address',
  zipcode: 'zipcode',
  city: 'city',
  country: 'country',
  kvkNumber: 'kvkNumber',
  purchaseReference: 'purchaseReference',
  peppolId: 'peppolId',
} as const satisfies Record<Field, string>;

const hintKey = {
  kvkNumber: 'kvkNumberHint',
  purchaseReference: 'purchaseReferenceHint',
  peppolId: 'peppolIdHint',
} as const;

function hasHint(field: Field): field is keyof typeof hintKey {
  return field in hintKey;
}
function formFromUser(user: User | null): Form {
  return {
    firstname: user?.firstname ?? '',
    lastname: user?.lastname ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    adres: user?.adres ?? '',
    zipcode: user?.zipcode ?? '',
    city: user?.city ?? '',
    country: user?.country ?? 'NL',
    kvkNumber: user?.kvkNumber ?? '',
    purchaseReference: user?.purchaseReference ?? '',
    peppolId: user?.peppolId ?? '',
  };
}

export function ProfileTab() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState<Form>(() => formFromUser(user));
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const { message, show, clear } = useTimedMessage();
  const update = useUpdateProfile();

  const countryName = (code: string) => (isCountry(code) ? t(`settings.profile.countries.${code}`) : code);

  const startEditing = () => {
    setForm(formFromUser(user));
    setFieldErrors({});
    clear();
    setEditing(true);
  };

  const cancel = () => {
    setForm(formFromUser(user));
    setFieldErrors({});
    setEditing(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFieldErrors({});
    const optional = (value: string) => (value.trim() === '' ? null : value.trim());
    update.mutate(
      {
        firstname: form.firstname.trim(),
        lastname: form.lastname.trim(),
        // The address changes only through its own confirmation link (EmailChangeSection).
        email: user?.email ?? form.email,
        phone: optional(form.phone),
        adres: optional(form.adres),
        zipcode: optional(form.zipcode),
        city: optional(form.city),
        country: form.country,
        kvkNumber: optional(form.kvkNumber),
        purchaseReference: optional(form.purchaseReference),
        peppolId: optional(form.peppolId),
      },
      {
        onSuccess: (body) => {
          setForm(formFromUser(body.data.user));
          setEditing(false);
          show('success', t('settings.profile.success'));
        },
        onError: (error) => {
          if (isApiError(error)) {
            const errors: Partial<Record<Field, string>> = {};
            for (const detail of error.details) {
              if ((FIELDS as readonly string[]).includes(detail.field))
                errors[detail.field as Field] = detail.message;
            }
            setFieldErrors(errors);
          }
          show('error', errorText(error));
        },
      },
    );
  };

  const input = (field: Field, type = 'text', autoComplete?: string) => (
    <FormField
      key={field}
      label={t(`settings.profile.${labelKey[field]}`)}
      hint={hasHint(field) ? t(`settings.profile.${hintKey[field]}`) : undefined}
      error={fieldErrors[field]}
    >
      {(control) =>
        field === 'country' ? (
          <Select
            {...control}
            value={form.country}
            onChange={(event) => setForm({ ...form, country: event.target.value })}
          >
            {!(COUNTRIES as readonly string[]).includes(form.country) ? (
              <option value={form.country}>{form.country}</option>
            ) : null}
            {COUNTRIES.map((code) => (
              <option key={code} value={code}>
                {t(`settings.profile.countries.${code}`)}
              </option>
            ))}
          </Select>
        ) : (
          <Input
            {...control}
            type={type}
            autoComplete={autoComplete}
            value={form[field]}
            onChange={(event) => setForm({ ...form, [field]: event.target.value })}
            required={field === 'firstname' || field === 'lastname' || field === 'email'}
          />
        )
      }
    </FormField>
  );

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <CardTitle>{t('settings.profile.heading')}</CardTitle>
          <CardDescription>{t('settings.profile.description')}</CardDescription>
        </div>
        {!editing ? (
          <Button variant="secondary" onClick={startEditing}>
            {t('settings.profile.edit')}
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="space-y-4">
        <SectionMessage message={message} />
        {editing ? (
          <form onSubmit={submit} className="space-y-4" noValidate>
            <div className="grid gap-4 sm:grid-cols-2">
              {input('firstname', 'text', 'given-name')}
              {input('lastname', 'text', 'family-name')}
              {input('phone', 'tel', 'tel')}
              {input('adres', 'text', 'street-address')}
              {input('zipcode', 'text', 'postal-code')}
              {input('city', 'text', 'address-level2')}
              {input('country')}
              {input('kvkNumber', 'text', 'off')}
              {input('purchaseReference', 'text', 'off')}
              {input('peppolId', 'text', 'off')}
            </div>
            <div className="flex flex-wrap justify-end gap-3">
              <Button type="button" variant="secondary" onClick={cancel} disabled={update.isPending}>
                {t('settings.profile.cancel')}
              </Button>
              <Button type="submit" isLoading={update.isPending}>
                {t('settings.profile.save')}
              </Button>
            </div>
          </form>
        ) : (
          <dl className="grid gap-4 sm:grid-cols-2">
            {FIELDS.map((field) => {
              const value =
                field === 'country' ? countryName(user?.country ?? '') : formFromUser(user)[field];
              return (
                <div key={field}>
                  <dt className="text-sm text-slate-600 dark:text-slate-400">
                    {t(`settings.profile.${labelKey[field]}`)}
                  </dt>
                  <dd className="mt-0.5 font-medium break-words text-slate-900 dark:text-white">
                    {value === '' ? (
                      <span className="font-normal text-slate-500 dark:text-slate-400">
                        {t('settings.profile.empty')}
                      </span>
                    ) : (
                      value
                    )}
                  </dd>
                </div>
              );
            })}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
