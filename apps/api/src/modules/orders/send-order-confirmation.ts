import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type LegalDocument, type Order, users } from '../../db/schema/index.ts';
import { getCompanySettings } from '../company/company-settings.ts';
import { enqueueEmail } from '../email/enqueue-email.ts';
import { type OrderConfirmationInput, orderConfirmationEmail } from './order-confirmation-email.ts';

/** Queues the order confirmation in the order's transaction, with the accepted terms' stored PDF attached. */
export async function sendOrderConfirmation(
  db: DbOrTx,
  input: {
    userId: string;
    order: Order;
    terms: LegalDocument;
    privacy: LegalDocument;
    lines: OrderConfirmationInput['lines'];
    today: string;
    subscriptionsLink: string;
  },
): Promise<void> {
  const [user] = await db
    .select({ email: users.email, firstname: users.firstname })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!user) return;
  const company = await getCompanySettings(db);
  await enqueueEmail(db, {
    to: user.email,
    userId: input.userId,
    message: orderConfirmationEmail({
      firstname: user.firstname,
      placedOn: input.today,
      lines: input.lines,
      termsVersion: input.terms.version,
      privacyVersion: input.privacy.version,
      withdrawalEndsOn: input.order.withdrawalEndsOn,
      subscriptionsLink: input.subscriptionsLink,
      company,
    }),
    now: input.order.placedAt,
    attachments: [
      {
        kind: 'legal_document_pdf',
        documentId: input.terms.id,
        filename: `algemene-voorwaarden-versie-${input.terms.version}.pdf`,
      },
    ],
  });
}
