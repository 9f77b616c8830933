import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../../../components/document-title';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorWithRetry } from '../../../components/ui/error-with-retry';
import { Pagination } from '../../../components/ui/pagination';
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
import { useEmailOutbox, useOutboxEmail } from '../api/email-outbox';

const statusTone = { pending: 'warning', sent: 'success', failed: 'danger' } as const;

/** The mail's text with every http(s) address a link, as the recipient's mail program shows it. */
function TextWithLinks({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s<>"]+)/g);
  return (
    <p className="text-sm break-words whitespace-pre-wrap text-slate-800 dark:text-slate-200">
      {parts.map((part, index) =>
        /^https?:\/\//.test(part) ? (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order
            key={index}
            href={part}
            className="font-medium text-indigo-700 underline break-all dark:text-indigo-300"
          >
            {part}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </p>
  );
}

function MailDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const mail = useOutboxEmail(id);
  const data = mail.data;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={data?.subject ?? t('adminOutbox.loadingMail')}
      size="lg"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('adminOutbox.close')}
        </Button>
      }
    >
      {mail.isError ? (
        <ErrorWithRetry
          message={t('adminOutbox.loadFailed')}
          onRetry={() => void mail.refetch()}
          isRetrying={mail.isFetching}
        />
      ) : !data ? (
        <Spinner label={t('adminOutbox.loadingMail')} />
      ) : (
        <div className="space-y-4">
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-600 dark:text-slate-400">{t('adminOutbox.to')}</dt>
            <dd className="break-all">{data.to}</dd>
            <dt className="text-slate-600 dark:text-slate-400">{t('adminOutbox.date')}</dt>
            <dd>{formatDateTime(data.createdAt)}</dd>
            <dt className="text-slate-600 dark:text-slate-400">{t('adminOutbox.status')}</dt>
            <dd>{t(`adminOutbox.statuses.${data.status}`)}</dd>
          </dl>
          <TextWithLinks text={data.text} />
        </div>
      )}
    </Dialog>
  );
}

/**
 * /dashboard/admin/outbox (issue 28): the mail the portal sent or is still holding, for walking the demo
 * without an SMTP server (a confirmation link, a reset link). Production has neither the route nor the menu item.
 */
export function EmailOutboxPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const outbox = useEmailOutbox(page);
  return (
    <section className="space-y-6" aria-labelledby="page-title">
      <DocumentTitle page={t('adminOutbox.title')} />
      <div className="space-y-2">
        <h1
          id="page-title"
          className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white"
        >
          {t('adminOutbox.title')}
        </h1>
        <p className="text-slate-600 dark:text-slate-400">{t('adminOutbox.intro')}</p>
      </div>
      <Card>
        <CardContent className="space-y-4">
          {outbox.isPending ? (
            <Spinner label={t('adminOutbox.loading')} />
          ) : outbox.isError ? (
            <ErrorWithRetry
              message={t('adminOutbox.loadFailed')}
              onRetry={() => void outbox.refetch()}
              isRetrying={outbox.isFetching}
            />
          ) : outbox.data.emails.length === 0 ? (
            <p className="text-slate-600 dark:text-slate-400">{t('adminOutbox.empty')}</p>
          ) : (
            <>
              <Table aria-label={t('adminOutbox.title')}>
                <TableHead>
                  <TableRow>
                    <TableHeaderCell>{t('adminOutbox.subject')}</TableHeaderCell>
                    <TableHeaderCell>{t('adminOutbox.to')}</TableHeaderCell>
                    <TableHeaderCell>{t('adminOutbox.date')}</TableHeaderCell>
                    <TableHeaderCell>{t('adminOutbox.status')}</TableHeaderCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {outbox.data.emails.map((mail) => (
                    <TableRow key={mail.id}>
                      <TableCell className="max-w-72">
                        <button
                          type="button"
                          onClick={() => setOpen(mail.id)}
                          className="text-left font-medium text-indigo-700 hover:underline dark:text-indigo-300"
                        >
                          {mail.subject}
                        </button>
                      </TableCell>
                      <TableCell className="break-all">{mail.to}</TableCell>
                      <TableCell className="whitespace-nowrap">{formatDateTime(mail.createdAt)}</TableCell>
                      <TableCell>
                        <Badge tone={statusTone[mail.status]}>
                          {t(`adminOutbox.statuses.${mail.status}`)}
                        </Badge>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <Pagination
                page={outbox.data.pagination.page}
                totalPages={outbox.data.pagination.totalPages}
                totalItems={outbox.data.pagination.totalItems}
                onPageChange={setPage}
                disabled={outbox.isFetching}
                keyPrefix="adminOverview.pagination"
              />
            </>
          )}
        </CardContent>
      </Card>
      {open ? <MailDialog id={open} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
