import type { AdminUserMandate, ChangeMandateIbanResult, StaffMandateIbanBody } from '@hostportaal/contract';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Checkbox } from '../../../../components/ui/checkbox';
import { Dialog } from '../../../../components/ui/dialog';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';
import { useToast } from '../../../../components/ui/toast';
import { isApiError } from '../../../../lib/api/api-error';
import { applyFieldErrors } from '../../../../lib/forms/apply-field-errors';
import { useChangeStaffMandateIban } from '../../api/staff-mandate-iban';
import { mutationErrorText } from '../shell/mutation-error-text';

type Values = Omit<StaffMandateIbanBody, 'bic' | 'mandateConsent'> & { bic: string; mandateConsent: boolean };
type ChangeIbanTexts = TFunction<'translation', 'adminUsers.changeIban'>;
const FIELDS = ['iban', 'bic', 'accountHolder', 'signedPlace', 'signatureMethod', 'mandateConsent'] as const;

interface ChangeIbanDialogProps {
  userId: string;
  /** The mandate to change; null: the dialog is closed. */
  mandate: AdminUserMandate | null;
  /** What the form starts with: the customer's name and town. */
  defaults: { accountHolder: string; signedPlace: string };
  onClose: () => void;
}

/**
 * Staff record the new account a customer gave on a signed mandate form or by e-Mandate. The server amends
 * the mandate (or renews it) and puts the invoices that waited for a new account in the next collection; the
 * toast names them.
 */
export function ChangeIbanDialog({ userId, mandate, defaults, onClose }: ChangeIbanDialogProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminUsers.changeIban' });
  return (
    <Dialog
      open={mandate !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('title', { reference: mandate?.reference ?? '' })}
      description={t('description')}
      size="lg"
    >
      {/* Mounted per opening, so each mandate starts from an empty account. */}
      {mandate ? (
        <ChangeIbanForm userId={userId} mandate={mandate} defaults={defaults} onClose={onClose} />
      ) : null}
    </Dialog>
  );
}

function ChangeIbanForm({
  userId,
  mandate,
  defaults,
  onClose,
}: ChangeIbanDialogProps & { mandate: AdminUserMandate }) {
  const { t } = useTranslation();
  const { t: k } = useTranslation('translation', { keyPrefix: 'adminUsers.changeIban' });
  const toast = useToast();
  const consentErrorId = useId();
  const change = useChangeStaffMandateIban();
  const form = useForm<Values>({
    defaultValues: { iban: '', bic: '', ...defaults, signatureMethod: 'paper', mandateConsent: false },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => {
    change.mutate(
      {
        userId,
        mandateId: mandate.id,
        body: { ...values, bic: values.bic.trim() || null, mandateConsent: true },
      },
      {
        onSuccess: (result) => {
          toast(doneText(result, mandate, k), { tone: 'success', duration: 10_000 });
          onClose();
        },
        onError: (error) => applyFieldErrors(error, form.setError, FIELDS),
      },
    );
  });
  const required = { required: k('required') };
  const atFields =
    isApiError(change.error) && change.error.details.some((d) => FIELDS.some((f) => f === d.field));
  const consentError = errors.mandateConsent?.message;

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField label={k('iban')} hint={k('ibanHint')} error={errors.iban?.message}>
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={42}
              {...form.register('iban', required)}
            />
          )}
        </FormField>
        <FormField label={k('bic')} hint={k('bicHint')} error={errors.bic?.message}>
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={11}
              {...form.register('bic')}
            />
          )}
        </FormField>
        <FormField label={k('accountHolder')} error={errors.accountHolder?.message}>
          {(control) => <Input {...control} maxLength={70} {...form.register('accountHolder', required)} />}
        </FormField>
        <FormField label={k('signedPlace')} error={errors.signedPlace?.message}>
          {(control) => <Input {...control} maxLength={70} {...form.register('signedPlace', required)} />}
        </FormField>
        <FormField label={k('signatureMethod')} error={errors.signatureMethod?.message}>
          {(control) => (
            <Select {...control} {...form.register('signatureMethod')}>
              <option value="paper">{k('methods.paper')}</option>
              <option value="e_mandate">{k('methods.e_mandate')}</option>
            </Select>
          )}
        </FormField>
      </div>
      <div className="space-y-1.5">
        <Checkbox
          label={k('consent')}
          className="items-start [&>input]:mt-0.5"
          aria-invalid={consentError ? true : undefined}
          aria-describedby={consentError ? consentErrorId : undefined}
          {...form.register('mandateConsent', { validate: (ticked) => ticked || k('consentRequired') })}
        />
        {consentError ? (
          <p id={consentErrorId} className="text-sm font-medium text-red-700 dark:text-red-300">
            {consentError}
          </p>
        ) : null}
      </div>
      {change.isError && !atFields ? (
        <Alert variant="error">{k('failed', { error: mutationErrorText(change.error, t) })}</Alert>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={change.isPending}>
          {t('adminUsers.cancel')}
        </Button>
        <Button type="submit" isLoading={change.isPending}>
          {k('save')}
        </Button>
      </div>
    </form>
  );
}

/** What happened: the mandate amended or renewed, and which invoices now go with the next collection. */
function doneText(result: ChangeMandateIbanResult, before: AdminUserMandate, k: ChangeIbanTexts): string {
  const { mandate, renewed, collectedInvoiceNumbers: invoices } = result;
  const changed = renewed
    ? k('renewed', {
        previous: before.reference,
        reference: mandate.reference,
        iban: mandate.ibanMasked,
      })
    : k('changed', { reference: mandate.reference, iban: mandate.ibanMasked });
  const collected =
    invoices.length > 0
      ? k('collected', { count: invoices.length, invoices: invoices.join(', ') })
      : k('nothingWaiting');
  return `${changed} ${collected}`;
}
