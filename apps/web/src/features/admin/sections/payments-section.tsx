import { Banknote } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { AccountCreditCard } from '../components/account-credit/account-credit-card';
import { OnlinePaymentsCard } from '../components/online-payments/online-payments-card';
import { BankFileCard } from '../components/payments/bank-file-card';
import { ManualPaymentDialog } from '../components/payments/manual-payment-dialog';
import { PendingManualPayments } from '../components/payments/pending-manual-payments';
import { SepaBatchCard } from '../components/payments/sepa-batch-card';
import { SepaAnalyticsCard } from '../components/sepa/sepa-analytics-card';
import { SepaManagementCard } from '../components/sepa/sepa-management-card';
import { useDeepLink } from '../components/shell/use-deep-link';

const VIEWS = ['direct-debits', 'batches', 'manual', 'online', 'credit'] as const;
type PaymentsView = (typeof VIEWS)[number];
const toView = (value: string | null): PaymentsView =>
  VIEWS.find((view) => view === value) ?? 'direct-debits';
const viewLabels = {
  'direct-debits': 'directDebits',
  batches: 'batches',
  manual: 'manual',
  online: 'online',
  credit: 'credit',
} as const;

function ManualPayments() {
  const { t } = useTranslation();
  // null = closed; '' = opened empty; a reference = opened from a row of the list.
  const [dialogReference, setDialogReference] = useState<string | null>(null);
  // `?view=manual&reference=PAY-…` (the header search) opens the lookup on that reference.
  const [linkedReference, clearLinkedReference] = useDeepLink('reference');
  const shownReference = dialogReference ?? linkedReference;
  return (
    <div className="space-y-6">
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
        // A new reference from the search remounts the lookup on it.
        key={shownReference ?? ''}
        open={shownReference !== null}
        onOpenChange={(open) => {
          if (open) return;
          setDialogReference(null);
          if (linkedReference) clearLinkedReference();
        }}
        initialReference={shownReference ?? ''}
      />
    </div>
  );
}

// Administration Dashboard section "payments": SEPA Direct Debit Management, the pain.008 batches and bank
// files (issue 5), the manual payments by reference (issue 4, SPEC §2, §5), the online payments through
// Mollie (issue 29) and the account credit we owe customers (issue 27); the whole section needs the billing permission (admin-sections.ts). The open view
// lives in `?view=` so it can be linked; `?view=manual&reference=` opens the lookup on a reference.
export function PaymentsSection() {
  const { t } = useTranslation('translation', { keyPrefix: 'adminSepa.views' });
  const [searchParams, setSearchParams] = useSearchParams();
  const view = toView(searchParams.get('view'));
  const open = (next: string) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      params.set('view', toView(next));
      return params;
    });
  return (
    <Tabs value={view} onValueChange={open} activationMode="manual" className="space-y-6">
      <TabsList label={t('label')}>
        {VIEWS.map((id) => (
          <TabsTrigger key={id} value={id}>
            {t(viewLabels[id])}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="direct-debits" className="space-y-6 focus-visible:outline-none">
        <SepaManagementCard />
        <SepaAnalyticsCard />
      </TabsContent>
      <TabsContent value="batches" className="space-y-6 focus-visible:outline-none">
        <SepaBatchCard />
        <BankFileCard />
      </TabsContent>
      <TabsContent value="manual" className="focus-visible:outline-none">
        <ManualPayments />
      </TabsContent>
      <TabsContent value="online" className="focus-visible:outline-none">
        <OnlinePaymentsCard />
      </TabsContent>
      <TabsContent value="credit" className="focus-visible:outline-none">
        <AccountCreditCard />
      </TabsContent>
    </Tabs>
  );
}
