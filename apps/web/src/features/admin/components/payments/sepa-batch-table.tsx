import type { SepaBatchView } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../../components/ui/table';
import { formatDateShort, formatDateTime } from '../../../../lib/dates/format-date';
import { SepaBatchStatusBadge } from './sepa-batch-status-badge';

export type SepaBatchAction = 'download' | 'submit' | 'cancel';

const wideOnly = 'hidden md:table-cell';
const wideBlock = 'hidden md:block';
const HASH_SHOWN = 12;

interface TableProps {
  batches: SepaBatchView[];
  onAction: (action: SepaBatchAction, batch: SepaBatchView) => void;
  busy: boolean;
}

export function SepaBatchTable({ batches, onAction, busy }: TableProps) {
  const { t: k } = useTranslation('translation', { keyPrefix: 'adminBilling.sepaBatches' });
  return (
    // At 1366 px every column fits beside the sidebar (issue 20): the file's hash is folded under its message
    // ID and the number of transactions under the total.
    <Table dense>
      <TableHead>
        <tr>
          <TableHeaderCell>
            {k('table.messageId')}
            <span className={wideBlock}>{k('table.hash')}</span>
          </TableHeaderCell>
          <TableHeaderCell>{k('table.collectionDate')}</TableHeaderCell>
          <TableHeaderCell className="text-right">
            {k('table.total')}
            <span className="block">{k('table.transactions')}</span>
          </TableHeaderCell>
          <TableHeaderCell>{k('table.status')}</TableHeaderCell>
          <TableHeaderCell className={wideOnly}>{k('table.created')}</TableHeaderCell>
          <TableHeaderCell className="relative">
            <span className="sr-only">{k('table.actions')}</span>
          </TableHeaderCell>
        </tr>
      </TableHead>
      <TableBody>
        {batches.map((batch) => (
          <TableRow key={batch.id} data-testid="sepa-batch-row">
            <TableCell>
              <span className="block font-medium whitespace-nowrap">{batch.messageId}</span>
              <span
                className={`${wideBlock} font-mono text-xs text-slate-600 dark:text-slate-400`}
                title={batch.sha256}
              >{`${batch.sha256.slice(0, HASH_SHOWN)}…`}</span>
            </TableCell>
            <TableCell className="whitespace-nowrap">{formatDateShort(batch.collectionDate)}</TableCell>
            <TableCell className="text-right whitespace-nowrap tabular-nums">
              <span className="block">{formatCents(batch.controlSumCents)}</span>
              <span className="block text-xs text-slate-600 dark:text-slate-400">
                {batch.numberOfTransactions}
              </span>
            </TableCell>
            <TableCell>
              <SepaBatchStatusBadge status={batch.status} />
            </TableCell>
            <TableCell className={wideOnly}>
              <span className="block">{batch.createdBy ?? '—'}</span>
              <span className="block text-xs whitespace-nowrap text-slate-600 dark:text-slate-400">
                {formatDateTime(batch.createdAt)}
              </span>
            </TableCell>
            <TableCell>
              <div className="flex flex-wrap justify-end gap-2">
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={busy}
                  onClick={() => onAction('download', batch)}
                  aria-label={k('downloadFor', { messageId: batch.messageId })}
                >
                  {k('download')}
                </Button>
                {batch.status === 'created' ? (
                  <>
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={busy}
                      onClick={() => onAction('submit', batch)}
                      aria-label={k('submitFor', { messageId: batch.messageId })}
                    >
                      {k('submit')}
                    </Button>
                    <Button
                      size="sm"
                      variant="danger"
                      disabled={busy}
                      onClick={() => onAction('cancel', batch)}
                      aria-label={k('cancelFor', { messageId: batch.messageId })}
                    >
                      {k('cancel')}
                    </Button>
                  </>
                ) : null}
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
