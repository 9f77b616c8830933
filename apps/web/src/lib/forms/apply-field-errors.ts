import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../api/api-error';

/** Puts the server's per-field messages (`details`) on the form fields they name; true when any matched. */
export function applyFieldErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: readonly Path<Values>[],
): boolean {
  if (!isApiError(error)) return false;
  let applied = false;
  for (const detail of error.details) {
    const field = fields.find((name) => name === detail.field);
    if (field) {
      setError(field, { type: 'server', message: detail.message });
      applied = true;
    }
  }
  return applied;
}
