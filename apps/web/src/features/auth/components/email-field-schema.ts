import { loginBodySchema } from '@hostportaal/contract';
import type { TFunction } from 'i18next';
import { z } from 'zod';

/** The contract decides what a valid e-mail address is; the form only adds translated messages. */
export function emailFieldSchema(t: TFunction) {
  return z
    .string()
    .trim()
    .min(1, t('validation.required'))
    .refine((value) => loginBodySchema.shape.email.safeParse(value).success, t('validation.email'));
}
