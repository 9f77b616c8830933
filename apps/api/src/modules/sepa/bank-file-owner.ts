import { normalizeIban } from '@hostportaal/sepa';
import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { sepaBatches } from '../../db/schema/index.ts';
import type { BankFileOwner, BankLine } from './bank-file-lines.ts';

// A bank file books money only when it is ours: a statement of our own account in euro, or a status
// report about a batch we sent. Anything else is refused whole (422), before a line is looked at, so a
// statement of another account holder that happens to carry one of our EndToEndIds books nothing.

function refuse(message: string, field = 'content'): never {
  throw new AppError('VALIDATION_FAILED', {
    message,
    reason: 'bank_file_not_ours',
    details: [{ field, message }],
  });
}

export async function assertBankFileIsOurs(
  tx: DbOrTx,
  input: { owner: BankFileOwner; lines: BankLine[]; companyIban: string },
): Promise<void> {
  const { owner, lines } = input;
  const ours = normalizeIban(input.companyIban);
  for (const statement of owner.statements) {
    if (!statement.accountIban)
      refuse(
        `Afschrift ${statement.id} noemt geen IBAN; we boeken alleen afschriften van onze rekening ${ours}.`,
      );
    if (normalizeIban(statement.accountIban) !== ours)
      refuse(
        `Afschrift ${statement.id} is van rekening ${statement.accountIban}, niet van onze rekening ${ours}; er is niets geboekt.`,
      );
    if (statement.currency && statement.currency !== 'EUR')
      refuse(
        `Afschrift ${statement.id} is in ${statement.currency}; we boeken alleen euro's. Er is niets geboekt.`,
      );
  }
  const foreign = lines.find((line) => line.currency !== null && line.currency !== 'EUR');
  if (foreign)
    refuse(
      `Het bestand bevat een boeking in ${foreign.currency}; we boeken alleen euro's. Er is niets geboekt.`,
    );
  if (owner.statements.length === 0) {
    const messageId = owner.originalMessageId;
    if (!messageId) refuse('Dit statusrapport noemt niet over welk incassobestand het gaat (OrgnlMsgId).');
    const [batch] = await tx
      .select({ id: sepaBatches.id })
      .from(sepaBatches)
      .where(eq(sepaBatches.messageId, messageId));
    if (!batch)
      refuse(`Dit statusrapport gaat over bestand ${messageId}, dat niet van ons is; er is niets geboekt.`);
  }
}
