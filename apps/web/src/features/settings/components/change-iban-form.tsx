import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ChangeMandateIbanBody,
  type ChangeMandateIbanResult,
  type CustomerMandate,
  changeMandateIbanBodySchema,
  type MandateCreditor,
} from '@hostportaal/contract';
import { useId } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  EmailVerificationNotice,
  useEmailUnverified,
} from '../../../components/email-verification/email-verification-notice';
import { MandateFields } from '../../../components/sepa-mandate/mandate-fields';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { isApiError } from '../../../lib/api/api-error';
import { useChangeMandateIban } from '../api/change-mandate-iban';
import { errorText } from '../hooks/error-text';
import { MandateText } from './mandate-text';

/** What the form holds: the consent box starts unticked, which the contract schema then refuses. */
type FormValues = Omit<z.input<typeof changeMandateIbanBodySchema>, 'mandateConsent'> & {
  mandateConsent: boolean;
};
const FIELDS = ['iban', 'bic', 'accountHolder', 'signedPlace', 'mandateConsent'] as const;

// The contract schema checks the form; its input type says `mandateConsent: true`, but an unticked box is
// exactly what it must see to say that consent is missing, so the form's wider type is cast in.
const resolver = zodResolver(changeMandateIbanBodySchema) as unknown as Resolver<
  FormValues,
  unknown,
  ChangeMandateIbanBody
>;

interface ChangeIbanFormProps {
  mandate: CustomerMandate;
  creditor: MandateCreditor;
  defaultPlace: string;
  onChanged: (result: ChangeMandateIbanResult) => void;
  onCancel: () => void;
}

/** A new account for a mandate, with the mandate text and the consent box: the server records the consent. */
export function ChangeIbanForm({
  mandate,
  creditor,
  defaultPlace,
  onChanged,
  onCancel,
}: ChangeIbanFormProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const consentErrorId = useId();
  const change = useChangeMandateIban();
  const emailUnverified = useEmailUnverified();
  const renew = mandate.changeMode === 'renew';
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormValues, unknown, ChangeMandateIbanBody>({
    resolver,
    defaultValues: {
      iban: '',
      bic: '',
      accountHolder: mandate.accountHolder,
      signedPlace: defaultPlace,
      mandateConsent: false,
    },
  });

  const fieldOf = (path: string) => FIELDS.find((field) => field === path);
  const submit = handleSubmit((values) =>
    change.mutate(
      { id: mandate.id, body: { ...values, bic: values.bic ? values.bic : null } },
      {
        onSuccess: onChanged,
        // A message about a field goes to that field; anything else is shown above the buttons.
        onError: (error) => {
          if (!isApiError(error)) return;
          for (const detail of error.details) {
            const field = fieldOf(detail.field);
            if (field) setError(field, { type: 'server', message: detail.message });
          }
        },
      },
    ),
  );
  const atFields = isApiError(change.error) && change.error.details.some((detail) => fieldOf(detail.field));
  const formError = change.error && !atFields ? errorText(change.error) : null;
  const consentError = errors.mandateConsent?.message;

  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId} className="space-y-4">
      <h4 id={titleId} className="font-semibold text-slate-900 dark:text-white">
        {renew ? t('mandate.form.renewTitle') : t('mandate.form.amendTitle')}
      </h4>
      <EmailVerificationNotice waitsFor="mandate" />
      <MandateFields register={register} errors={errors} />
      <MandateText mandate={mandate} creditor={creditor} />
      <div className="space-y-1.5">
        <Checkbox
          label={t('mandate.text.consent', { name: creditor.name })}
          className="items-start [&>input]:mt-1"
          aria-invalid={consentError ? true : undefined}
          aria-describedby={consentError ? consentErrorId : undefined}
          {...register('mandateConsent')}
        />
        {consentError ? (
          <p id={consentErrorId} className="text-sm font-medium text-red-700 dark:text-red-300">
            {consentError}
          </p>
        ) : null}
      </div>
      {formError ? <Alert variant="error">{formError}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button type="button" variant="secondary" onClick={onCancel} disabled={change.isPending}>
          {t('mandate.form.cancel')}
        </Button>
        <Button type="submit" isLoading={change.isPending} disabled={emailUnverified}>
          {renew ? t('mandate.form.submitRenew') : t('mandate.form.submitAmend')}
        </Button>
      </div>
    </form>
  );
}
