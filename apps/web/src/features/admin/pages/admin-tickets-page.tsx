import {
  adminTicketDetailResponseSchema,
  adminTicketListResponseSchema,
  type TicketStatus,
  ticketStatusSchema,
} from '@hostportaal/contract';
import { formatDateTime } from '@hostportaal/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
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
import { Textarea } from '../../../components/ui/textarea';
import { useToast } from '../../../components/ui/toast';
import { apiClient } from '../../../lib/api/api-client';
import { isApiError } from '../../../lib/api/api-error';
import { classNames } from '../../../lib/class-names';

const PAGE_SIZE = 20;
const SEARCH_DEBOUNCE_MS = 500;
const adminTicketsKey = ['admin', 'tickets'] as const;
const statusTones = { open: 'warning', answered: 'info', closed: 'neutral' } as const;

function errorText(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.status === 0 ? error.message : (error.serverMessage ?? error.message);
  return fallback;
}

function useAdminTickets(page: number, status: TicketStatus | undefined, search: string) {
  return useQuery({
    queryKey: [...adminTicketsKey, 'list', page, status ?? 'all', search] as const,
    queryFn: () => {
      const query = new URLSearchParams({ page: String(page), limit: String(PAGE_SIZE) });
      if (status) query.set('status', status);
      if (search) query.set('search', search);
      return apiClient
        .get(`/api/admin/tickets?${query}`, adminTicketListResponseSchema)
        .then((body) => body.data);
    },
    placeholderData: keepPreviousData,
  });
}

function useAdminTicket(id: string) {
  return useQuery({
    queryKey: [...adminTicketsKey, 'detail', id] as const,
    queryFn: () =>
      apiClient
        .get(`/api/admin/tickets/${encodeURIComponent(id)}`, adminTicketDetailResponseSchema)
        .then((body) => body.data),
  });
}

function useAdminTicketMutation<Input>(send: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminTicketsKey }),
  });
}

function AdminTicketThread({ id }: { id: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const ticket = useAdminTicket(id);
  const [message, setMessage] = useState('');
  const [replyError, setReplyError] = useState<string | null>(null);
  const reply = useAdminTicketMutation((body: string) =>
    apiClient.post(
      `/api/admin/tickets/${encodeURIComponent(id)}/messages`,
      { message: body },
      adminTicketDetailResponseSchema,
    ),
  );
  const changeStatus = useAdminTicketMutation((status: TicketStatus) =>
    apiClient.patch(
      `/api/admin/tickets/${encodeURIComponent(id)}`,
      { status },
      adminTicketDetailResponseSchema,
    ),
  );

  if (ticket.isPending) return <Spinner label={t('app.loading')} />;
  if (ticket.isError)
    return <Alert variant="error">{errorText(ticket.error, t('support.admin.loadError'))}</Alert>;
  const data = ticket.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (message.trim() === '') return setReplyError(t('support.form.messageLength'));
    setReplyError(null);
    reply.mutate(message.trim(), {
      onSuccess: () => {
        setMessage('');
        toast(t('support.admin.sent'), { tone: 'success' });
      },
      onError: (error) => setReplyError(errorText(error, t('support.genericError'))),
    });
  };

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-4">
        <div className="space-y-1.5">
          <CardTitle>
            <span className="text-slate-500 tabular-nums dark:text-slate-400">#{data.number}</span>{' '}
            {data.subject}
          </CardTitle>
          <CardDescription>
            {t('support.admin.customer', { name: data.customer.name, email: data.customer.email })}
          </CardDescription>
          <CardDescription>
            {t('support.thread.meta', {
              date: formatDateTime(data.createdAt),
              category: t(`support.category.${data.category}`),
            })}
            {data.subscriptionTitle
              ? ` · ${t('support.thread.service', { title: data.subscriptionTitle })}`
              : null}
          </CardDescription>
        </div>
        <div className="flex items-end gap-2">
          <div className="space-y-1.5">
            <Label htmlFor="admin-ticket-status">{t('support.admin.changeStatus')}</Label>
            <Select
              id="admin-ticket-status"
              value={data.status}
              disabled={changeStatus.isPending}
              onChange={(event) =>
                changeStatus.mutate(ticketStatusSchema.parse(event.target.value), {
                  onSuccess: () => toast(t('support.admin.statusChanged'), { tone: 'success' }),
                  onError: (error) => toast(errorText(error, t('support.genericError')), { tone: 'error' }),
                })
              }
              className="w-40"
            >
              {ticketStatusSchema.options.map((value) => (
                <option key={value} value={value}>
                  {t(`support.status.${value}`)}
                </option>
              ))}
            </Select>
          </div>
        </div>
      </CardHeader>
      <CardContent className="space-y-6">
        <ol aria-label={t('support.thread.messagesLabel')} className="space-y-4">
          {data.messages.map((item) => (
            <li
              key={item.id}
              className={classNames(
                'max-w-[90%] rounded-xl border p-4 sm:max-w-[75%]',
                item.fromStaff
                  ? 'ml-auto border-indigo-200 bg-indigo-50 dark:border-indigo-900 dark:bg-indigo-950/40'
                  : 'border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-800',
              )}
            >
              <p className="flex flex-wrap justify-between gap-2 text-xs text-slate-600 dark:text-slate-400">
                <span className="font-semibold text-slate-800 dark:text-slate-200">
                  {item.fromStaff
                    ? t('support.thread.staffNamed', { name: item.authorName ?? t('support.thread.staff') })
                    : (item.authorName ?? data.customer.name)}
                </span>
                <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
              </p>
              <p className="mt-2 text-sm whitespace-pre-line text-slate-900 dark:text-slate-100">
                {item.body}
              </p>
            </li>
          ))}
        </ol>
        <form onSubmit={submit} className="space-y-3" noValidate>
          <FormField label={t('support.admin.reply')} error={replyError ?? undefined}>
            {(control) => (
              <Textarea
                {...control}
                rows={5}
                maxLength={10000}
                value={message}
                onChange={(event) => setMessage(event.target.value)}
              />
            )}
          </FormField>
          <div className="flex justify-end">
            <Button type="submit" isLoading={reply.isPending}>
              {t('support.admin.send')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function AdminTicketList() {
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
          <Alert variant="error">{errorText(tickets.error, t('support.admin.loadError'))}</Alert>
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
                      <Badge tone={statusTones[ticket.status]}>{t(`support.status.${ticket.status}`)}</Badge>
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

/** Staff queue of support tickets; ?ticket=<id> opens one with the reply box and status change. */
export function AdminTicketsPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const ticketId = searchParams.get('ticket');
  return (
    <section className="space-y-6" aria-labelledby="page-title">
      <DocumentTitle page={t('support.admin.title')} />
      <div className="space-y-2">
        <h1
          id="page-title"
          className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white"
        >
          {t('support.admin.title')}
        </h1>
        <p className="text-slate-600 dark:text-slate-400">{t('support.admin.intro')}</p>
      </div>
      {ticketId ? (
        <div className="space-y-4">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              const next = new URLSearchParams(searchParams);
              next.delete('ticket');
              setSearchParams(next);
            }}
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('support.admin.back')}
          </Button>
          <AdminTicketThread key={ticketId} id={ticketId} />
        </div>
      ) : (
        <AdminTicketList />
      )}
    </section>
  );
}
