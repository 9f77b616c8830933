import { type TicketStatus, type TicketSummary, ticketStatusSchema } from '@hostportaal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { Pagination } from '../../../components/ui/pagination';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../components/ui/table';
import { formatDateTime } from '../../../lib/dates/format-date';
import { useTickets } from '../api/tickets';
import { errorText } from './error-text';
import { TicketStatusBadge } from './ticket-status-badge';

export function TicketList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<TicketStatus | undefined>(undefined);
  const tickets = useTickets(page, status);

  const changeStatus = (value: string) => {
    const parsed = ticketStatusSchema.safeParse(value);
    setStatus(parsed.success ? parsed.data : undefined);
    setPage(1);
  };

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-end justify-between gap-4">
        <CardTitle>{t('support.tickets.listTitle')}</CardTitle>
        <div className="flex items-center gap-2">
          <Label htmlFor="ticket-status-filter">{t('support.tickets.filterLabel')}</Label>
          <Select
            id="ticket-status-filter"
            value={status ?? ''}
            onChange={(event) => changeStatus(event.target.value)}
            className="w-44"
          >
            <option value="">{t('support.tickets.filterAll')}</option>
            {ticketStatusSchema.options.map((value) => (
              <option key={value} value={value}>
                {t(`support.status.${value}`)}
              </option>
            ))}
          </Select>
        </div>
      </CardHeader>
      <CardContent>
        {tickets.isPending ? (
          <Spinner label={t('app.loading')} />
        ) : tickets.isError ? (
          <Alert variant="error" title={t('support.tickets.loadError')}>
            <p>{errorText(tickets.error)}</p>
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => void tickets.refetch()}>
              {t('support.tickets.retry')}
            </Button>
          </Alert>
        ) : tickets.data.tickets.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-600 dark:text-slate-400">
            {status ? t('support.tickets.emptyFiltered') : t('support.tickets.empty')}
          </p>
        ) : (
          <>
            {/* A table from the md breakpoint; on a phone every ticket is a card. */}
            <div className="hidden md:block">
              <Table>
                <TableHead>
                  <TableRow>
                    <TableHeaderCell>{t('support.tickets.columns.number')}</TableHeaderCell>
                    <TableHeaderCell>{t('support.tickets.columns.subject')}</TableHeaderCell>
                    <TableHeaderCell>{t('support.tickets.columns.status')}</TableHeaderCell>
                    <TableHeaderCell>{t('support.tickets.columns.lastActivity')}</TableHeaderCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {tickets.data.tickets.map((ticket) => (
                    <TableRow key={ticket.id}>
                      <TableCell className="whitespace-nowrap tabular-nums">#{ticket.number}</TableCell>
                      <TableCell>
                        <Link
                          to={`?ticket=${ticket.id}`}
                          className="font-medium wrap-anywhere text-indigo-700 hover:underline dark:text-indigo-300"
                        >
                          {ticket.subject}
                        </Link>
                      </TableCell>
                      <TableCell>
                        <TicketStatusBadge status={ticket.status} />
                      </TableCell>
                      <TableCell className="whitespace-nowrap tabular-nums">
                        {formatDateTime(ticket.lastMessageAt)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
            <TicketCards tickets={tickets.data.tickets} />
            <Pagination
              page={tickets.data.pagination.page}
              totalPages={tickets.data.pagination.totalPages}
              totalItems={tickets.data.pagination.totalItems}
              onPageChange={setPage}
              disabled={tickets.isFetching}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * On a phone every ticket is a card (issue 20, as the invoices and subscriptions are): number, subject,
 * status and last activity in view without a table to squeeze.
 */
function TicketCards({ tickets }: { tickets: TicketSummary[] }) {
  const { t } = useTranslation();
  return (
    <ul className="space-y-3 md:hidden" aria-label={t('support.tickets.listTitle')}>
      {tickets.map((ticket) => (
        <li
          key={ticket.id}
          data-testid="ticket-card"
          className="space-y-1 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
        >
          <div className="flex items-start justify-between gap-3">
            <Link
              to={`?ticket=${ticket.id}`}
              className="min-w-0 font-medium wrap-anywhere text-indigo-700 hover:underline dark:text-indigo-300"
            >
              <span className="tabular-nums">#{ticket.number} </span>
              {ticket.subject}
            </Link>
            <span className="shrink-0">
              <TicketStatusBadge status={ticket.status} />
            </span>
          </div>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {t('support.tickets.lastActivity', { date: formatDateTime(ticket.lastMessageAt) })}
          </p>
        </li>
      ))}
    </ul>
  );
}
