import type { ErrorParams, ManualPaymentMethod, PaymentLookup } from '@hostportaal/contract';
import {
  centsToEuroString,
  isPaymentReference,
  normalizePaymentReference,
  parseEuroToCents,
} from '@hostportaal/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../lib/api/api-error';
import { type ErrorParts, errorTextFor } from '../../../../lib/api/api-error-text';
import { type MarkPaidResult, useMarkPaid, useSearchPaymentReference } from '../../api/payments';
import { useManualPaymentTexts } from './manual-payment-texts';

export interface PaymentFormValues {
  amount: string;
  paymentMethod: ManualPaymentMethod;
  notes: string;
  reactivateSubscription: boolean;
  /** Staff read that the claim's direct debit is at the bank and book anyway (the API requires it then). */
  confirmCollectionAtBank: boolean;
}

// SPEC §3 "Payment-received form": bank_transfer and reactivation are the defaults.
const initialForm: PaymentFormValues = {
  amount: '',
  paymentMethod: 'bank_transfer',
  notes: '',
  reactivateSubscription: true,
  confirmCollectionAtBank: false,
};

type CollectionAtBank = NonNullable<NonNullable<PaymentLookup['invoice']>['collectionAtBank']>;

/** The collection at the bank a 409 payment_collection_at_bank names, from its params. */
function collectionAtBankOf(params: ErrorParams | undefined): CollectionAtBank | null {
  const { messageId, collectionDate, amountCents } = params ?? {};
  return typeof messageId === 'string' &&
    typeof collectionDate === 'string' &&
    typeof amountCents === 'number'
    ? { messageId, collectionDate, amountCents }
    : null;
}

/** The refusal the API would give, to word the same warning before asking it. */
function collectionAtBankRefusal(lookup: PaymentLookup, atBank: CollectionAtBank): ErrorParts {
  return {
    status: 409,
    code: 'CONFLICT',
    reason: 'payment_collection_at_bank',
    params: { invoiceNumber: lookup.invoice?.invoiceNumber ?? '', ...atBank },
  };
}

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
  // The English dashboard words refusals in the admin catalogue, Incasso Beheer in the user's language.
  const errorText = (parts: ErrorParts) =>
    errorTextFor(parts, t, prefix === 'adminBilling' ? 'adminErrors' : 'errors');
  const search = useSearchPaymentReference();
  const markPaid = useMarkPaid();
  const [reference, setReferenceText] = useState(normalizePaymentReference(initialReference));
  const [lookup, setLookup] = useState<PaymentLookup | null>(null);
  const [searchError, setSearchError] = useState<string | null>(null);
  const [form, setForm] = useState<PaymentFormValues>(initialForm);
  const [processError, setProcessError] = useState<string | null>(null);
  // One key per intent (issue 27): a double click or a retry of the same payment books once; a changed form
  // or another claim is another intent with a new key. A ref, so two clicks in one frame see the same key.
  const intent = useRef({ signature: '', key: '' });

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
          confirmCollectionAtBank: false,
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
    const atBank = lookup.invoice?.collectionAtBank ?? null;
    if (atBank && !form.confirmCollectionAtBank)
      return setProcessError(errorText(collectionAtBankRefusal(lookup, atBank)));
    setProcessError(null);
    const id = lookup.billingLetter.id;
    const body = {
      amount,
      paymentMethod: form.paymentMethod,
      notes: form.notes.trim(),
      reactivateSubscription: form.reactivateSubscription && mayReactivate(lookup),
      confirmCollectionAtBank: atBank !== null && form.confirmCollectionAtBank,
    };
    const signature = JSON.stringify({ id, body });
    if (signature !== intent.current.signature) intent.current = { signature, key: crypto.randomUUID() };
    const idempotencyKey = intent.current.key;
    markPaid.mutate(
      { id, body, idempotencyKey },
      {
        onSuccess: (result) => onPaid(result, lookup),
        onError: (error) => {
          // The file went to the bank after the lookup: show the warning and ask for the confirmation.
          const invoice = lookup.invoice;
          if (isApiError(error) && error.reason === 'payment_collection_at_bank' && invoice) {
            const collectionAtBank = collectionAtBankOf(error.params);
            if (collectionAtBank) setLookup({ ...lookup, invoice: { ...invoice, collectionAtBank } });
            return setProcessError(errorText(error));
          }
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
