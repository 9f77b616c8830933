import { MIN_PASSWORD_LENGTH } from '@hostportaal/contract';
import type { TFunction } from 'i18next';
import { z } from 'zod';

/** A new password: at least MIN_PASSWORD_LENGTH characters (SPEC §9), as the contract demands. */
export function newPasswordFieldSchema(t: TFunction) {
  return z.string().min(MIN_PASSWORD_LENGTH, t('validation.passwordTooShort', { min: MIN_PASSWORD_LENGTH }));
}
