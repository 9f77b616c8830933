import { type TicketStatus, ticketStatusSchema } from '@hostportaal/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
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
import { useAdminTickets } from '../api/admin-tickets';
import { errorText } from './error-text';
import { TicketStatusBadge } from './ticket-status-badge';

const SEARCH_DEBOUNCE_MS = 500;

/** The staff queue: search, status filter, paged on the server. */
export function AdminTicketList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<TicketStatus | undefined>(undefined);
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(searchText.trim());
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText]);
  const tickets = useAdminTickets(page, status, search);

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-end gap-4">
        <div className="min-w-56 flex-1 space-y-1.5">
          <Label htmlFor="admin-ticket-search">{t('support.admin.searchLabel')}</Label>
          <Input
            id="admin-ticket-search"
            type="search"
            value={searchText}
            placeholder={t('support.admin.searchPlaceholder')}
            onChange={(event) => setSearchText(event.target.value)}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="admin-ticket-filter">{t('support.admin.filterLabel')}</Label>
          <Select
            id="admin-ticket-filter"
            value={status ?? ''}
            className="w-44"
            onChange={(event) => {
              const parsed = ticketStatusSchema.safeParse(event.target.value);
              setStatus(parsed.success ? parsed.data : undefined);
              setPage(1);
            }}
          >
            <option value="">{t('support.admin.filterAll')}</option>
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
          <Alert variant="error">{errorText(tickets.error)}</Alert>
        ) : tickets.data.tickets.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-600 dark:text-slate-400">
            {t('support.admin.empty')}
          </p>
        ) : (
          <>
            <Table>
              <TableHead>
                <TableRow>
                  <TableHeaderCell>{t('support.admin.columns.number')}</TableHeaderCell>
                  <TableHeaderCell>{t('support.admin.columns.subject')}</TableHeaderCell>
                  <TableHeaderCell>{t('support.admin.columns.customer')}</TableHeaderCell>
                  <TableHeaderCell>{t('support.admin.columns.status')}</TableHeaderCell>
                  <TableHeaderCell>{t('support.admin.columns.lastActivity')}</TableHeaderCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {tickets.data.tickets.map((ticket) => (
                  <TableRow key={ticket.id}>
                    <TableCell className="whitespace-nowrap tabular-nums">#{ticket.number}</TableCell>
                    <TableCell>
                      <Link
                        to={`?ticket=${ticket.id}`}
                        className="font-medium text-indigo-700 hover:underline dark:text-indigo-300"
                      >
                        {ticket.subject}
                      </Link>
                    </TableCell>
                    <TableCell>
                      <span className="block">{ticket.customer.name}</span>
                      <span className="block text-xs text-slate-600 dark:text-slate-400">
                        {ticket.customer.email}
                      </span>
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
