import type { PaymentLookup } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { useScreenWords } from '../../../../components/ui/screen-words';
import { useToast } from '../../../../components/ui/toast';
import type { MarkPaidResult } from '../../api/payments';
import {
  type ManualPaymentTexts,
  ManualPaymentTextsProvider,
  useManualPaymentTexts,
} from './manual-payment-texts';
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
  /**
   * Whose texts the dialog shows: the English Administration Dashboard's (`adminBilling`, the default) or
   * the Dutch ones of Incasso Beheer (`enhanced`).
   */
  texts?: ManualPaymentTexts;
}

/**
 * SPEC's payment-received dialog (manual payment modal): search the reference, see the claim, process the
 * payment. Reused by the payments section and Incasso Beheer; `texts` picks the catalogue of the screen.
 */
export function ManualPaymentDialog({
  open,
  onOpenChange,
  initialReference = '',
  onPaid,
  texts = 'adminBilling',
}: ManualPaymentDialogProps) {
  // The screen's own word: 'Close' in the Administration Dashboard, 'Sluiten' in Incasso Beheer (issue 28).
  const words = useScreenWords();
  const { t } = useTranslation();
  return (
    <ManualPaymentTextsProvider texts={texts}>
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        size="lg"
        title={t(`${texts}.manualPayment.title`)}
        description={t(`${texts}.manualPayment.description`)}
        footer={
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {words.close}
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
    </ManualPaymentTextsProvider>
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
  const prefix = useManualPaymentTexts();
  const toast = useToast();
  const payment = useManualPayment(initialReference, (result, lookup) => {
    toast(
      t(`${prefix}.manualPayment.processed`, {
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
