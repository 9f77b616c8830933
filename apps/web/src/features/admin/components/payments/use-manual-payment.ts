import type { ManualPaymentMethod, PaymentLookup } from '@hostportaal/contract';
import {
  centsToEuroString,
  isPaymentReference,
  normalizePaymentReference,
  parseEuroToCents,
} from '@hostportaal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../lib/api/api-error';
import { type MarkPaidResult, useMarkPaid, useSearchPaymentReference } from '../../api/payments';
import { useManualPaymentTexts } from './manual-payment-texts';

export interface PaymentFormValues {
  amount: string;
  paymentMethod: ManualPaymentMethod;
  notes: string;
  reactivateSubscription: boolean;
}

// SPEC §3 "Payment-received form": bank_transfer and reactivation are the defaults.
const initialForm: PaymentFormValues = {
  amount: '',
  paymentMethod: 'bank_transfer',
  notes: '',
  reactivateSubscription: true,
};

/** Reactivation lifts a suspension (SPEC §4); with no subscription, or one that runs, there is none to lift. */
export function mayReactivate(lookup: PaymentLookup | null): boolean {
  const status = lookup?.subscription?.status;
  return status === 'suspended' || status === 'payment_pending';
}

/** The three steps of SPEC's manual payment dialog: search the reference, see the claim, process it. */
export function useManualPayment(
  initialReference: string,
  onPaid: (result: MarkPaidResult, lookup: PaymentLookup) => void,
) {
  const { t } = useTranslation();
  const prefix = useManualPaymentTexts();
  const search = useSearchPaymentReference();
  const markPaid = useMarkPaid();
  const [reference, setReferenceText] = useState(normalizePaymentReference(initialReference));
  const [lookup, setLookup] = useState<PaymentLookup | null>(null);
  const [searchError, setSearchError] = useState<string | null>(null);
  const [form, setForm] = useState<PaymentFormValues>(initialForm);
  const [processError, setProcessError] = useState<string | null>(null);

  // Typing another reference forgets the claim found for the previous one.
  const setReference = (text: string) => {
    setReferenceText(text.toUpperCase());
    setLookup(null);
    setSearchError(null);
  };

  const runSearch = (text = reference) => {
    const normalized = normalizePaymentReference(text);
    setLookup(null);
    setProcessError(null);
    if (normalized === '') return setSearchError(t(`${prefix}.manualPayment.enterReference`));
    if (!isPaymentReference(normalized)) return setSearchError(t(`${prefix}.manualPayment.referenceFormat`));
    setSearchError(null);
    search.mutate(normalized, {
      onSuccess: (found) => {
        setLookup(found);
        setForm((current) => ({
          ...current,
          amount: centsToEuroString(found.billingLetter.totalAmount),
          reactivateSubscription: mayReactivate(found),
        }));
      },
      onError: (error) =>
        setSearchError(
          isApiError(error) && error.status === 404
            ? t(`${prefix}.manualPayment.referenceNotFound`)
            : t(`${prefix}.manualPayment.searchFailed`),
        ),
    });
  };

  const process = () => {
    if (!lookup) return setProcessError(t(`${prefix}.manualPayment.searchFirst`));
    const amount = parseEuroToCents(form.amount);
    if (amount === null || amount <= 0) return setProcessError(t(`${prefix}.manualPayment.amountInvalid`));
    setProcessError(null);
    markPaid.mutate(
      {
        id: lookup.billingLetter.id,
        body: {
          amount,
          paymentMethod: form.paymentMethod,
          notes: form.notes.trim(),
          reactivateSubscription: form.reactivateSubscription && mayReactivate(lookup),
        },
      },
      {
        onSuccess: (result) => onPaid(result, lookup),
        onError: (error) => {
          const detail = isApiError(error) ? error.message : '';
          setProcessError(`${t(`${prefix}.manualPayment.processFailed`)}${detail ? `: ${detail}` : ''}`);
        },
      },
    );
  };

  const changeForm = <Key extends keyof PaymentFormValues>(key: Key, value: PaymentFormValues[Key]) =>
    setForm((current) => ({ ...current, [key]: value }));

  return {
    reference,
    setReference,
    runSearch,
    isSearching: search.isPending,
    searchError,
    lookup,
    form,
    changeForm,
    canReactivate: mayReactivate(lookup),
    process,
    isProcessing: markPaid.isPending,
    processError,
  };
}

export type ManualPaymentState = ReturnType<typeof useManualPayment>;
