import type { PaymentLookup } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { useToast } from '../../../../components/ui/toast';
import type { MarkPaidResult } from '../../api/payments';
import { PaymentLookupDetails } from './payment-lookup-details';
import { PaymentProcessForm } from './payment-process-form';
import { PaymentReferenceSearch } from './payment-reference-search';
import { useManualPayment } from './use-manual-payment';

interface ManualPaymentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A reference to search at once (the "Register payment" button of a list row). */
  initialReference?: string;
  onPaid?: (result: MarkPaidResult, lookup: PaymentLookup) => void;
}

/**
 * SPEC's payment-received dialog (manual payment modal): search the reference, see the claim, process the
 * payment. Reused by the payments section and the collections screen.
 */
export function ManualPaymentDialog({
  open,
  onOpenChange,
  initialReference = '',
  onPaid,
}: ManualPaymentDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={t('adminBilling.manualPayment.title')}
      description={t('adminBilling.manualPayment.description')}
      footer={
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {t('common.close')}
        </Button>
      }
    >
      {/* Mounted only while open, so every opening starts from an empty (or the given) reference. */}
      {open ? (
        <ManualPaymentSteps
          initialReference={initialReference}
          onPaid={(result, lookup) => {
            onPaid?.(result, lookup);
            onOpenChange(false);
          }}
        />
      ) : null}
    </Dialog>
  );
}

function ManualPaymentSteps({
  initialReference,
  onPaid,
}: {
  initialReference: string;
  onPaid: (result: MarkPaidResult, lookup: PaymentLookup) => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const payment = useManualPayment(initialReference, (result, lookup) => {
    toast(
      t('adminBilling.manualPayment.processed', {
        reference: lookup.billingLetter.reference,
        open: formatCents(result.openCents),
      }),
      { tone: 'success' },
    );
    onPaid(result, lookup);
  });
  const { runSearch } = payment;
  // Search the given reference once on opening (a ref, because StrictMode runs effects twice).
  const searchedInitial = useRef(false);
  useEffect(() => {
    if (searchedInitial.current || initialReference.trim() === '') return;
    searchedInitial.current = true;
    runSearch(initialReference);
  }, [initialReference, runSearch]);

  return (
    <div className="space-y-6">
      <PaymentReferenceSearch {...payment} />
      {payment.lookup ? <PaymentLookupDetails lookup={payment.lookup} /> : null}
      <PaymentProcessForm {...payment} />
    </div>
  );
}
