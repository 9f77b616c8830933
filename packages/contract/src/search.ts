import { z } from 'zod';
import { successSchema } from './common.ts';
import { freeText } from './text-rule.ts';

export const searchQuerySchema = z.object({ q: freeText().min(2).max(100) });

export const searchResultTypeSchema = z.enum(['invoice', 'subscription', 'ticket']);
export type SearchResultType = z.infer<typeof searchResultTypeSchema>;

export const searchResultSchema = z.object({
  type: searchResultTypeSchema,
  id: z.uuid(),
  label: z.string(),
  detail: z.string().nullable(),
  link: z.string(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchResponseSchema = successSchema(
  z.object({
    invoices: z.array(searchResultSchema),
    subscriptions: z.array(searchResultSchema),
    tickets: z.array(searchResultSchema),
  }),
);
export type SearchResponse = z.infer<typeof searchResponseSchema>;
