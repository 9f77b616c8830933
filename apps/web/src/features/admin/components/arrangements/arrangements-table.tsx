import type { Arrangement } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import { Eye } from 'lucide-react';
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
import { formatDateShort } from '../../../../lib/dates/format-date';
import { ArrangementStatusBadge } from './arrangement-badges';
import { useArrangementWords } from './arrangement-words';

const muted = 'text-xs text-slate-600 dark:text-slate-400';
const wideOnly = 'hidden md:table-cell';

/**
 * One page of arrangements, newest first (the server's order). At 390 px a row shows the customer with the
 * number and the button under them, the status, and the total with what was paid; the other columns (and the
 * button's own column) join from sm and md on.
 */
export function ArrangementsTable({
  arrangements,
  onOpen,
}: {
  arrangements: Arrangement[];
  onOpen: (arrangement: Arrangement) => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminArrangements' });
  const words = useArrangementWords();
  return (
    <Table dense>
      <TableHead>
        <tr>
          <TableHeaderCell className={wideOnly}>{t('columns.number')}</TableHeaderCell>
          <TableHeaderCell>{t('columns.customer')}</TableHeaderCell>
          <TableHeaderCell>{t('columns.status')}</TableHeaderCell>
          <TableHeaderCell className="text-right">{t('columns.total')}</TableHeaderCell>
          <TableHeaderCell className={`${wideOnly} text-right`}>{t('columns.paid')}</TableHeaderCell>
          <TableHeaderCell className="hidden sm:table-cell">{t('columns.next')}</TableHeaderCell>
          <TableHeaderCell className="hidden lg:table-cell">{t('columns.created')}</TableHeaderCell>
          <TableHeaderCell className="hidden sm:table-cell">
            <span className="sr-only">{t('columns.actions')}</span>
          </TableHeaderCell>
        </tr>
      </TableHead>
      <TableBody>
        {arrangements.map((arrangement) => {
          const next = arrangement.nextInstalment;
          return (
            <TableRow key={arrangement.id} data-testid="arrangement-row">
              <TableCell className={`${wideOnly} font-mono text-xs whitespace-nowrap`}>
                {arrangement.number}
              </TableCell>
              <TableCell className="max-w-52 min-w-28">
                <p className="font-medium wrap-anywhere">{arrangement.customerName}</p>
                <p className={`${muted} whitespace-nowrap`}>
                  {t('customerNumber', { number: arrangement.customerNumber })}
                </p>
                <p className={`${muted} font-mono whitespace-nowrap md:hidden`}>{arrangement.number}</p>
                <div className="mt-1 sm:hidden">
                  <OpenButton arrangement={arrangement} onOpen={onOpen} />
                </div>
              </TableCell>
              <TableCell>
                <ArrangementStatusBadge status={arrangement.status} />
              </TableCell>
              <TableCell className="text-right whitespace-nowrap tabular-nums">
                <p className="font-medium">{formatCents(arrangement.totalCents)}</p>
                <p className={`${muted} md:hidden`}>
                  {t('paidOf', { amount: formatCents(arrangement.paidCents) })}
                </p>
              </TableCell>
              <TableCell className={`${wideOnly} text-right whitespace-nowrap tabular-nums`}>
                {formatCents(arrangement.paidCents)}
              </TableCell>
              <TableCell className="hidden sm:table-cell">
                {next ? (
                  <>
                    <p className="whitespace-nowrap tabular-nums">
                      {formatCents(next.amountCents - next.paidCents)}
                    </p>
                    <p className={`${muted} whitespace-nowrap`}>{formatDateShort(next.dueDate)}</p>
                  </>
                ) : (
                  <span className={muted}>{words.t('none')}</span>
                )}
              </TableCell>
              <TableCell className="hidden whitespace-nowrap lg:table-cell">
                {formatDateShort(arrangement.createdAt)}
              </TableCell>
              <TableCell>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => onOpen(arrangement)}
                  aria-label={t('openLabel', {
                    number: arrangement.number,
                    customer: arrangement.customerName,
                  })}
                >
                  <Eye className="size-4" aria-hidden="true" />
                  <span className="hidden sm:inline">{t('open')}</span>
                </Button>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

function OpenButton({
  arrangement,
  onOpen,
}: {
  arrangement: Arrangement;
  onOpen: (arrangement: Arrangement) => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminArrangements' });
  return (
    <Button
      size="sm"
      variant="secondary"
      onClick={() => onOpen(arrangement)}
      aria-label={t('openLabel', { number: arrangement.number, customer: arrangement.customerName })}
    >
      <Eye className="size-4" aria-hidden="true" />
      {t('open')}
    </Button>
  );
}
