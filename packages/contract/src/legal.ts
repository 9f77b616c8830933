import { z } from 'zod';
import { isoDateTimeSchema, successSchema } from './common.ts';
import { multiLineText } from './text-rule.ts';

// The algemene voorwaarden and the privacy statement (issue 28): staff publish versions in Settings, the
// public pages show the current one, and an order records the versions its customer accepted.

export const legalDocumentKindSchema = z.enum(['terms', 'privacy']);
export type LegalDocumentKind = z.infer<typeof legalDocumentKindSchema>;

export const legalDocumentSchema = z.object({
  kind: legalDocumentKindSchema,
  version: z.number().int(),
  publishedAt: isoDateTimeSchema,
  body: z.string(),
});
export type LegalDocumentView = z.infer<typeof legalDocumentSchema>;
export const legalDocumentResponseSchema = successSchema(legalDocumentSchema);

export const legalDocumentParamsSchema = z.object({ kind: legalDocumentKindSchema });

/** Both current versions, which the checkout shows and sends back with the order. */
export const currentLegalDocumentsSchema = z.object({
  terms: legalDocumentSchema,
  privacy: legalDocumentSchema,
});
export const currentLegalDocumentsResponseSchema = successSchema(currentLegalDocumentsSchema);

export const legalDocumentVersionsSchema = z.object({
  kind: legalDocumentKindSchema,
  /** Newest first; the first is the current version. */
  versions: z.array(legalDocumentSchema),
});
export const legalDocumentVersionsResponseSchema = successSchema(legalDocumentVersionsSchema);

export const LEGAL_DOCUMENT_MAX = 100_000;
const bodyRequired = 'Vul de tekst in';
export const publishLegalDocumentBodySchema = z.object({
  body: multiLineText({ typeError: bodyRequired })
    .min(1, { error: bodyRequired })
    .max(LEGAL_DOCUMENT_MAX, { error: `De tekst mag maximaal ${LEGAL_DOCUMENT_MAX} tekens lang zijn` }),
});
export type PublishLegalDocumentBody = z.infer<typeof publishLegalDocumentBodySchema>;
