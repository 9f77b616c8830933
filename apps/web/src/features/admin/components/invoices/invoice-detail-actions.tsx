import type { AdminInvoiceDetail } from '@hostportaal/contract';
import { Download, FileCode, Mail, ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { ErrorWithRetry } from '../../../../components/ui/error-with-retry';
import { useApiErrorText } from '../../../../components/ui/screen-words';
import { usePermission } from '../../../../lib/session/use-permission';
import {
  useDownloadAdminInvoicePdf,
  useDownloadAdminInvoiceUbl,
  useResendInvoice,
} from '../../api/admin-invoice-actions';
import { CreditNoteForm } from './credit-note-form';

export function InvoiceDetailActions({ invoice }: { invoice: AdminInvoiceDetail }) {
  const { t } = useTranslation();
  const errorText = useApiErrorText('adminErrors');
  const can = usePermission();
  const pdf = useDownloadAdminInvoicePdf();
  const ubl = useDownloadAdminInvoiceUbl();
  const resend = useResendInvoice();
  const [crediting, setCrediting] = useState(false);
  const [creditedAs, setCreditedAs] = useState<string | null>(null);
  const downloadPdf = () => pdf.mutate({ id: invoice.id, invoiceNumber: invoice.invoiceNumber });
  const downloadUbl = () =>
    ubl.mutate({ userId: invoice.userId, id: invoice.id, invoiceNumber: invoice.invoiceNumber });
  // Hidden while the form is open, so the form's own submit button is the one 'Create credit note'.
  const canCredit = can('billing') && invoice.kind === 'invoice' && invoice.creditableCents > 0 && !crediting;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={downloadPdf} isLoading={pdf.isPending}>
          <Download className="size-4" aria-hidden="true" />
          {t('adminBilling.detail.pdf')}
        </Button>
        <Button variant="secondary" onClick={downloadUbl} isLoading={ubl.isPending}>
          <FileCode className="size-4" aria-hidden="true" />
          {t('adminBilling.detail.ubl')}
        </Button>
        {/* Support resends an invoice; a credit note is billing (issue 18). */}
        {can('support') ? (
          <Button variant="secondary" onClick={() => resend.mutate(invoice.id)} isLoading={resend.isPending}>
            <Mail className="size-4" aria-hidden="true" />
            {t('adminBilling.detail.resend')}
          </Button>
        ) : null}
        {canCredit ? (
          <Button variant="secondary" onClick={() => setCrediting(true)}>
            <ReceiptText className="size-4" aria-hidden="true" />
            {t('adminBilling.credit.open')}
          </Button>
        ) : null}
      </div>
      {pdf.isError ? (
        <ErrorWithRetry
          message={t('adminBilling.detail.pdfFailed', { error: errorText(pdf.error) })}
          onRetry={downloadPdf}
        />
      ) : null}
      {ubl.isError ? (
        <ErrorWithRetry
          message={t('adminBilling.detail.ublFailed', { error: errorText(ubl.error) })}
          onRetry={downloadUbl}
        />
      ) : null}
      {resend.isError ? (
        <ErrorWithRetry
          message={t('adminBilling.detail.resendFailed', { error: errorText(resend.error) })}
          onRetry={() => resend.mutate(invoice.id)}
        />
      ) : null}
      {resend.isSuccess ? <Alert variant="success">{t('adminBilling.detail.resent')}</Alert> : null}
      {creditedAs ? (
        <Alert variant="success">{t('adminBilling.credit.created', { number: creditedAs })}</Alert>
      ) : null}
      {crediting ? (
        <CreditNoteForm
          invoice={invoice}
          onCancel={() => setCrediting(false)}
          onDone={(number) => {
            setCrediting(false);
            setCreditedAs(number);
          }}
        />
      ) : null}
    </div>
  );
}
