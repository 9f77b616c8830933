import { createHash } from 'node:crypto';
import type { LegalDocumentKind, LegalDocumentView } from '@hostportaal/contract';
import { renderLegalDocumentPdf } from '@hostportaal/documents';
import { amsterdamToday } from '@hostportaal/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { type LegalDocument, legalDocuments } from '../../db/schema/index.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { getCompanySettings } from '../company/company-settings.ts';

export const legalDocumentTitles: Record<LegalDocumentKind, string> = {
  terms: 'Algemene voorwaarden',
  privacy: 'Privacyverklaring',
};

export function legalDocumentView(row: LegalDocument): LegalDocumentView {
  return { kind: row.kind, version: row.version, publishedAt: row.publishedAt.toISOString(), body: row.body };
}

/** The version in force: the highest one of its kind. */
export async function findCurrentLegalDocument(
  db: DbOrTx,
  kind: LegalDocumentKind,
): Promise<LegalDocument | undefined> {
  const [row] = await db
    .select()
    .from(legalDocuments)
    .where(eq(legalDocuments.kind, kind))
    .orderBy(desc(legalDocuments.version))
    .limit(1);
  return row;
}

/** The current version, or 503 while none has been published (an order cannot be placed without one). */
export async function currentLegalDocument(db: DbOrTx, kind: LegalDocumentKind): Promise<LegalDocument> {
  const row = await findCurrentLegalDocument(db, kind);
  if (!row) throw new AppError('SERVICE_UNAVAILABLE');
  return row;
}

export async function listLegalDocumentVersions(db: DbOrTx, kind: LegalDocumentKind) {
  const rows = await db
    .select()
    .from(legalDocuments)
    .where(eq(legalDocuments.kind, kind))
    .orderBy(desc(legalDocuments.version));
  return rows.map(legalDocumentView);
}

export async function findLegalDocumentVersion(db: DbOrTx, kind: LegalDocumentKind, version: number) {
  const [row] = await db
    .select()
    .from(legalDocuments)
    .where(and(eq(legalDocuments.kind, kind), eq(legalDocuments.version, version)));
  return row;
}

/**
 * Publishes a new version: the next number, the text, the PDF rendered now with our company details and
 * stored with its hash. Earlier versions stay as they were, for the orders that accepted them.
 */
export async function publishLegalDocument(
  db: DbOrTx,
  input: { kind: LegalDocumentKind; body: string },
  actor: { id: string | null; ip?: string; now: Date },
): Promise<LegalDocument> {
  return db.transaction(async (tx) => {
    // Two saves at once would both take the same next number.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`legal-document:${input.kind}`}))`);
    const current = await findCurrentLegalDocument(tx, input.kind);
    const version = (current?.version ?? 0) + 1;
    const title = legalDocumentTitles[input.kind];
    const pdf = await renderLegalDocumentPdf(
      { title, version, publishedOn: amsterdamToday(actor.now), body: input.body },
      await getCompanySettings(tx),
    );
    const [row] = await tx
      .insert(legalDocuments)
      .values({
        kind: input.kind,
        version,
        body: input.body,
        pdf,
        pdfSha256: createHash('sha256').update(pdf).digest('hex'),
        publishedAt: actor.now,
        createdBy: actor.id,
      })
      .returning();
    if (!row) throw new Error('legal document insert returned nothing');
    if (actor.id) {
      await recordActivity(tx, {
        userId: null,
        actorId: actor.id,
        type: 'settings_updated',
        action: `${title} gewijzigd`,
        description: `${title} versie ${version} gepubliceerd`,
        ip: actor.ip,
        now: actor.now,
        metadata: { kind: input.kind, version, documentId: row.id },
      });
    }
    return row;
  });
}
