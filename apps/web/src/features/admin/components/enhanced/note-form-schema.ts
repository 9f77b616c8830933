import {
  NOTE_CONTENT_MAX,
  NOTE_TITLE_MAX,
  type Note,
  notePrioritySchema,
  noteTypeSchema,
  noteVisibilitySchema,
} from '@hostportaal/contract';
import { compareIsoDates, isIsoDate } from '@hostportaal/domain';
import type { TFunction } from 'i18next';
import { z } from 'zod';

export const NOTE_FIELDS = [
  'title',
  'content',
  'noteType',
  'priority',
  'followUpDate',
  'assignedTo',
  'visibility',
] as const;

/**
 * SPEC §5 new note, as typed: title and content required after trimming ('Titel en inhoud zijn verplicht'),
 * a follow-up date not before today (a note being edited may keep the date it had), '' for no date and no
 * assignee. What it gives is sent as the contract's note body (the API hooks take a NoteBody).
 */
export function noteFormSchema(t: TFunction, today: string, keepDate: string | null) {
  const required = t('enhanced.notes.form.required');
  return z.object({
    title: z
      .string()
      .trim()
      .min(1, required)
      .max(NOTE_TITLE_MAX, t('enhanced.notes.form.titleTooLong', { max: NOTE_TITLE_MAX })),
    content: z
      .string()
      .trim()
      .min(1, required)
      .max(NOTE_CONTENT_MAX, t('enhanced.notes.form.contentTooLong', { max: NOTE_CONTENT_MAX })),
    noteType: noteTypeSchema,
    priority: notePrioritySchema,
    followUpDate: z
      .string()
      .refine(
        (date) => date === '' || date === keepDate || (isIsoDate(date) && compareIsoDates(date, today) >= 0),
        t('enhanced.notes.form.followUpPast'),
      )
      .transform((date) => date || null),
    assignedTo: z.string().transform((id) => id || null),
    visibility: noteVisibilitySchema,
  });
}

export type NoteFormValues = z.input<ReturnType<typeof noteFormSchema>>;
export type NoteFormOutput = z.output<ReturnType<typeof noteFormSchema>>;

/** SPEC §5 defaults, which 'Reset Form' restores: general, medium, team only, nobody assigned. */
export const emptyNoteForm: NoteFormValues = {
  title: '',
  content: '',
  noteType: 'general',
  priority: 'medium',
  followUpDate: '',
  assignedTo: '',
  visibility: 'team_only',
};

export function noteFormValues(note: Note): NoteFormValues {
  return {
    title: note.title,
    content: note.content,
    noteType: note.noteType,
    priority: note.priority,
    followUpDate: note.followUpDate ?? '',
    assignedTo: note.assignedTo?.id ?? '',
    visibility: note.visibility,
  };
}
