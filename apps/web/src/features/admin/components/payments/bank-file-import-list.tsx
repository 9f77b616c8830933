import { formatDateTime } from '@hostportaal/domain';
import { useTranslation } from 'react-i18next';
import { ErrorWithRetry } from '../../../../components/ui/error-with-retry';
import { Spinner } from '../../../../components/ui/spinner';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../../components/ui/table';
import { useBankFileImports } from '../../api/bank-files';

const wideOnly = 'hidden md:table-cell';
const HASH_SHOWN = 12;

/** Bank files imported earlier, newest first as the server sends them. */
export function BankFileImportList() {
  const { t } = useTranslation('translation', { keyPrefix: 'adminBilling.bankFiles' });
  const imports = useBankFileImports();
  return (
    <section className="space-y-2" aria-label={t('earlier')}>
      <h3 className="text-sm font-semibold text-slate-900 dark:text-white">{t('earlier')}</h3>
      {imports.isPending ? <Spinner label={t('loading')} /> : null}
      {imports.isError ? (
        <ErrorWithRetry
          message={t('loadError', { error: imports.error.message })}
          onRetry={() => void imports.refetch()}
          isRetrying={imports.isFetching}
          retryLabel={t('retry')}
        />
      ) : null}
      {imports.data && !imports.isError ? (
        imports.data.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('empty')}</p>
        ) : (
          <Table>
            <TableHead>
              <tr>
                <TableHeaderCell>{t('list.fileName')}</TableHeaderCell>
                <TableHeaderCell className={wideOnly}>{t('list.messageType')}</TableHeaderCell>
                <TableHeaderCell>{t('list.importedAt')}</TableHeaderCell>
                <TableHeaderCell className="text-right">{t('outcome.matched')}</TableHeaderCell>
                <TableHeaderCell className={`${wideOnly} text-right`}>
                  {t('outcome.already_known')}
                </TableHeaderCell>
                <TableHeaderCell className="text-right">{t('outcome.unmatched')}</TableHeaderCell>
                <TableHeaderCell className={wideOnly}>{t('list.hash')}</TableHeaderCell>
              </tr>
            </TableHead>
            <TableBody>
              {imports.data.map((item) => (
                <TableRow key={item.id} data-testid="bank-file-import-row">
                  <TableCell className="font-medium break-all">{item.fileName}</TableCell>
                  <TableCell className={wideOnly}>{item.messageType}</TableCell>
                  <TableCell className="whitespace-nowrap">{formatDateTime(item.importedAt)}</TableCell>
                  <TableCell className="text-right">{item.matched}</TableCell>
                  <TableCell className={`${wideOnly} text-right`}>{item.alreadyKnown}</TableCell>
                  <TableCell className="text-right">{item.unmatched}</TableCell>
                  <TableCell className={`${wideOnly} font-mono text-xs`}>
                    <span title={item.sha256}>{`${item.sha256.slice(0, HASH_SHOWN)}…`}</span>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )
      ) : null}
    </section>
  );
}
