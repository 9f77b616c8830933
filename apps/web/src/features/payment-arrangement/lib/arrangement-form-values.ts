import type {
  arrangementOptionsSchema,
  instalmentMethodSchema,
  ProposeArrangementBody,
} from '@hostportaal/contract';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { formatDateShort } from '../../../lib/dates/format-date';

export type ArrangementOptions = z.infer<typeof arrangementOptionsSchema>;
export type InstalmentMethod = z.infer<typeof instalmentMethodSchema>;

/** What the customer fills in; the body sent to preview and propose is made from it. */
export type ArrangementFormValues = {
  claimIds: string[];
  /** The number of instalments chosen, or null until one is. */
  instalments: number | null;
  /** The customer proposes a number the rules do not offer them (staff review it). */
  proposeOther: boolean;
  firstDueDate: string;
  method: InstalmentMethod;
  note: string;
};

export type ArrangementFormErrors = Partial<Record<'claims' | 'instalments' | 'firstDueDate', string>>;

/** The first due date suggested for a method: by direct debit no sooner than its first debit can be. */
export function suggestedFirstDueDate(options: ArrangementOptions, method: InstalmentMethod): string {
  return method === 'sepa' && options.firstDebitDate > options.firstDueDateDefault
    ? options.firstDebitDate
    : options.firstDueDateDefault;
}

/** Every overdue claim ticked, the first due date the company suggests, SEPA where a mandate allows it. */
export function initialFormValues(options: ArrangementOptions): ArrangementFormValues {
  const method = options.methods.includes('sepa') ? 'sepa' : 'transfer';
  return {
    claimIds: options.claims.map((claim) => claim.id),
    instalments: null,
    proposeOther: options.choices.length === 0,
    firstDueDate: suggestedFirstDueDate(options, method),
    method,
    note: '',
  };
}

export function chosenTotalCents(options: ArrangementOptions, claimIds: readonly string[]): number {
  return options.claims
    .filter((claim) => claimIds.includes(claim.id))
    .reduce((sum, claim) => sum + claim.openCents, 0);
}

export function formErrors(
  values: ArrangementFormValues,
  options: ArrangementOptions,
  t: TFunction,
): ArrangementFormErrors {
  const errors: ArrangementFormErrors = {};
  if (values.claimIds.length === 0) errors.claims = t('paymentArrangement.form.claims.noneChosen');
  if (values.instalments === null) errors.instalments = t('paymentArrangement.form.instalments.noneChosen');
  if (!values.firstDueDate) errors.firstDueDate = t('paymentArrangement.form.firstDueDate.missing');
  else if (values.firstDueDate > options.firstDueDateMax)
    errors.firstDueDate = t('paymentArrangement.form.firstDueDate.tooLate', {
      date: formatDateShort(options.firstDueDateMax),
    });
  else if (values.method === 'sepa' && values.firstDueDate < options.firstDebitDate)
    errors.firstDueDate = t('paymentArrangement.form.firstDueDate.tooSoonForDebit', {
      date: formatDateShort(options.firstDebitDate),
    });
  return errors;
}

/** The body for preview and propose; only call it on values without errors. */
export function proposalBody(values: ArrangementFormValues): ProposeArrangementBody {
  return {
    claimIds: values.claimIds,
    instalments: values.instalments ?? 0,
    firstDueDate: values.firstDueDate,
    method: values.method,
    note: values.note.trim(),
  };
}
