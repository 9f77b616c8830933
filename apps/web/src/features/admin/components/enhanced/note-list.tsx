import type { Note } from '@hostportaal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorWithRetry } from '../../../../components/ui/error-with-retry';
import { Pagination } from '../../../../components/ui/pagination';
import { useApiErrorText } from '../../../../components/ui/screen-words';
import { Spinner } from '../../../../components/ui/spinner';
import { useSubscriptionNotes } from '../../api/subscription-notes';
import { NoteItem } from './note-item';

/** The subscription's notes, 20 a page (SPEC §9), newest first as the server sends them. */
export function NoteList({
  subscriptionId,
  onEdit,
}: {
  subscriptionId: string;
  onEdit: (note: Note) => void;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'enhanced' });
  const errorText = useApiErrorText();
  const [page, setPage] = useState(1);
  const notes = useSubscriptionNotes(subscriptionId, page);
  return (
    <section aria-labelledby="note-list-title" className="space-y-2">
      <h3 id="note-list-title" className="text-sm font-semibold text-slate-900 dark:text-white">
        {t('notes.list.title')}
      </h3>
      {notes.data ? (
        notes.data.notes.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('notes.list.empty')}</p>
        ) : (
          <>
            <ul className="divide-y divide-slate-200 dark:divide-slate-800">
              {notes.data.notes.map((note) => (
                <NoteItem key={note.id} note={note} onEdit={onEdit} />
              ))}
            </ul>
            {notes.data.pagination.totalPages > 1 ? (
              <Pagination
                page={notes.data.pagination.page}
                totalPages={notes.data.pagination.totalPages}
                totalItems={notes.data.pagination.totalItems}
                onPageChange={setPage}
                disabled={notes.isFetching}
              />
            ) : null}
          </>
        )
      ) : notes.isError ? (
        <ErrorWithRetry
          title={t('notes.list.loadError')}
          message={errorText(notes.error)}
          onRetry={() => void notes.refetch()}
          isRetrying={notes.isFetching}
          retryLabel={t('retry')}
        />
      ) : (
        <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <Spinner />
          {t('notes.list.loading')}
        </p>
      )}
    </section>
  );
}
