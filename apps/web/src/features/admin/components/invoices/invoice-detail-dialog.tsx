import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../../components/ui/dialog';
import { ErrorWithRetry } from '../../../../components/ui/error-with-retry';
import { useApiErrorText } from '../../../../components/ui/screen-words';
import { Spinner } from '../../../../components/ui/spinner';
import { usePermission } from '../../../../lib/session/use-permission';
import { useAdminInvoice } from '../../api/admin-invoices';
import { InvoiceDetailActions } from './invoice-detail-actions';
import { InvoiceDetailBody } from './invoice-detail-body';
import { InvoiceOnlineRefundsSection } from './invoice-online-refunds-section';
import { InvoicePeppolSection } from './invoice-peppol-section';

interface InvoiceDetailDialogProps {
  invoiceId: string | null;
  onClose: () => void;
}

export function InvoiceDetailDialog({ invoiceId, onClose }: InvoiceDetailDialogProps) {
  const { t } = useTranslation();
  const errorText = useApiErrorText('adminErrors');
  const invoice = useAdminInvoice(invoiceId);
  const can = usePermission();
  const title = invoice.data
    ? t('adminBilling.detail.title', { number: invoice.data.invoiceNumber })
    : t('adminBilling.detail.loadingTitle');
  return (
    <Dialog
      open={invoiceId !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      size="lg"
    >
      {invoice.isPending ? <Spinner label={t('adminBilling.detail.loading')} /> : null}
      {invoice.isError ? (
        <ErrorWithRetry
          message={t('adminBilling.detail.loadError', { error: errorText(invoice.error) })}
          onRetry={() => void invoice.refetch()}
          isRetrying={invoice.isFetching}
        />
      ) : null}
      {invoice.data ? (
        <div className="space-y-6">
          <InvoiceDetailBody invoice={invoice.data} />
          {/* Refunds through Mollie are billing's (issue 29); the route's guard says the same. */}
          {can('billing') && invoice.data.kind === 'invoice' ? (
            <InvoiceOnlineRefundsSection
              invoiceId={invoice.data.id}
              invoiceNumber={invoice.data.invoiceNumber}
            />
          ) : null}
          <InvoicePeppolSection invoiceId={invoice.data.id} />
          <InvoiceDetailActions invoice={invoice.data} />
        </div>
      ) : null}
    </Dialog>
  );
}
