import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { Button } from '../../../components/ui/button';
import { NewTicketForm } from '../components/new-ticket-form';
import { TicketList } from '../components/ticket-list';
import { TicketThread } from '../components/ticket-thread';

export function SupportPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const ticketId = searchParams.get('ticket');
  const [creating, setCreating] = useState(false);

  const openTicket = (id: string | null) => {
    const next = new URLSearchParams(searchParams);
    if (id) next.set('ticket', id);
    else next.delete('ticket');
    setSearchParams(next);
  };

  return (
    <section className="space-y-6" aria-labelledby="page-title">
      <DocumentTitle page={t('support.tickets.title')} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-2">
          <h1
            id="page-title"
            className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white"
          >
            {t('support.tickets.title')}
          </h1>
          <p className="text-slate-600 dark:text-slate-400">{t('support.tickets.intro')}</p>
        </div>
        {!ticketId && !creating ? (
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" className="size-4" />
            {t('support.tickets.newTicket')}
          </Button>
        ) : null}
      </div>
      {ticketId ? (
        <TicketThread key={ticketId} id={ticketId} onBack={() => openTicket(null)} />
      ) : (
        <>
          {creating ? (
            <NewTicketForm
              onCancel={() => setCreating(false)}
              onCreated={(id) => {
                setCreating(false);
                openTicket(id);
              }}
            />
          ) : null}
          <TicketList />
        </>
      )}
    </section>
  );
}
