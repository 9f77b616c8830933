import { amsterdamToday, formatCents, formatDateLong } from '@hostportaal/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { EmailAttachmentRef, PaymentArrangement } from '../../db/schema/index.ts';
import { users } from '../../db/schema/index.ts';
import { getCompanySettings } from '../company/company-settings.ts';
import { emailMessage } from '../email/email-templates.ts';
import { enqueueEmail } from '../email/enqueue-email.ts';
import type { StoredConfirmation } from './arrangement-confirmation.ts';
import {
  arrangementNumber,
  loadCovered,
  openOfCovered,
  progressOf,
  scheduleOf,
} from './arrangement-records.ts';
import { getArrangementRules } from './arrangement-settings.ts';

// What the customer is told about their payment arrangement (issue 30), in Dutch: what was agreed, a late
// instalment, the lapse and what comes next, an end. Written to the outbox in the caller's transaction.

export type ArrangementMessageKind =
  | 'agreed'
  | 'proposed'
  | 'approved'
  | 'rejected'
  | 'adjusted'
  | 'reminder'
  | 'lapsed'
  | 'debit_failed'
  | 'ended'
  | 'completed';

type Extra = {
  confirmation?: StoredConfirmation | null;
  reason?: string;
  sequence?: number;
  /** debit_failed: what the bank said, and the date the direct debit is tried again (none: pay by transfer). */
  bankReason?: string;
  retryOn?: string | null;
  /** lapsed: the customer had an instalment's direct debit reversed (MD06), not a missed instalment. */
  disputed?: boolean;
};

export async function arrangementEmail(
  tx: DbOrTx,
  arrangement: PaymentArrangement,
  kind: ArrangementMessageKind,
  actor: { now: Date },
  extra: Extra = {},
): Promise<void> {
  const [user] = await tx
    .select({ email: users.email, firstname: users.firstname })
    .from(users)
    .where(eq(users.id, arrangement.userId));
  if (!user) return;
  const company = await getCompanySettings(tx);
  const rules = await getArrangementRules(tx);
  const covered = await loadCovered(tx, arrangement.id);
  const open = openOfCovered(covered);
  const schedule = await scheduleOf(tx, arrangement);
  const progress = progressOf(schedule, open, amsterdamToday(actor.now), rules.graceDays);
  const number = arrangementNumber(arrangement);
  const scheduleLines = progress.instalments
    .map((instalment, index) => {
      const reference = schedule[index]?.paymentReference ?? '';
      const paid = instalment.state === 'paid' ? ' (betaald)' : '';
      return `- Termijn ${instalment.sequence}: ${formatCents(instalment.amountCents)} uiterlijk ${formatDateLong(instalment.dueDate)}, kenmerk ${reference}${paid}`;
    })
    .join('\n');
  const claimLines = [
    ...covered.fees
      .filter((fee) => fee.cents > 0)
      .map(
        (fee) =>
          `- Incassokosten brief ${fee.letter.letterNumber}: ${formatCents(fee.cents)} (kenmerk ${fee.letter.paymentReference})`,
      ),
    ...covered.invoices
      .filter((claim) => claim.facts.openCents > 0 && claim.row.status !== 'cancelled')
      .map(
        (claim) =>
          `- Factuur ${claim.row.invoice_number}: ${formatCents(claim.facts.openCents)}${claim.row.payment_reference ? ` (kenmerk ${claim.row.payment_reference})` : ''}`,
      ),
  ].join('\n');
  const howToPay =
    arrangement.method === 'sepa'
      ? 'Elke termijn schrijven we op de vervaldatum af van de rekening van je machtiging.'
      : `Maak elke termijn uiterlijk op de vervaldatum over naar ${company.iban} ten name van ${company.name}, met het kenmerk van die termijn, of betaal online in het klantportaal. Betaal je meer, dan gaat het meerdere naar de volgende termijnen.`;
  const whenMissed = `Is een termijn ${rules.graceDays} dagen na de vervaldatum niet betaald, dan sturen we een herinnering; ${rules.graceDays} dagen daarna vervalt de regeling en is wat openstaat in één keer opeisbaar.`;
  const hello = `Hallo ${user.firstname},\n\n`;
  const attachments: EmailAttachmentRef[] = extra.confirmation
    ? [
        {
          kind: 'arrangement_confirmation_pdf',
          confirmationId: extra.confirmation.id,
          filename: extra.confirmation.filename,
        },
      ]
    : [];
  const texts: Record<ArrangementMessageKind, () => [string, string]> = {
    agreed: () => [
      `Je betalingsregeling ${number} is afgesproken`,
      `${hello}Je betaalt ${formatCents(open)} in ${schedule.length} termijnen:\n${scheduleLines}\n\n${howToPay}\n\nZolang je de termijnen betaalt, sturen we over deze posten geen herinneringen of aanmaningen. ${whenMissed}\n\nDe bevestiging zit als PDF bij deze e-mail en staat in het klantportaal onder Betalingsregeling.`,
    ],
    approved: () => [
      `Je voorstel voor een betalingsregeling is goedgekeurd (${number})`,
      `${hello}We hebben je voorstel goedgekeurd. Je betaalt ${formatCents(open)} in ${schedule.length} termijnen:\n${scheduleLines}\n\n${howToPay}\n\n${whenMissed}\n\nDe bevestiging zit als PDF bij deze e-mail.`,
    ],
    proposed: () => [
      `We hebben je voorstel voor een betalingsregeling ontvangen (${number})`,
      `${hello}Je voorstel om ${formatCents(open)} in ${schedule.length} termijnen te betalen valt buiten onze standaardregels, daarom beoordeelt een medewerker het. Je hoort zo snel mogelijk van ons. Intussen sturen we over deze posten geen herinneringen of aanmaningen.\n\nHet voorgestelde schema:\n${scheduleLines}`,
    ],
    rejected: () => [
      `Je voorstel voor een betalingsregeling is niet goedgekeurd (${number})`,
      `${hello}We hebben je voorstel helaas niet goedgekeurd${extra.reason ? `: ${extra.reason}` : '.'}\n\nDeze posten staan weer open en de incasso gaat verder waar die was gebleven:\n${claimLines}\n\nBetaal ze met het kenmerk erachter naar ${company.iban} ten name van ${company.name}, of neem contact met ons op via ${company.email} of ${company.phone}.`,
    ],
    adjusted: () => [
      `Het schema van je betalingsregeling ${number} is aangepast`,
      `${hello}Het nieuwe schema voor de ${formatCents(open)} die nog openstaat:\n${scheduleLines}\n\nDit schema vervangt het vorige; wat je al betaalde blijft betaald. ${howToPay}\n\n${whenMissed}\n\nDe nieuwe bevestiging zit als PDF bij deze e-mail.`,
    ],
    reminder: () => {
      const instalment = progress.instalments.find((item) => item.sequence === extra.sequence);
      const index = progress.instalments.findIndex((item) => item.sequence === extra.sequence);
      const due = instalment ? instalment.amountCents - instalment.paidCents : 0;
      return [
        `Termijn ${extra.sequence ?? ''} van je betalingsregeling ${number} is nog niet betaald`,
        `${hello}Termijn ${extra.sequence ?? ''} van je betalingsregeling (${formatCents(due)}, uiterlijk ${instalment ? formatDateLong(instalment.dueDate) : ''}) hebben we nog niet ontvangen. Maak het bedrag over naar ${company.iban} ten name van ${company.name} met kenmerk ${schedule[index]?.paymentReference ?? ''}, of betaal online in het klantportaal.\n\nIs de termijn op ${instalment ? formatDateLong(instalment.lapseOn) : ''} nog niet betaald, dan vervalt de betalingsregeling: wat dan openstaat (nu ${formatCents(open)}) is in één keer opeisbaar en de incasso gaat verder waar die was gebleven. Lukt het niet? Neem dan vóór die datum contact met ons op via ${company.email} of ${company.phone}.`,
      ];
    },
    debit_failed: () => {
      const instalment = progress.instalments.find((item) => item.sequence === extra.sequence);
      const index = progress.instalments.findIndex((item) => item.sequence === extra.sequence);
      const due = instalment ? instalment.amountCents - instalment.paidCents : 0;
      const next = extra.retryOn
        ? `We proberen het bedrag op ${formatDateLong(extra.retryOn)} nog één keer af te schrijven; zorg dat er dan genoeg op je rekening staat. Liever zelf betalen? Maak het over naar ${company.iban} ten name van ${company.name} met kenmerk ${schedule[index]?.paymentReference ?? ''}, of betaal online in het klantportaal.`
        : `We schrijven deze termijn niet nog eens af. Maak het bedrag uiterlijk ${instalment ? formatDateLong(instalment.remindOn) : ''} over naar ${company.iban} ten name van ${company.name} met kenmerk ${schedule[index]?.paymentReference ?? ''}, of betaal online in het klantportaal.`;
      return [
        `De incasso van termijn ${extra.sequence ?? ''} van je betalingsregeling ${number} is mislukt`,
        `${hello}De automatische incasso van termijn ${extra.sequence ?? ''} (${formatCents(due)}) is niet gelukt${extra.bankReason ? `: ${extra.bankReason}` : '.'}\n\n${next}\n\nDe betalingsregeling loopt door. ${whenMissed}`,
      ];
    },
    lapsed: () => [
      `Je betalingsregeling ${number} is vervallen`,
      `${hello}${extra.disputed ? `Je hebt de automatische incasso van termijn ${extra.sequence ?? ''} van je betalingsregeling laten terugboeken. Daarmee is` : `Termijn ${extra.sequence ?? ''} van je betalingsregeling is niet betaald, ook niet na onze herinnering. Daarom is`} de betalingsregeling vervallen. Wat nog openstaat, ${formatCents(open)}, is nu in één keer opeisbaar:\n${claimLines}\n\nWat er nu gebeurt: de incasso van deze posten gaat verder waar die was gebleven, met de volgende stap van ons betalingsschema. Heb je al een 14-dagenbrief gehad en is die termijn voorbij, dan krijg je geen nieuwe 14-dagenbrief; de incassokosten die de wet dan toestaat kunnen in rekening worden gebracht. Betaal je het hele bedrag, dan stopt de incasso.\n\nBetaal met het kenmerk achter elke post naar ${company.iban} ten name van ${company.name}, of online in het klantportaal. Vragen? Mail ${company.email} of bel ${company.phone}.`,
    ],
    ended: () => [
      `Je betalingsregeling ${number} is beëindigd`,
      `${hello}We hebben je betalingsregeling beëindigd${extra.reason ? `: ${extra.reason}` : '.'}${open > 0 ? `\n\nWat nog openstaat, ${formatCents(open)}, is nu in één keer opeisbaar en de incasso gaat verder waar die was gebleven:\n${claimLines}\n\nBetaal met het kenmerk achter elke post naar ${company.iban} ten name van ${company.name}, of online in het klantportaal.` : '\n\nEr staat niets meer open.'}`,
    ],
    completed: () => [
      `Je betalingsregeling ${number} is afgerond`,
      `${hello}Alle termijnen van je betalingsregeling zijn betaald. De posten in de regeling zijn daarmee voldaan. Dank je wel!`,
    ],
  };
  const [subject, text] = texts[kind]();
  await enqueueEmail(tx, {
    to: user.email,
    userId: arrangement.userId,
    message: emailMessage(`arrangement_${kind}`, subject, text),
    now: actor.now,
    attachments,
  });
}
