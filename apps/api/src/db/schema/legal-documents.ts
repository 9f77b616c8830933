import { integer, pgEnum, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { bytea } from './bytea.ts';
import { users } from './users.ts';

export const legalDocumentKind = pgEnum('legal_document_kind', ['terms', 'privacy']);

// The algemene voorwaarden and the privacy statement, one row per version (issue 28). A saved version is
// never changed: an order keeps the version its customer accepted (art. 6:230m BW), and the PDF sent as the
// durable medium is stored with its hash, as it was sent.
export const legalDocuments = pgTable(
  'legal_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: legalDocumentKind('kind').notNull(),
    version: integer('version').notNull(),
    body: text('body').notNull(),
    pdf: bytea('pdf').notNull(),
    pdfSha256: text('pdf_sha256').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  // The unique index also finds the current version: the highest of its kind.
  (t) => [unique('legal_documents_kind_version_unique').on(t.kind, t.version)],
);

export type LegalDocument = typeof legalDocuments.$inferSelect;
