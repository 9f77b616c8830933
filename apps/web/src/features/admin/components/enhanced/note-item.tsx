import type { Note } from '@hostportaal/contract';
import { CircleCheck, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { formatDateShort, formatDateTime } from '../../../../lib/dates/format-date';
import { PriorityBadge } from './enhanced-badges';
import { ResolveNoteForm } from './resolve-note-form';

const muted = 'text-xs text-slate-600 dark:text-slate-400';

/** One note with everything SPEC §3 "Note" holds; 'Afgerond' is hidden once the note is resolved. */
export function NoteItem({ note, onEdit }: { note: Note; onEdit: (note: Note) => void }) {
  const { t } = useTranslation('translation', { keyPrefix: 'enhanced' });
  const [resolving, setResolving] = useState(false);
  const resolved = note.status === 'resolved';
  return (
    <li className="space-y-2 py-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 className="font-medium break-words text-slate-900 dark:text-white">{note.title}</h4>
        <div className="flex flex-wrap gap-1">
          <Badge>{t(`noteTypes.${note.noteType}`)}</Badge>
          <PriorityBadge priority={note.priority} />
          {resolved ? <Badge tone="success">{t('notes.list.resolved')}</Badge> : null}
        </div>
      </div>
      <p className="text-sm break-words whitespace-pre-wrap text-slate-800 dark:text-slate-200">
        {note.content}
      </p>
      <ul className={`${muted} flex flex-wrap gap-x-3 gap-y-1`}>
        {note.followUpDate ? (
          <li>{t('notes.list.followUp', { date: formatDateShort(note.followUpDate) })}</li>
        ) : null}
        {note.assignedTo ? <li>{t('notes.list.assignedTo', { name: note.assignedTo.name })}</li> : null}
        <li>{t(`visibility.${note.visibility}`)}</li>
        <li>
          {t('notes.list.createdBy', {
            name: note.createdBy?.name ?? t('notes.list.unknownAuthor'),
            date: formatDateTime(note.createdAt),
          })}
        </li>
      </ul>
      {resolved && note.resolvedAt ? (
        <p className={muted}>
          {t('notes.list.resolvedBy', {
            name: note.resolvedBy?.name ?? t('notes.list.unknownAuthor'),
            date: formatDateTime(note.resolvedAt),
          })}
          {note.resolutionNotes ? ` — ${note.resolutionNotes}` : ''}
        </p>
      ) : null}
      {resolving ? (
        <ResolveNoteForm note={note} onClose={() => setResolving(false)} />
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="ghost"
            onClick={() => onEdit(note)}
            aria-label={t('notes.list.editLabel', { title: note.title })}
          >
            <Pencil className="size-4" aria-hidden="true" />
            {t('notes.list.edit')}
          </Button>
          {resolved ? null : (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setResolving(true)}
              aria-label={t('notes.list.resolveLabel', { title: note.title })}
            >
              <CircleCheck className="size-4" aria-hidden="true" />
              {t('notes.list.resolve')}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
