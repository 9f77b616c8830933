import { parseEuroToCents } from '@hostportaal/domain';
import type { TFunction } from 'i18next';
import { z } from 'zod';

/** An optional euro amount typed by the admin: empty = the package's price (null), else cents. */
export function priceOverrideSchema(t: TFunction) {
  return z.string().transform((text, ctx) => {
    if (text.trim() === '') return null;
    const cents = parseEuroToCents(text);
    if (cents === null || cents < 0) {
      ctx.addIssue({ code: 'custom', message: t('adminCatalog.packages.form.invalidAmount') });
      return z.NEVER;
    }
    return cents;
  });
}
