import { type DunningSettingsBody, dunningSettingsSchema } from '@hostportaal/contract';
import { centsToEuroString, parseEuroToCents } from '@hostportaal/domain';
import type { TFunction } from 'i18next';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** The body, with the fee cap as euro text (empty: no cap) instead of cents. */
export type DunningFormValues = Omit<DunningSettingsBody, 'feeCapCentsPerSixMonths'> & { feeCapEuro: string };

export const DAY_FIELDS = [
  'firstReminderDays',
  'secondReminderDays',
  'finalNoticeDays',
  'suspensionDays',
  'collectionLetterDays',
] as const;
export const DUNNING_FORM_FIELDS = ['enabled', ...DAY_FIELDS, 'noticeChannel', 'feeCapEuro'] as const;
type FormField = (typeof DUNNING_FORM_FIELDS)[number];

// The contract's bounds of the fee cap: EUR 40 (the BIK minimum) to EUR 6.775.
const FEE_CAP_MIN_CENTS = 4000;
const FEE_CAP_MAX_CENTS = 677_500;
const DAYS = { min: 1, max: 365 };

export function dunningFormValues(settings: DunningSettingsBody): DunningFormValues {
  const { feeCapCentsPerSixMonths, ...rest } = settings;
  return {
    ...rest,
    feeCapEuro:
      feeCapCentsPerSixMonths === null ? '' : centsToEuroString(feeCapCentsPerSixMonths).replace('.', ','),
  };
}

/** Cents for a valid cap, null for none, 'invalid' for anything else. */
function feeCapCents(text: string): number | null | 'invalid' {
  if (text.trim() === '') return null;
  const cents = parseEuroToCents(text);
  if (cents === null || cents < FEE_CAP_MIN_CENTS || cents > FEE_CAP_MAX_CENTS) return 'invalid';
  return cents;
}

/** The body's field a server `details` entry names, as the form field that shows it. */
export function formFieldOf(bodyField: string): FormField | undefined {
  const field = bodyField === 'feeCapCentsPerSixMonths' ? 'feeCapEuro' : bodyField;
  return DUNNING_FORM_FIELDS.find((name) => name === field);
}

function dayErrorMap(t: TFunction): z.core.$ZodErrorMap {
  return (issue) => {
    if (issue.code === 'invalid_type') return t('adminCollections.settings.wholeNumber');
    if (issue.code === 'too_small' || issue.code === 'too_big') {
      return t('adminCollections.settings.dayRange', DAYS);
    }
    return undefined;
  };
}

/**
 * Checks the form with the contract's own schema (its order rules and their messages included) after the
 * euro text became cents; our messages for a day count that is not a whole number or out of range.
 */
export function dunningSettingsResolver(
  t: TFunction,
): Resolver<DunningFormValues, unknown, DunningSettingsBody> {
  return async (values) => {
    const errors: FieldErrors<DunningFormValues> = {};
    const { feeCapEuro, ...rest } = values;
    const cap = feeCapCents(feeCapEuro);
    if (cap === 'invalid') {
      errors.feeCapEuro = { type: 'validate', message: t('adminCollections.settings.feeCapInvalid') };
    }
    const parsed = dunningSettingsSchema.safeParse(
      { ...rest, feeCapCentsPerSixMonths: cap === 'invalid' ? null : cap },
      { error: dayErrorMap(t) },
    );
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = formFieldOf(String(issue.path[0] ?? ''));
        if (field && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
      }
    }
    if (!parsed.success || cap === 'invalid') return { values: {}, errors };
    return { values: parsed.data, errors: {} };
  };
}
