import type { AdminInvoiceRow, BankFileLine } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { useApiErrorText } from '../../../../components/ui/screen-words';
import { Spinner } from '../../../../components/ui/spinner';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../../components/ui/table';
import { useToast } from '../../../../components/ui/toast';
import { adminInvoicesQuery } from '../../api/admin-invoices';
import { useAssignBankFileLine } from '../../api/bank-files';

const RESULTS_SHOWN = 8;
// A payer who forgot the PAY- reference often still names the invoice ('factuur 2026-000123').
const INVOICE_IN_TEXT = /PAY-\d{4}-\d{4,}|\b\d{4}-\d{6,}\b/i;

interface BankFileAssignDialogProps {
  importId: string;
  index: number;
  line: BankFileLine;
  onOpenChange: (open: boolean) => void;
}

/** Finds the invoice an unmatched line pays (number, PAY- reference or customer) and books the line on it. */
export function BankFileAssignDialog({ importId, index, line, onOpenChange }: BankFileAssignDialogProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminBilling.bankFiles.assign' });
  const errorText = useApiErrorText('adminErrors');
  const toast = useToast();
  const guess = INVOICE_IN_TEXT.exec(line.remittance ?? '')?.[0]?.toUpperCase() ?? '';
  const [typed, setTyped] = useState(guess);
  const [search, setSearch] = useState(guess);
  const invoices = useQuery({
    ...adminInvoicesQuery({ page: 1, limit: RESULTS_SHOWN, search, kind: 'invoice' }),
    enabled: search !== '',
  });
  const assign = useAssignBankFileLine();
  const amount = formatCents(line.amountCents ?? 0);

  const book = (invoice: AdminInvoiceRow) =>
    assign.mutate(
      { importId, index, invoiceId: invoice.id },
      {
        onSuccess: (result) => {
          toast(
            result.creditedCents > 0
              ? t('doneWithCredit', {
                  amount,
                  invoiceNumber: result.invoice.invoiceNumber,
                  credit: formatCents(result.creditedCents),
                })
              : t('done', { amount, invoiceNumber: result.invoice.invoiceNumber }),
            { tone: 'success' },
          );
          onOpenChange(false);
        },
      },
    );

  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      size="lg"
      title={t('title')}
      description={t('description')}
      footer={
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {t('cancel')}
        </Button>
      }
    >
      <div className="space-y-5">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-600 dark:text-slate-400">{t('amount')}</dt>
          <dd className="font-medium" data-testid="assign-amount">
            {amount}
          </dd>
          <dt className="text-slate-600 dark:text-slate-400">{t('debtor')}</dt>
          <dd>{line.debtorName ?? '—'}</dd>
          <dt className="text-slate-600 dark:text-slate-400">{t('remittance')}</dt>
          <dd className="break-words">{line.remittance ?? '—'}</dd>
        </dl>
        <form
          noValidate
          className="flex flex-col gap-2 sm:flex-row sm:items-start"
          onSubmit={(event) => {
            event.preventDefault();
            setSearch(typed.trim());
          }}
        >
          <div className="grow">
            <FormField label={t('search')} hint={t('searchHint')}>
              {(control) => (
                <Input
                  {...control}
                  value={typed}
                  autoComplete="off"
                  spellCheck={false}
                  placeholder="2026-000123"
                  onChange={(event) => setTyped(event.target.value)}
                />
              )}
            </FormField>
          </div>
          <Button
            type="submit"
            className="sm:mt-7"
            disabled={typed.trim() === ''}
            isLoading={invoices.isFetching}
          >
            <Search className="size-4" aria-hidden="true" />
            {t('searchButton')}
          </Button>
        </form>
        {assign.isError ? (
          <Alert variant="error">{t('failed', { error: errorText(assign.error) })}</Alert>
        ) : null}
        {invoices.isError ? (
          <Alert variant="error">{t('searchFailed', { error: errorText(invoices.error) })}</Alert>
        ) : null}
        {search !== '' && invoices.isPending ? <Spinner label={t('searching')} /> : null}
        {invoices.data && invoices.data.invoices.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('noResults')}</p>
        ) : null}
        {invoices.data && invoices.data.invoices.length > 0 ? (
          <Table>
            <TableHead>
              <tr>
                <TableHeaderCell>{t('invoice')}</TableHeaderCell>
                <TableHeaderCell>{t('customer')}</TableHeaderCell>
                <TableHeaderCell className="text-right">{t('open')}</TableHeaderCell>
                <TableHeaderCell>
                  <span className="sr-only">{t('book')}</span>
                </TableHeaderCell>
              </tr>
            </TableHead>
            <TableBody>
              {invoices.data.invoices.map((invoice) => (
                <TableRow key={invoice.id} data-testid="assign-candidate">
                  <TableCell className="whitespace-nowrap">
                    <div className="font-medium">{invoice.invoiceNumber}</div>
                    <div className="text-xs text-slate-600 dark:text-slate-400">
                      {invoice.paymentReference}
                    </div>
                  </TableCell>
                  <TableCell className="break-all">{invoice.customerName}</TableCell>
                  <TableCell className="text-right whitespace-nowrap">
                    {formatCents(invoice.openCents)}
                  </TableCell>
                  <TableCell className="text-right">
                    {invoice.openCents > 0 ? (
                      <Button
                        size="sm"
                        onClick={() => book(invoice)}
                        isLoading={assign.isPending && assign.variables?.invoiceId === invoice.id}
                        disabled={assign.isPending}
                        aria-label={t('bookLabel', { amount, invoiceNumber: invoice.invoiceNumber })}
                      >
                        {t('book')}
                      </Button>
                    ) : (
                      <span className="text-sm text-slate-600 dark:text-slate-400">{t('paid')}</span>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
      </div>
    </Dialog>
  );
}
