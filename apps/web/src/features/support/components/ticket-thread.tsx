import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api/api-error';
import { formatDateTime } from '../../../lib/dates/format-date';
import { useCloseTicket, useReplyToTicket, useTicket } from '../api/tickets';
import { errorText } from './error-text';
import { TicketMessages } from './ticket-messages';
import { TicketReplyForm } from './ticket-reply-form';
import { TicketStatusBadge } from './ticket-status-badge';

export function TicketThread({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const ticket = useTicket(id);
  const reply = useReplyToTicket();
  const close = useCloseTicket();
  const [confirmClose, setConfirmClose] = useState(false);

  const back = (
    <Button variant="ghost" size="sm" onClick={onBack}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('support.thread.back')}
    </Button>
  );

  if (ticket.isPending) return <Spinner label={t('app.loading')} />;
  if (ticket.isError) {
    const notFound = isApiError(ticket.error) && ticket.error.status === 404;
    return (
      <div className="space-y-4">
        {back}
        <Alert variant="error">{notFound ? t('support.thread.notFound') : errorText(ticket.error)}</Alert>
      </div>
    );
  }
  const data = ticket.data;

  const closeTicket = () =>
    close.mutate(id, {
      onSuccess: () => {
        setConfirmClose(false);
        toast(t('support.thread.closed'), { tone: 'success' });
      },
      onError: (error) => {
        setConfirmClose(false);
        toast(errorText(error), { tone: 'error' });
      },
    });

  return (
    <div className="space-y-4">
      {back}
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-4">
          <div className="space-y-1.5">
            <CardTitle>
              <span className="text-slate-500 tabular-nums dark:text-slate-400">#{data.number}</span>{' '}
              {data.subject}
            </CardTitle>
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
          <div className="flex items-center gap-2">
            <TicketStatusBadge status={data.status} />
            {data.status !== 'closed' ? (
              <Button variant="secondary" size="sm" onClick={() => setConfirmClose(true)}>
                {t('support.thread.close')}
              </Button>
            ) : null}
          </div>
        </CardHeader>
        <CardContent className="space-y-6">
          <TicketMessages messages={data.messages} />
          {data.status === 'closed' ? (
            <Alert variant="info">{t('support.thread.closedNotice')}</Alert>
          ) : (
            <TicketReplyForm
              label={t('support.thread.reply')}
              submitLabel={t('support.thread.send')}
              isPending={reply.isPending}
              send={(message, handlers) =>
                reply.mutate(
                  { id, message },
                  {
                    onSuccess: () => {
                      handlers.onSuccess();
                      toast(t('support.thread.sent'), { tone: 'success' });
                    },
                    onError: handlers.onError,
                  },
                )
              }
            />
          )}
        </CardContent>
      </Card>
      <Dialog
        open={confirmClose}
        onOpenChange={setConfirmClose}
        title={t('support.thread.closeConfirmTitle')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirmClose(false)}>
              {t('support.form.cancel')}
            </Button>
            <Button variant="danger" isLoading={close.isPending} onClick={closeTicket}>
              {t('support.thread.close')}
            </Button>
          </>
        }
      >
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('support.thread.closeConfirmText')}</p>
      </Dialog>
    </div>
  );
}
