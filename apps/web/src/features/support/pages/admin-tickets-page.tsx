import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { Button } from '../../../components/ui/button';
import { AdminTicketList } from '../components/admin-ticket-list';
import { AdminTicketThread } from '../components/admin-ticket-thread';

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
