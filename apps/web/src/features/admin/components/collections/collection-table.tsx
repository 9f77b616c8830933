import type { CollectionCase } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge';
import { KpiDefinitionTip } from '../../../../components/ui/kpi-definition-tip';
import { ariaSortOf, SortableHeader, SortButton } from '../../../../components/ui/sortable-header';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../../components/ui/table';
import { formatDateShort } from '../../../../lib/dates/format-date';
import { CaseLettersCell, type LetterToDownload } from './case-letters-cell';
import { useCaseNextStep } from './case-next-step';
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

/**
 * The cases of one page, sorted on the server; each row can be selected for the bulk actions. At 1366 px it
 * fits its card (issue 20): subscription and due date are lines under the invoice, the risk and the contact
 * under the stage; their headers keep the sort buttons.
 */
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

  const stacked = (columns: CollectionSort[], children: ReactNode) => (
    <TableHeaderCell aria-sort={ariaSortOf(columns, state.query)}>
      <div className="flex flex-col items-start gap-1">{children}</div>
    </TableHeaderCell>
  );
  const sortButton = (column: CollectionSort, label: string) => (
    <SortButton column={column} sort={state.query} onSort={state.toggleSort} wrap>
      {label}
    </SortButton>
  );

  return (
    <Table dense>
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
          {stacked(
            ['invoiceNumber', 'dueDate'],
            <>
              {sortButton('invoiceNumber', t('columns.invoice'))}
              {sortButton('dueDate', t('columns.dueDate'))}
            </>,
          )}
          {header('outstandingAmount', t('columns.outstanding'))}
          <SortableHeader
            column="daysOverdue"
            sort={state.query}
            onSort={state.toggleSort}
            wrap
            after={
              <KpiDefinitionTip label={t('priorityBasis.label')} definition={t('priorityBasis.definition')} />
            }
          >
            {t('columns.daysOverdue')}
          </SortableHeader>
          {stacked(
            ['collectionStage', 'lastContactDate'],
            <>
              {sortButton('collectionStage', t('columns.stage'))}
              <span>{t('columns.risk')}</span>
              {sortButton('lastContactDate', t('columns.contact'))}
            </>,
          )}
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
            <TableCell className="max-w-44 min-w-32">
              <p className="font-medium break-words">{row.customerName}</p>
              <p className={`${muted} break-all`}>{row.email}</p>
              <div className="mt-1 flex flex-wrap gap-1">
                {row.isServiceSuspended ? <Badge tone="danger">{t('suspended')}</Badge> : null}
                {row.isBusiness ? <Badge tone="neutral">{t('business')}</Badge> : null}
              </div>
            </TableCell>
            <TableCell className="max-w-36">
              <p className="font-mono text-xs whitespace-nowrap">{row.invoiceNumber}</p>
              <p className={`${muted} break-words`}>{row.subscriptionType}</p>
              <p className={`${muted} whitespace-nowrap`}>
                {t('columns.dueDate')}: {formatDateShort(row.dueDate)}
              </p>
            </TableCell>
            <TableCell className="whitespace-nowrap">
              <p className="font-medium tabular-nums">{formatCents(row.outstandingAmount)}</p>
              <p className={muted}>{t('ofOriginal', { amount: formatCents(row.originalAmount) })}</p>
            </TableCell>
            <TableCell>
              <DaysOverdue days={row.daysOverdue} />
            </TableCell>
            <TableCell>
              <div className="flex flex-col items-start gap-1">
                <CaseStageBadge stage={row.collectionStage} />
                <CaseRiskBadge level={row.riskLevel} />
              </div>
              <p className="mt-1 text-xs whitespace-nowrap">
                {t('contactAttempts', { count: row.contactAttempts })}
              </p>
              <p className={`${muted} whitespace-nowrap`}>
                {row.lastContactDate
                  ? t('lastContact', { date: formatDateShort(row.lastContactDate) })
                  : t('noContact')}
              </p>
              <CaseNextStep row={row} />
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

/**
 * What happens next to the case's claim, and so why no reminder or letter went out (issue 28); a claim a
 * payment arrangement holds names the arrangement and its next instalment instead (issue 30).
 */
function CaseNextStep({ row }: { row: CollectionCase }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminCollections' });
  const nextStep = useCaseNextStep()(row);
  const arrangement = row.arrangement;
  if (arrangement) {
    const next = arrangement.nextInstalment;
    return (
      <div className="mt-1 max-w-56 text-xs font-medium text-indigo-800 dark:text-indigo-300">
        {next ? (
          <p>
            {t('arrangement.withNext', { number: arrangement.number })}{' '}
            <span className="whitespace-nowrap">
              {t('arrangement.nextOn', {
                amount: formatCents(next.amountCents),
                date: formatDateShort(next.dueDate),
              })}
            </span>
          </p>
        ) : (
          <p>{t('arrangement.noNext', { number: arrangement.number })}</p>
        )}
        {arrangement.status === 'proposed' ? <p>{t('arrangement.proposed')}</p> : null}
      </div>
    );
  }
  if (!nextStep) return null;
  return (
    <p className="mt-1 max-w-56 text-xs text-slate-700 dark:text-slate-300">
      {t('nextStep', { step: nextStep })}
    </p>
  );
}
