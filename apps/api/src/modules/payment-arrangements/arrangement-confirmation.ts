import { createHash } from 'node:crypto';
import { renderArrangementConfirmationPdf } from '@hostportaal/documents';
import { amsterdamToday } from '@hostportaal/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { arrangementConfirmations, type PaymentArrangement, users } from '../../db/schema/index.ts';
import { getCompanySettings } from '../company/company-settings.ts';
import { arrangementNumber, loadCovered, openOfCovered, scheduleOf } from './arrangement-records.ts';
import { getArrangementRules } from './arrangement-settings.ts';

// The confirmation of each schedule version (issue 30), written once when the schedule is agreed and stored
// with its SHA-256 like a letter: every download gives the bytes that were sent.

export type StoredConfirmation = { id: string; filename: string };

export async function issueArrangementConfirmation(
  tx: DbOrTx,
  arrangement: PaymentArrangement,
  actor: { now: Date },
): Promise<StoredConfirmation> {
  const [user] = await tx.select().from(users).where(eq(users.id, arrangement.userId));
  if (!user) throw new Error(`customer ${arrangement.userId} not found`);
  const company = await getCompanySettings(tx);
  const rules = await getArrangementRules(tx);
  const covered = await loadCovered(tx, arrangement.id);
  const schedule = await scheduleOf(tx, arrangement);
  const number = arrangementNumber(arrangement);
  const open = openOfCovered(covered);
  const pdf = await renderArrangementConfirmationPdf(
    {
      number,
      scheduleVersion: arrangement.scheduleVersion,
      date: amsterdamToday(actor.now),
      customer: {
        name: `${user.firstname} ${user.lastname}`.trim(),
        customerNumber: user.customerNumber,
        street: `${user.street ?? ''} ${user.houseNumber ?? ''}`.trim(),
        zipcode: user.zipcode ?? '',
        city: user.city ?? '',
      },
      claims: [
        ...covered.fees.map((fee) => ({
          label: `Incassokosten brief ${fee.letter.letterNumber}`,
          openCents: fee.cents,
        })),
        ...covered.invoices.map((claim) => ({
          label: `Factuur ${claim.row.invoice_number}`,
          openCents: Math.max(0, claim.facts.openCents),
        })),
      ],
      totalCents: open,
      paidBeforeCents: Math.max(0, arrangement.totalCents - open),
      instalments: schedule.map((row) => ({
        sequence: row.sequence,
        dueDate: row.dueDate,
        amountCents: row.amountCents,
        paymentReference: row.paymentReference,
      })),
      method: arrangement.method,
      graceDays: rules.graceDays,
    },
    company,
  );
  const [stored] = await tx
    .insert(arrangementConfirmations)
    .values({
      arrangementId: arrangement.id,
      scheduleVersion: arrangement.scheduleVersion,
      pdf,
      sha256: createHash('sha256').update(pdf).digest('hex'),
      createdAt: actor.now,
    })
    .returning({ id: arrangementConfirmations.id });
  if (!stored) throw new Error('confirmation insert returned nothing');
  return { id: stored.id, filename: confirmationFilename(number, arrangement.scheduleVersion) };
}

export const confirmationFilename = (number: string, version: number) =>
  version > 1 ? `${number}-schema-${version}.pdf` : `${number}.pdf`;

/** The confirmation of the schedule in force (the newest one stored), for a download. */
export async function latestConfirmation(tx: DbOrTx, arrangement: PaymentArrangement) {
  const [row] = await tx
    .select()
    .from(arrangementConfirmations)
    .where(and(eq(arrangementConfirmations.arrangementId, arrangement.id)))
    .orderBy(desc(arrangementConfirmations.scheduleVersion))
    .limit(1);
  return row
    ? { ...row, filename: confirmationFilename(arrangementNumber(arrangement), row.scheduleVersion) }
    : null;
}
