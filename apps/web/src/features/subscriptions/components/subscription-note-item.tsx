import type { Note } from '@hostportaal/contract';
import { formatDateLong } from '@hostportaal/domain';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { focusRing } from '../../../components/ui/focus-ring';
import { classNames } from '../../../lib/class-names';

export function noteElementId(noteId: string): string {
  return `subscription-note-${noteId}`;
}

/** One shared note as the customer reads it: plain text with its line breaks, never HTML. */
export function SubscriptionNoteItem({ note }: { note: Note }) {
  const { t } = useTranslation();
  const headingId = `${noteElementId(note.id)}-title`;
  return (
    // Focusable so "Meer laden" can move focus to the first note it brought in.
    <article
      id={noteElementId(note.id)}
      tabIndex={-1}
      aria-labelledby={headingId}
      className={classNames('space-y-2 rounded-xl p-1', focusRing)}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 id={headingId} className="min-w-0 font-semibold break-words text-slate-900 dark:text-white">
          {note.title}
        </h3>
        {note.status === 'resolved' ? (
          <Badge tone="success">{t('subscriptionsPage.notes.resolved')}</Badge>
        ) : null}
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        <time dateTime={note.createdAt}>{formatDateLong(note.createdAt)}</time>
      </p>
      <p className="text-sm break-words whitespace-pre-line text-slate-800 dark:text-slate-200">
        {note.content}
      </p>
      {note.status === 'resolved' && note.resolutionNotes ? (
        <div className="rounded-lg bg-emerald-50 p-3 text-sm dark:bg-emerald-950/40">
          <p className="font-medium text-emerald-900 dark:text-emerald-200">
            {t('subscriptionsPage.notes.resolution')}
          </p>
          <p className="break-words whitespace-pre-line text-emerald-900 dark:text-emerald-100">
            {note.resolutionNotes}
          </p>
        </div>
      ) : null}
    </article>
  );
}
