import {
  MOLLIE_API_KEY_PATTERN,
  type OnlinePaymentSettingsView,
  onlinePaymentMethodSchema,
  onlinePaymentModeSchema,
  type UpdateOnlinePaymentSettingsBody,
} from '@hostportaal/contract';
import type { TFunction } from 'i18next';
import { z } from 'zod';

/** The form holds the key as typed (empty: keep the stored one); the body leaves it out then. */
export type OnlinePaymentsFormValues = Omit<UpdateOnlinePaymentSettingsBody, 'apiKey'> & { apiKey: string };
export const ONLINE_PAYMENTS_FORM_FIELDS = ['mode', 'apiKey', 'methods'] as const;

export function onlinePaymentsFormValues(settings: OnlinePaymentSettingsView): OnlinePaymentsFormValues {
  return { mode: settings.mode, apiKey: '', methods: settings.methods };
}

/**
 * The server's rules, told in the staff screen's words before sending: a Mollie mode needs a key of its own kind,
 * typed here or already stored (`apiKeyHint` starts with the prefix), and the checkout at least one method.
 */
export function onlinePaymentsFormSchema(t: TFunction, apiKeyHint: string | null) {
  return z
    .object({
      mode: onlinePaymentModeSchema,
      apiKey: z.string().trim(),
      methods: z.array(onlinePaymentMethodSchema),
    })
    .superRefine(({ mode, apiKey, methods }, context) => {
      const issue = (path: 'apiKey' | 'methods', message: string) =>
        context.addIssue({ code: 'custom', path: [path], message });
      if (methods.length === 0) issue('methods', t('adminOnlinePayments.methodsNeeded'));
      if (apiKey && !MOLLIE_API_KEY_PATTERN.test(apiKey)) {
        issue('apiKey', t('adminOnlinePayments.apiKeyFormat'));
        return;
      }
      if (mode !== 'test' && mode !== 'live') return;
      const prefix = `${mode}_`;
      if (apiKey && !apiKey.startsWith(prefix))
        issue('apiKey', t('adminOnlinePayments.apiKeyWrongMode', { prefix }));
      if (!apiKey && !apiKeyHint?.startsWith(prefix))
        issue('apiKey', t('adminOnlinePayments.apiKeyNeeded', { prefix }));
    })
    .transform(
      ({ apiKey, ...rest }): UpdateOnlinePaymentSettingsBody => (apiKey ? { ...rest, apiKey } : rest),
    );
}
