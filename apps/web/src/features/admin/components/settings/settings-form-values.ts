import type { CompanySettingsView, companySettingsBodySchema } from '@hostportaal/contract';
import type { TFunction } from 'i18next';
import type { z } from 'zod';

/** What the form holds: the body's input shape, with empty text where the server has null. */
export type SettingsFormValues = z.input<typeof companySettingsBodySchema>;

export const COMPANY_FIELDS = [
  'name',
  'street',
  'houseNumber',
  'zipcode',
  'city',
  'country',
  'kvkNumber',
  'vatId',
  'email',
  'phone',
  'website',
  'supportHours',
  'paymentTermDays',
  'hostingGraceDays',
] as const;
export const BANK_FIELDS = ['iban', 'bic'] as const;
export const SEPA_FIELDS = [
  'creditorId',
  'sepaScheme',
  'collectionLeadDays',
  'preNotificationDays',
  'pain008Version',
] as const;
export const SECURITY_FIELDS = ['requireAdminTwoFactor'] as const;
/** Every body field, so each of the server's 422 `details` lands on the field it names. */
export const SETTINGS_FORM_FIELDS = [
  ...COMPANY_FIELDS,
  ...BANK_FIELDS,
  ...SEPA_FIELDS,
  ...SECURITY_FIELDS,
] as const;

export function settingsFormValues(settings: CompanySettingsView): SettingsFormValues {
  const values = {} as Record<string, unknown>;
  for (const field of SETTINGS_FORM_FIELDS) values[field] = settings[field] ?? '';
  return values as SettingsFormValues;
}

/**
 * The contract's own messages stay (they are the server's Dutch texts); a number field left empty or out
 * of range gets our message instead of zod's generic one.
 */
export function numberErrorMap(t: TFunction): z.core.$ZodErrorMap {
  return (issue) => {
    if (issue.code === 'invalid_type' && issue.expected === 'number') {
      return t('adminCatalog.settings.form.wholeNumber');
    }
    if (issue.code === 'too_small' && issue.origin === 'number') {
      return t('adminCatalog.settings.form.atLeast', { min: Number(issue.minimum) });
    }
    if (issue.code === 'too_big' && issue.origin === 'number') {
      return t('adminCatalog.settings.form.atMost', { max: Number(issue.maximum) });
    }
    return undefined;
  };
}
