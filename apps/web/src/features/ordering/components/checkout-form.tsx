import type { Cart, MandateConsent, OrderResult } from '@hostportaal/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OrderTermsConsent } from '../../../components/order-terms/order-terms-consent';
import { useOrderTerms } from '../../../components/order-terms/use-order-terms';
import { MandateConsentBox } from '../../../components/sepa-mandate/mandate-consent';
import {
  applyMandateFieldErrors,
  hasMandateFieldErrors,
} from '../../../components/sepa-mandate/mandate-field-errors';
import { MandateFields } from '../../../components/sepa-mandate/mandate-fields';
import {
  emptyMandateForm,
  type MandateFormValues,
  mandateResolver,
  toMandateBody,
} from '../../../components/sepa-mandate/mandate-form-values';
import { MandateText } from '../../../components/sepa-mandate/mandate-text';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useCompany } from '../../../lib/api/company';
import { useCheckout } from '../api/checkout';
import { orderErrorText } from '../lib/order-error-text';
import { MandateChoice, type MandateMethod } from './mandate-choice';

// The creditor in the mandate text when /api/company cannot be read.
const CREDITOR_NAME = 'Hostportaal B.V.';

interface CheckoutFormProps {
  cart: Cart;
  onOrdered: (result: OrderResult) => void;
  /** The customer's address is not complete yet: the order cannot be placed until it is saved. */
  addressMissing?: boolean;
  /** The e-mail address is not confirmed yet (issue 28): the order waits for it, the notice above says so. */
  emailUnverified?: boolean;
}

/** Payment by SEPA direct debit: the existing mandate, or a new one with its text and the consent box. */
export function CheckoutForm({
  cart,
  onOrdered,
  addressMissing = false,
  emailUnverified = false,
}: CheckoutFormProps) {
  const { t } = useTranslation();
  const checkout = useCheckout();
  const creditor = useCompany();
  const creditorName = creditor.data?.name ?? CREDITOR_NAME;
  const [method, setMethod] = useState<MandateMethod>(cart.existingMandate ? 'existing' : 'new');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<MandateFormValues, unknown, MandateConsent>({
    resolver: mandateResolver,
    defaultValues: emptyMandateForm,
  });

  const terms = useOrderTerms();
  const order = (mandate: MandateConsent | null) => {
    const acceptance = terms.acceptance();
    if (!acceptance) return;
    checkout.mutate(
      { mandate, acceptance },
      {
        onSuccess: onOrdered,
        // A message about a field goes to that field; anything else is shown above the button.
        onError: (error) => applyMandateFieldErrors(error, setError),
      },
    );
  };
  const onSubmit =
    method === 'existing'
      ? (event: React.FormEvent) => {
          event.preventDefault();
          order(null);
        }
      : handleSubmit((values) => order(toMandateBody(values)));

  const formError = hasMandateFieldErrors(checkout.error)
    ? null
    : orderErrorText(checkout.error, t('ordering.checkout.failed'));

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div className="space-y-1">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('ordering.checkout.paymentTitle')}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('ordering.checkout.paymentIntro')}</p>
      </div>
      {cart.existingMandate ? (
        <MandateChoice existing={cart.existingMandate} value={method} onChange={setMethod} />
      ) : null}
      {method === 'new' ? (
        <>
          <MandateFields register={register} errors={errors} />
          <MandateText creditorName={creditorName} creditor={creditor.data} />
          <MandateConsentBox
            label={t('ordering.checkout.mandate.consent', { name: creditorName })}
            error={errors.mandateConsent?.message}
            registration={register('mandateConsent')}
          />
        </>
      ) : null}
      <OrderTermsConsent terms={terms} />
      {formError ? <Alert variant="error">{formError}</Alert> : null}
      <div className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 pt-4 dark:border-slate-800">
        {emailUnverified ? (
          <p id="checkout-email-first" className="text-sm text-slate-600 dark:text-slate-400">
            {t('emailVerification.blocked')}
          </p>
        ) : addressMissing ? (
          <p id="checkout-address-first" className="text-sm text-slate-600 dark:text-slate-400">
            {t('ordering.checkout.addressFirst')}
          </p>
        ) : null}
        <Button
          type="submit"
          size="lg"
          isLoading={checkout.isPending}
          disabled={addressMissing || emailUnverified}
          aria-describedby={
            emailUnverified ? 'checkout-email-first' : addressMissing ? 'checkout-address-first' : undefined
          }
          className="w-full sm:w-auto"
        >
          {t('ordering.checkout.submit')}
        </Button>
      </div>
    </form>
  );
}
