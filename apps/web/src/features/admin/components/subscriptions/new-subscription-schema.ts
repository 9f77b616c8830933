import { billingIntervalSchema, createSubscriptionBodySchema } from '@hostportaal/contract';
import { compareIsoDates, isIsoDate } from '@hostportaal/domain';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { priceOverrideSchema } from './price-override-field';

const optionalText = z.string().transform((text) => text.trim() || null);

/** The "New subscription" form: text as typed, piped into the contract's create body. */
export function newSubscriptionSchema(t: TFunction, today: string) {
  const uuid = t('adminCatalog.subscriptions.form.invalidId');
  return z
    .object({
      userId: z.string().pipe(z.uuid(t('adminCatalog.subscriptions.form.customerRequired'))),
      packageId: z.string().min(1, t('adminCatalog.subscriptions.form.packageRequired')),
      interval: billingIntervalSchema,
      startDate: z
        .string()
        .refine(isIsoDate, { message: t('adminCatalog.subscriptions.form.invalidDate'), abort: true })
        .refine(
          (date) => compareIsoDates(date, today) >= 0,
          t('adminCatalog.subscriptions.form.startNotBeforeToday'),
        ),
      mandateId: optionalText.pipe(z.uuid(uuid).nullable()),
      priceCents: priceOverrideSchema(t),
      domain: optionalText,
    })
    .pipe(createSubscriptionBodySchema);
}

export type NewSubscriptionValues = z.input<ReturnType<typeof newSubscriptionSchema>>;
export const NEW_SUBSCRIPTION_FIELDS = [
  'userId',
  'packageId',
  'interval',
  'startDate',
  'mandateId',
  'priceCents',
  'domain',
] as const;
