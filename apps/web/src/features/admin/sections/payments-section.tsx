import { Banknote } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { BankFileCard } from '../components/payments/bank-file-card';
import { ManualPaymentDialog } from '../components/payments/manual-payment-dialog';
import { PendingManualPayments } from '../components/payments/pending-manual-payments';
import { SepaBatchCard } from '../components/payments/sepa-batch-card';

// Administration Dashboard section "payments": SEPA batches and bank files (issue 5) above the manual
// payments by reference (issue 4, SPEC §2, §5).
export function PaymentsSection() {
  const { t } = useTranslation();
  // null = closed; '' = opened empty; a reference = opened from a row of the list.
  const [dialogReference, setDialogReference] = useState<string | null>(null);
  return (
    <div className="space-y-6">
      <SepaBatchCard />
      <BankFileCard />
      <Card>
        <CardHeader className="flex flex-wrap items-start justify-between gap-4 pb-6 sm:flex-row">
          <div className="space-y-1.5">
            <CardTitle>{t('adminBilling.payments.title')}</CardTitle>
            <CardDescription>{t('adminBilling.payments.description')}</CardDescription>
          </div>
          <Button onClick={() => setDialogReference('')}>
            <Banknote className="size-4" aria-hidden="true" />
            {t('adminBilling.payments.open')}
          </Button>
        </CardHeader>
      </Card>
      <PendingManualPayments onRegister={setDialogReference} />
      <ManualPaymentDialog
        open={dialogReference !== null}
        onOpenChange={(open) => {
          if (!open) setDialogReference(null);
        }}
        initialReference={dialogReference ?? ''}
      />
    </div>
  );
}
