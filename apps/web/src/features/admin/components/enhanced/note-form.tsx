import { zodResolver } from '@hookform/resolvers/zod';
import {
  NOTE_CONTENT_MAX,
  NOTE_TITLE_MAX,
  type Note,
  notePrioritySchema,
  noteTypeSchema,
  noteVisibilitySchema,
} from '@hostportaal/contract';
import { amsterdamToday } from '@hostportaal/domain';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';
import { Textarea } from '../../../../components/ui/textarea';
import { useToast } from '../../../../components/ui/toast';
import { applyFieldErrors } from '../../../../lib/forms/apply-field-errors';
import { useCreateNote, useTeamMembers, useUpdateNote } from '../../api/subscription-notes';
import { failureText } from './failure-text';
import {
  emptyNoteForm,
  NOTE_FIELDS,
  type NoteFormOutput,
  type NoteFormValues,
  noteFormSchema,
  noteFormValues,
} from './note-form-schema';

/**
 * SPEC §5 new note, also used to change one ('Bewerken'): mount it with a key per note, so switching
 * between notes starts from that note's values.
 */
export function NoteForm({
  subscriptionId,
  editing,
  onDone,
}: {
  subscriptionId: string;
  /** The note being changed; null writes a new one. */
  editing: Note | null;
  /** After a saved change or a cancelled edit. */
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { t: tNotes } = useTranslation('translation', { keyPrefix: 'enhanced.notes.form' });
  const toast = useToast();
  const create = useCreateNote();
  const update = useUpdateNote();
  const team = useTeamMembers();
  const today = amsterdamToday(new Date());
  const keepDate = editing?.followUpDate ?? null;
  const schema = useMemo(() => noteFormSchema(t, today, keepDate), [t, today, keepDate]);
  const { register, handleSubmit, reset, watch, setError, setFocus, formState } = useForm<
    NoteFormValues,
    unknown,
    NoteFormOutput
  >({
    resolver: zodResolver(schema),
    defaultValues: editing ? noteFormValues(editing) : emptyNoteForm,
  });
  // 'Bewerken' brings the note into this form: the focus follows it.
  useEffect(() => {
    if (editing) setFocus('title');
  }, [editing, setFocus]);
  const { errors } = formState;
  const title = watch('title');
  const content = watch('content');
  const saving = create.isPending || update.isPending;
  const requiredMessage = tNotes('required');
  const missing = errors.title?.message === requiredMessage || errors.content?.message === requiredMessage;
  const fieldError = (message: string | undefined) => (message === requiredMessage ? undefined : message);

  const members = team.data ?? [];
  const assignee = editing?.assignedTo;
  const assignees =
    assignee && !members.some((member) => member.id === assignee.id) ? [...members, assignee] : members;

  const onError = (base: string) => (error: unknown) => {
    applyFieldErrors(error, setError, NOTE_FIELDS);
    toast(failureText(base, error), { tone: 'error' });
  };

  const submit = handleSubmit((body) => {
    if (editing) {
      update.mutate(
        { id: editing.id, body },
        {
          onSuccess: () => {
            toast(tNotes('updated'), { tone: 'success' });
            onDone();
          },
          onError: onError(tNotes('updateFailed')),
        },
      );
      return;
    }
    create.mutate(
      { subscriptionId, body },
      {
        onSuccess: () => {
          toast(tNotes('created'), { tone: 'success' });
          reset(emptyNoteForm);
        },
        onError: onError(tNotes('createFailed')),
      },
    );
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="note-form-title"
      className="space-y-4 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <h3 id="note-form-title" className="text-sm font-semibold text-slate-900 dark:text-white">
        {editing ? tNotes('editTitle') : tNotes('newTitle')}
      </h3>
      {missing ? <Alert variant="error">{requiredMessage}</Alert> : null}
      <FormField
        label={tNotes('title')}
        hint={tNotes('counter', { count: title.length, max: NOTE_TITLE_MAX })}
        error={fieldError(errors.title?.message)}
      >
        {(control) => (
          <Input
            {...control}
            aria-invalid={errors.title ? true : undefined}
            maxLength={NOTE_TITLE_MAX}
            {...register('title')}
          />
        )}
      </FormField>
      <FormField
        label={tNotes('content')}
        hint={tNotes('counter', { count: content.length, max: NOTE_CONTENT_MAX })}
        error={fieldError(errors.content?.message)}
      >
        {(control) => (
          <Textarea
            {...control}
            aria-invalid={errors.content ? true : undefined}
            rows={4}
            maxLength={NOTE_CONTENT_MAX}
            {...register('content')}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={tNotes('type')}>
          {(control) => (
            <Select {...control} {...register('noteType')}>
              {noteTypeSchema.options.map((type) => (
                <option key={type} value={type}>
                  {t(`enhanced.noteTypes.${type}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label={tNotes('priority')}>
          {(control) => (
            <Select {...control} {...register('priority')}>
              {notePrioritySchema.options.map((priority) => (
                <option key={priority} value={priority}>
                  {t(`enhanced.notePriority.${priority}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label={tNotes('followUpDate')} error={errors.followUpDate?.message}>
          {(control) => <Input {...control} type="date" min={today} {...register('followUpDate')} />}
        </FormField>
        <FormField
          label={tNotes('assignedTo')}
          hint={team.isError ? tNotes('teamUnavailable') : undefined}
          error={errors.assignedTo?.message}
        >
          {(control) => (
            <Select {...control} {...register('assignedTo')}>
              <option value="">{tNotes('nobody')}</option>
              {assignees.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label={tNotes('visibility')}>
          {(control) => (
            <Select {...control} {...register('visibility')}>
              {noteVisibilitySchema.options.map((visibility) => (
                <option key={visibility} value={visibility}>
                  {t(`enhanced.visibility.${visibility}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        {editing ? (
          <Button variant="secondary" onClick={onDone} disabled={saving}>
            {tNotes('cancelEdit')}
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => reset(emptyNoteForm)} disabled={saving}>
            {tNotes('reset')}
          </Button>
        )}
        <Button type="submit" isLoading={saving} disabled={title === '' || content === ''}>
          {editing ? tNotes('saveChanges') : tNotes('save')}
        </Button>
      </div>
    </form>
  );
}
