import type { ChangeMandateIbanResult } from '@hostportaal/contract';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../../../lib/session/session-context';
import { useMandates } from '../api/mandates';
import { useTimedMessage } from '../hooks/use-timed-message';
import { MandateItem } from './mandate-item';
import { SectionMessage } from './section-message';

/** "Betaalgegevens": the customer's direct debit mandates, where a Dutch customer changes their IBAN. */
export function PaymentTab() {
  const { t } = useTranslation();
  const { user } = useSession();
  const mandates = useMandates();
  const { message, show } = useTimedMessage();

  if (mandates.isPending) return <Spinner label={t('mandate.loading')} />;
  if (mandates.isError) {
    return (
      <Alert variant="error">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <span>{t('mandate.loadFailed')}</span>
          <Button variant="secondary" size="sm" onClick={() => void mandates.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      </Alert>
    );
  }
  const { mandates: list, creditor } = mandates.data;
  // What the new account changes for unpaid invoices comes from the server's claim lifecycle.
  const changed = (result: ChangeMandateIbanResult) => {
    const confirmed = result.renewed
      ? t('mandate.success.renew', { reference: result.mandate.reference })
      : t('mandate.success.amend');
    const invoices = result.collectedInvoiceNumbers;
    const collected =
      invoices.length > 0
        ? ` ${t('mandate.success.collected', { count: invoices.length, invoices: invoices.join(', ') })}`
        : '';
    show('success', `${confirmed}${collected}`);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('mandate.heading')}</CardTitle>
        <CardDescription>{t('mandate.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <SectionMessage message={message} />
        {list.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('mandate.empty')}</p>
        ) : (
          list.map((mandate) => (
            <MandateItem
              key={mandate.id}
              mandate={mandate}
              creditor={creditor}
              defaultPlace={mandate.signedPlace ?? user?.city ?? ''}
              onChanged={changed}
            />
          ))
        )}
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {t('mandate.creditor', { name: creditor.name, address: creditor.address })}
          {creditor.creditorId ? ` · ${t('mandate.creditorId', { id: creditor.creditorId })}` : ''}
        </p>
      </CardContent>
    </Card>
  );
}
