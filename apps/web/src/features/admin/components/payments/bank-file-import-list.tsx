import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { ErrorWithRetry } from '../../../../components/ui/error-with-retry';
import { Pagination } from '../../../../components/ui/pagination';
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
import { formatDateTime } from '../../../../lib/dates/format-date';
import { useBankFileImports } from '../../api/bank-files';

const wideOnly = 'hidden md:table-cell';
const wideBlock = 'hidden md:block';
const HASH_SHOWN = 12;

interface BankFileImportListProps {
  /** The import whose report is on show, if any. */
  shownId: string | null;
  onShow: (id: string) => void;
}

/** Bank files imported earlier, newest first, a page at a time; each opens its report. */
export function BankFileImportList({ shownId, onShow }: BankFileImportListProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminBilling.bankFiles' });
  const errorText = useApiErrorText('adminErrors');
  const [page, setPage] = useState(1);
  const imports = useBankFileImports(page);
  return (
    <section className="space-y-2" aria-label={t('earlier')}>
      <h3 className="text-sm font-semibold text-slate-900 dark:text-white">{t('earlier')}</h3>
      {imports.isPending ? <Spinner label={t('loading')} /> : null}
      {imports.isError ? (
        <ErrorWithRetry
          message={t('loadError', { error: errorText(imports.error) })}
          onRetry={() => void imports.refetch()}
          isRetrying={imports.isFetching}
          retryLabel={t('retry')}
        />
      ) : null}
      {imports.data && !imports.isError ? (
        imports.data.imports.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('empty')}</p>
        ) : (
          // The file's type and hash stand under its name (issue 20): the name keeps the room to be read.
          <Table dense>
            <TableHead>
              <tr>
                <TableHeaderCell>
                  {t('list.fileName')}
                  <span className={wideBlock}>
                    {t('list.messageType')} · {t('list.hash')}
                  </span>
                </TableHeaderCell>
                <TableHeaderCell>{t('list.importedAt')}</TableHeaderCell>
                <TableHeaderCell className="text-right">{t('outcome.matched')}</TableHeaderCell>
                <TableHeaderCell className={`${wideOnly} text-right`}>
                  {t('outcome.already_known')}
                </TableHeaderCell>
                <TableHeaderCell className="text-right">{t('outcome.unmatched')}</TableHeaderCell>
                <TableHeaderCell>
                  <span className="sr-only">{t('list.report')}</span>
                </TableHeaderCell>
              </tr>
            </TableHead>
            <TableBody>
              {imports.data.imports.map((item) => (
                <TableRow key={item.id} data-testid="bank-file-import-row">
                  <TableCell className="min-w-48">
                    <span className="block font-medium wrap-anywhere">{item.fileName}</span>
                    <span className={`${wideBlock} text-xs text-slate-600 dark:text-slate-400`}>
                      {item.messageType} ·{' '}
                      <span
                        className="font-mono"
                        title={item.sha256}
                      >{`${item.sha256.slice(0, HASH_SHOWN)}…`}</span>
                    </span>
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{formatDateTime(item.importedAt)}</TableCell>
                  <TableCell className="text-right">{item.matched}</TableCell>
                  <TableCell className={`${wideOnly} text-right`}>{item.alreadyKnown}</TableCell>
                  <TableCell className="text-right">{item.unmatched}</TableCell>
                  <TableCell className="text-right whitespace-nowrap">
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t('list.showReportOf', { fileName: item.fileName })}
                      aria-pressed={item.id === shownId}
                      onClick={() => onShow(item.id)}
                    >
                      {t('list.showReport')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )
      ) : null}
      {imports.data ? (
        <Pagination
          keyPrefix="adminOverview.pagination"
          page={imports.data.pagination.page}
          totalPages={imports.data.pagination.totalPages}
          totalItems={imports.data.pagination.totalItems}
          onPageChange={setPage}
          disabled={imports.isFetching}
        />
      ) : null}
    </section>
  );
}
