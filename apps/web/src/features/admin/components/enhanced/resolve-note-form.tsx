import { NOTE_CONTENT_MAX, type Note } from '@hostportaal/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Label } from '../../../../components/ui/label';
import { Textarea } from '../../../../components/ui/textarea';
import { useToast } from '../../../../components/ui/toast';
import { useResolveNote } from '../../api/subscription-notes';
import { failureText } from './failure-text';

/** 'Afgerond' (SPEC §4): marks the note resolved, with an optional note on how. */
export function ResolveNoteForm({ note, onClose }: { note: Note; onClose: () => void }) {
  const { t } = useTranslation('translation', { keyPrefix: 'enhanced.notes.list' });
  const toast = useToast();
  const resolve = useResolveNote();
  const [resolutionNotes, setResolutionNotes] = useState('');
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    resolve.mutate(
      { id: note.id, resolutionNotes },
      {
        onSuccess: () => {
          toast(t('resolveDone'), { tone: 'success' });
          onClose();
        },
        onError: (error) => toast(failureText(t('resolveFailed'), error), { tone: 'error' }),
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-2 rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
      <Label htmlFor={id}>{t('resolutionNotes')}</Label>
      <Textarea
        id={id}
        rows={2}
        maxLength={NOTE_CONTENT_MAX}
        value={resolutionNotes}
        onChange={(event) => setResolutionNotes(event.target.value)}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button size="sm" variant="secondary" onClick={onClose} disabled={resolve.isPending}>
          {t('cancel')}
        </Button>
        <Button size="sm" type="submit" isLoading={resolve.isPending}>
          {t('confirmResolve')}
        </Button>
      </div>
    </form>
  );
}
