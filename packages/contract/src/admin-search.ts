import { z } from 'zod';
import { successSchema } from './common.ts';
import { freeText } from './text-rule.ts';

// The Administration Dashboard header's global search (issue 7): users, subscriptions, invoices and payment
// references, a few per group, each with where it leads in the admin UI.

/** Results per group; the group's total says how many more there are. */
export const ADMIN_SEARCH_GROUP_LIMIT = 5;
/** Totals stop counting here (an invoice-number prefix such as '2026-' matches a year's invoices). */
export const ADMIN_SEARCH_COUNT_CAP = 1000;
export const ADMIN_SEARCH_MIN_LENGTH = 2;
export const ADMIN_SEARCH_MAX_LENGTH = 100;

export const adminSearchQuerySchema = z.object({
  q: freeText({ language: 'en' }).min(ADMIN_SEARCH_MIN_LENGTH).max(ADMIN_SEARCH_MAX_LENGTH),
});
export type AdminSearchQuery = z.infer<typeof adminSearchQuerySchema>;

export const ADMIN_SEARCH_GROUPS = ['users', 'subscriptions', 'invoices', 'payments'] as const;
export type AdminSearchGroupId = (typeof ADMIN_SEARCH_GROUPS)[number];

/**
 * What a result is. The payments group holds every kind of reference: the PAY- reference of an invoice or
 * of a collection letter, the SEPA end-to-end id of a collection, and a SEPA mandate reference.
 */
export const adminSearchResultKindSchema = z.enum([
  'user',
  'subscription',
  'invoice',
  'invoice_reference',
  'letter_reference',
  'end_to_end_id',
  'mandate_reference',
]);
export type AdminSearchResultKind = z.infer<typeof adminSearchResultKindSchema>;

/** How the query matched: the whole value, its start, or somewhere inside. Results are ranked in this order. */
export const adminSearchMatchSchema = z.enum(['exact', 'prefix', 'contains']);
export type AdminSearchMatch = z.infer<typeof adminSearchMatchSchema>;

export const adminSearchResultSchema = z.object({
  kind: adminSearchResultKindSchema,
  id: z.uuid(),
  label: z.string(),
  /** A second line: the e-mail address, the customer, the invoice a reference belongs to. */
  detail: z.string().nullable(),
  match: adminSearchMatchSchema,
  /** In-app path of the admin screen that shows the result, e.g. `/dashboard/admin?section=invoices&invoice=…`. */
  link: z.string(),
});
export type AdminSearchResult = z.infer<typeof adminSearchResultSchema>;

export const adminSearchGroupSchema = z.object({
  results: z.array(adminSearchResultSchema).max(ADMIN_SEARCH_GROUP_LIMIT),
  total: z.number().int().nonnegative(),
  /** The total reached ADMIN_SEARCH_COUNT_CAP: there are at least that many. */
  totalIsCapped: z.boolean(),
});
export type AdminSearchGroup = z.infer<typeof adminSearchGroupSchema>;

export const adminSearchResponseSchema = successSchema(
  z.object({
    users: adminSearchGroupSchema,
    subscriptions: adminSearchGroupSchema,
    invoices: adminSearchGroupSchema,
    payments: adminSearchGroupSchema,
  }),
);
export type AdminSearchResponse = z.infer<typeof adminSearchResponseSchema>;
export type AdminSearchData = AdminSearchResponse['data'];
