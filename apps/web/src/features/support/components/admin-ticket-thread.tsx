import { type TicketStatus, ticketStatusSchema } from '@hostportaal/contract';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { formatDateTime } from '../../../lib/dates/format-date';
import {
  changeTicketStatus,
  replyToTicket,
  useAdminTicket,
  useAdminTicketMutation,
} from '../api/admin-tickets';
import { errorText } from './error-text';
import { TicketMessages } from './ticket-messages';
import { TicketReplyForm } from './ticket-reply-form';

/** One ticket for staff: the conversation, a reply box and the status. */
export function AdminTicketThread({ id }: { id: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const ticket = useAdminTicket(id);
  const reply = useAdminTicketMutation((body: string) => replyToTicket(id, body));
  const changeStatus = useAdminTicketMutation((status: TicketStatus) => changeTicketStatus(id, status));

  if (ticket.isPending) return <Spinner label={t('app.loading')} />;
  if (ticket.isError) return <Alert variant="error">{errorText(ticket.error)}</Alert>;
  const data = ticket.data;

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
                  onError: (error) => toast(errorText(error), { tone: 'error' }),
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
        <TicketMessages messages={data.messages} viewer="staff" customerName={data.customer.name} />
        <TicketReplyForm
          label={t('support.admin.reply')}
          submitLabel={t('support.admin.send')}
          rows={5}
          isPending={reply.isPending}
          send={(message, handlers) =>
            reply.mutate(message, {
              onSuccess: () => {
                handlers.onSuccess();
                toast(t('support.admin.sent'), { tone: 'success' });
              },
              onError: handlers.onError,
            })
          }
        />
      </CardContent>
    </Card>
  );
}
