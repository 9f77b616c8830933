import type { CollectionCase } from '@hostportaal/contract';
import { formatCents, formatDateShort } from '@hostportaal/domain';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge';
import { SortableHeader } from '../../../../components/ui/sortable-header';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../../components/ui/table';
import { CaseLettersCell, type LetterToDownload } from './case-letters-cell';
import { CaseRiskBadge, CaseStageBadge, DaysOverdue } from './collection-badges';
import { type CollectionRowAction, CollectionRowMenu } from './collection-row-menu';
import type { CollectionListState, CollectionSort } from './use-collection-list-state';

interface CollectionTableProps {
  cases: CollectionCase[];
  state: CollectionListState;
  onAction: (action: CollectionRowAction, row: CollectionCase) => void;
  onDownload: (letter: LetterToDownload) => void;
  downloading: string | null;
  busy: boolean;
}

const muted = 'text-xs text-slate-600 dark:text-slate-400';
const xlOnly = 'hidden xl:table-cell';

/** The cases of one page, sorted on the server; each row can be selected for the bulk actions. */
export function CollectionTable({
  cases,
  state,
  onAction,
  onDownload,
  downloading,
  busy,
}: CollectionTableProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminCollections' });
  const allSelected = cases.length > 0 && cases.every((row) => state.selected.has(row.id));
  const toggleAll = () => state.setSelected(allSelected ? new Set() : new Set(cases.map((row) => row.id)));
  const header = (column: CollectionSort, label: string, className?: string) => (
    <SortableHeader column={column} sort={state.query} onSort={state.toggleSort} className={className} wrap>
      {label}
    </SortableHeader>
  );

  return (
    <Table>
      <TableHead>
        <tr>
          <TableHeaderCell>
            <input
              type="checkbox"
              className="size-4 accent-indigo-600"
              checked={allSelected}
              onChange={toggleAll}
              aria-label={t('selectAll')}
            />
          </TableHeaderCell>
          {header('customerName', t('columns.customer'))}
          {header('invoiceNumber', t('columns.invoice'))}
          <TableHeaderCell className={xlOnly}>{t('columns.subscription')}</TableHeaderCell>
          {header('dueDate', t('columns.dueDate'), xlOnly)}
          {header('outstandingAmount', t('columns.outstanding'))}
          {header('daysOverdue', t('columns.daysOverdue'))}
          <TableHeaderCell>{t('columns.risk')}</TableHeaderCell>
          {header('collectionStage', t('columns.stage'))}
          {header('lastContactDate', t('columns.contact'), xlOnly)}
          <TableHeaderCell>{t('columns.letters')}</TableHeaderCell>
          <TableHeaderCell>
            <span className="sr-only">{t('columns.actions')}</span>
          </TableHeaderCell>
        </tr>
      </TableHead>
      <TableBody>
        {cases.map((row) => (
          <TableRow key={row.id}>
            <TableCell>
              <input
                type="checkbox"
                className="size-4 accent-indigo-600"
                checked={state.selected.has(row.id)}
                onChange={() => state.toggleSelected(row.id)}
                aria-label={t('selectRow', { customer: row.customerName, invoice: row.invoiceNumber })}
              />
            </TableCell>
            <TableCell className="max-w-52">
              <p className="font-medium break-words">{row.customerName}</p>
              <p className={`${muted} break-all`}>{row.email}</p>
              <div className="mt-1 flex flex-wrap gap-1">
                {row.isServiceSuspended ? <Badge tone="danger">{t('suspended')}</Badge> : null}
                {row.isBusiness ? <Badge tone="neutral">{t('business')}</Badge> : null}
              </div>
            </TableCell>
            <TableCell className="font-mono text-xs whitespace-nowrap">{row.invoiceNumber}</TableCell>
            <TableCell className={`${xlOnly} max-w-40 break-words`}>{row.subscriptionType}</TableCell>
            <TableCell className={`${xlOnly} whitespace-nowrap`}>{formatDateShort(row.dueDate)}</TableCell>
            <TableCell className="whitespace-nowrap">
              <p className="font-medium tabular-nums">{formatCents(row.outstandingAmount)}</p>
              <p className={muted}>{t('ofOriginal', { amount: formatCents(row.originalAmount) })}</p>
            </TableCell>
            <TableCell>
              <DaysOverdue days={row.daysOverdue} />
            </TableCell>
            <TableCell>
              <CaseRiskBadge level={row.riskLevel} />
            </TableCell>
            <TableCell>
              <CaseStageBadge stage={row.collectionStage} />
            </TableCell>
            <TableCell className={`${xlOnly} whitespace-nowrap`}>
              <p>{t('contactAttempts', { count: row.contactAttempts })}</p>
              <p className={muted}>
                {row.lastContactDate
                  ? t('lastContact', { date: formatDateShort(row.lastContactDate) })
                  : t('noContact')}
              </p>
            </TableCell>
            <TableCell>
              <CaseLettersCell row={row} onDownload={onDownload} downloading={downloading} />
            </TableCell>
            <TableCell>
              <CollectionRowMenu row={row} busy={busy} onAction={onAction} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
