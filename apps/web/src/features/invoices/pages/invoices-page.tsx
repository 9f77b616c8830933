import type { CustomerInvoice, InvoiceStatusValue } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import { Landmark, Wallet } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { ArrangementEntryLine } from '../../../components/payment-arrangement/arrangement-entry-line';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../../../lib/session/session-context';
import { type InvoiceFileFormat, useDownloadInvoice } from '../api/download-invoice';
import { useCustomerLetters } from '../api/get-customer-letters';
import { useInvoices } from '../api/get-invoices';
import { CustomerLettersSection } from '../components/customer-letters-section';
import { InvoiceFilters } from '../components/invoice-filters';
import { InvoiceTable } from '../components/invoice-table';

function InvoicesLoading() {
  const { t } = useTranslation();
  return (
    <p className="flex items-center gap-2 text-slate-600 dark:text-slate-400">
      <Spinner label={t('billing.invoices.loading')} />
      {t('billing.invoices.loading')}
    </p>
  );
}

/** Brings the linked invoice into view once it is listed: its row in the table, its card on a phone. */
function useScrollToLinkedInvoice(invoiceId: string | null, listed: boolean) {
  const scrolledTo = useRef<string | null>(null);
  useEffect(() => {
    if (!invoiceId || !listed || scrolledTo.current === invoiceId) return;
    scrolledTo.current = invoiceId;
    const row = document.getElementById(`invoice-detail-${invoiceId}`)?.previousElementSibling;
    const card = document.getElementById(`invoice-card-detail-${invoiceId}`)?.closest('li');
    // The one the screen width shows (the other list is display: none).
    const shown = [row, card].find((element) => element && element.getClientRects().length > 0);
    shown?.scrollIntoView({ block: 'start' });
  }, [invoiceId, listed]);
}

export function InvoicesPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const userId = user?.id ?? '';
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<InvoiceStatusValue | undefined>();
  const [year, setYear] = useState<number | undefined>();
  // A link that names an invoice (a notification, a suspended service's "pay it") opens its details.
  const [searchParams] = useSearchParams();
  const linkedInvoiceId = searchParams.get('invoice');
  const [openInvoiceId, setOpenInvoiceId] = useState<string | null>(linkedInvoiceId);
  useEffect(() => {
    if (linkedInvoiceId) setOpenInvoiceId(linkedInvoiceId);
  }, [linkedInvoiceId]);
  const invoices = useInvoices(userId, { page, status, year });
  // The letters section sits above the list and shows only when there is a letter. Until the first answer
  // (letters or an error) the page shows one loading line instead of a list that a letter would then push
  // down: a layout shift Lighthouse measured at 0.21 (issue 9).
  const lettersKnown = useCustomerLetters(userId, 1).isFetched;
  const download = useDownloadInvoice(userId);
  const data = invoices.data;
  useScrollToLinkedInvoice(
    linkedInvoiceId,
    Boolean(data?.invoices.some((invoice) => invoice._id === linkedInvoiceId)),
  );

  const onDownload = (invoice: CustomerInvoice, format: InvoiceFileFormat) =>
    download.mutate({ invoiceId: invoice._id, invoiceNumber: invoice.invoiceNumber, format });
  const downloading = download.isPending && download.variables ? download.variables : null;
  const downloadError =
    download.isError && download.variables
      ? {
          invoiceId: download.variables.invoiceId,
          message: t(
            download.variables.format === 'ubl'
              ? 'billing.invoices.detail.downloadUblError'
              : 'billing.invoices.detail.downloadError',
            { error: download.error.message },
          ),
        }
      : null;

  return (
    <section className="space-y-6" aria-labelledby="page-title">
      <DocumentTitle page={t('nav.invoices')} />
      <div className="space-y-2">
        <h1
          id="page-title"
          className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white"
        >
          {t('billing.invoices.title')}
        </h1>
        <p className="text-slate-600 dark:text-slate-400">{t('billing.invoices.intro')}</p>
      </div>
      <p className="flex items-start gap-3 rounded-xl border border-indigo-200 bg-indigo-50 p-4 text-sm text-indigo-900 dark:border-indigo-900 dark:bg-indigo-950/50 dark:text-indigo-100">
        <Landmark aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {t('billing.invoices.sepaNotice')}
      </p>
      <ArrangementEntryLine />
      {data && data.accountCreditCents > 0 ? (
        <p
          className="flex items-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950/50 dark:text-emerald-100"
          data-testid="account-credit"
        >
          <Wallet aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {t('billing.invoices.accountCredit', { amount: formatCents(data.accountCreditCents) })}
        </p>
      ) : null}
      {lettersKnown ? <CustomerLettersSection userId={userId} /> : <InvoicesLoading />}
      <Card hidden={!lettersKnown}>
        <CardContent className="space-y-4">
          <InvoiceFilters
            status={status}
            year={year}
            years={data?.years ?? []}
            onStatusChange={(value) => {
              setStatus(value);
              setPage(1);
              setOpenInvoiceId(null);
            }}
            onYearChange={(value) => {
              setYear(value);
              setPage(1);
              setOpenInvoiceId(null);
            }}
          />
          {invoices.isPending ? <InvoicesLoading /> : null}
          {invoices.isError ? (
            <Alert variant="error">
              <p>{t('billing.invoices.loadError', { error: invoices.error.message })}</p>
              <Button
                variant="secondary"
                size="sm"
                className="mt-2"
                onClick={() => void invoices.refetch()}
                isLoading={invoices.isFetching}
              >
                {t('common.retry')}
              </Button>
            </Alert>
          ) : null}
          {data && !invoices.isError ? (
            data.invoices.length === 0 ? (
              <p className="py-8 text-center text-slate-600 dark:text-slate-400">
                {t('billing.invoices.empty')}
              </p>
            ) : (
              // w-0 + min-w-full: the table adds nothing to the page's minimum width, so on a phone it
              // scrolls sideways inside the card instead of widening the whole page.
              <div className="w-0 min-w-full" aria-busy={invoices.isFetching || undefined}>
                <InvoiceTable
                  invoices={data.invoices}
                  openInvoiceId={openInvoiceId}
                  onToggle={(invoiceId) =>
                    setOpenInvoiceId((current) => (current === invoiceId ? null : invoiceId))
                  }
                  onDownload={onDownload}
                  downloading={downloading}
                  downloadError={downloadError}
                />
                <Pagination
                  page={data.pagination.page}
                  totalPages={data.pagination.totalPages}
                  totalItems={data.pagination.totalItems}
                  disabled={invoices.isFetching}
                  onPageChange={(next) => {
                    setPage(next);
                    setOpenInvoiceId(null);
                  }}
                />
              </div>
            )
          ) : null}
        </CardContent>
      </Card>
    </section>
  );
}
