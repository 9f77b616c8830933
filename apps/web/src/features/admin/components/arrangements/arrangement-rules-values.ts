import { type ArrangementRulesBody, arrangementRulesSchema } from '@hostportaal/contract';
import { centsToEuroString, formatCents, parseEuroToCents } from '@hostportaal/domain';
import type { TFunction } from 'i18next';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** The body, with the two amounts as euro text instead of cents. */
export type ArrangementRulesFormValues = Omit<
  ArrangementRulesBody,
  'minTotalCents' | 'minInstalmentCents'
> & {
  minTotalEuro: string;
  minInstalmentEuro: string;
};
type FormField = keyof ArrangementRulesFormValues;

// The contract's bounds (packages/contract payment-arrangements.ts).
const MONEY_FIELDS = {
  minTotalEuro: { body: 'minTotalCents', min: 0, max: 100_000_000 },
  minInstalmentEuro: { body: 'minInstalmentCents', min: 1, max: 100_000_000 },
} as const;
const NUMBER_RANGES = { maxInstalments: { min: 2, max: 36 }, graceDays: { min: 1, max: 60 } } as const;

const euroText = (cents: number) => centsToEuroString(cents).replace('.', ',');

export function rulesFormValues(rules: ArrangementRulesBody): ArrangementRulesFormValues {
  const { minTotalCents, minInstalmentCents, ...rest } = rules;
  return { ...rest, minTotalEuro: euroText(minTotalCents), minInstalmentEuro: euroText(minInstalmentCents) };
}

/** The form field that shows an error on a body field (from the server's `details` or the schema). */
export function rulesFormFieldOf(bodyField: string): FormField | undefined {
  if (bodyField === 'minTotalCents') return 'minTotalEuro';
  if (bodyField === 'minInstalmentCents') return 'minInstalmentEuro';
  const fields: FormField[] = ['maxInstalments', 'graceDays', 'allowAfterLapse', 'resumeOnFirstInstalment'];
  return fields.find((field) => field === bodyField);
}

function numberErrorMap(t: TFunction): z.core.$ZodErrorMap {
  return (issue) => {
    const field = String(issue.path?.[0] ?? '');
    const range = field === 'maxInstalments' || field === 'graceDays' ? NUMBER_RANGES[field] : undefined;
    if (!range) return undefined;
    if (issue.code === 'invalid_type') return t('adminArrangements.rules.wholeNumber');
    if (issue.code === 'too_small' || issue.code === 'too_big')
      return t('adminArrangements.rules.range', range);
    return undefined;
  };
}

/**
 * Checks the form with the contract's own schema after the euro texts became cents, with our messages for an
 * amount or a number out of its range.
 */
export function arrangementRulesResolver(
  t: TFunction,
): Resolver<ArrangementRulesFormValues, unknown, ArrangementRulesBody> {
  return async (values) => {
    const errors: FieldErrors<ArrangementRulesFormValues> = {};
    const { minTotalEuro, minInstalmentEuro, ...rest } = values;
    const cents: Partial<Record<'minTotalCents' | 'minInstalmentCents', number>> = {};
    for (const [field, text] of [
      ['minTotalEuro', minTotalEuro],
      ['minInstalmentEuro', minInstalmentEuro],
    ] as const) {
      const bounds = MONEY_FIELDS[field];
      const parsed = parseEuroToCents(text);
      if (parsed === null || parsed < bounds.min || parsed > bounds.max)
        errors[field] = {
          type: 'validate',
          message: t('adminArrangements.rules.amountInvalid', {
            min: formatCents(bounds.min),
            max: formatCents(bounds.max),
          }),
        };
      else cents[bounds.body] = parsed;
    }
    const parsed = arrangementRulesSchema.safeParse(
      { ...rest, minTotalCents: cents.minTotalCents ?? 0, minInstalmentCents: cents.minInstalmentCents ?? 1 },
      { error: numberErrorMap(t) },
    );
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = rulesFormFieldOf(String(issue.path[0] ?? ''));
        if (field && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
      }
    if (!parsed.success || Object.keys(errors).length > 0) return { values: {}, errors };
    return { values: parsed.data, errors: {} };
  };
}
