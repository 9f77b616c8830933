import { formatCents } from '@hostportaal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { emailMessage } from '../email/email-templates.ts';
import { enqueueEmail } from '../email/enqueue-email.ts';
import { createNotification } from '../notifications/create-notification.ts';

/** The customer hears that credit was paid back to their account (a notification and an e-mail). */
export async function tellCreditRefunded(
  tx: DbOrTx,
  customer: { id: string; email: string; firstname: string },
  refund: { amountCents: number; account: string },
  now: Date,
): Promise<void> {
  const text = `We hebben ${formatCents(refund.amountCents)} van je tegoed teruggestort op je rekening ${refund.account}. Het staat binnen een paar werkdagen op je rekening.`;
  await createNotification(tx, {
    userId: customer.id,
    type: 'payment_received',
    title: 'Tegoed terugbetaald',
    body: text,
    link: '/dashboard/invoices',
    now,
  });
  await enqueueEmail(tx, {
    to: customer.email,
    userId: customer.id,
    message: emailMessage(
      'credit_refunded',
      'We hebben je tegoed terugbetaald',
      `Hallo ${customer.firstname},\n\n${text}`,
    ),
    now,
  });
}
