import type { ErrorParams, ErrorReason } from '@hostportaal/contract';
import { amsterdamToday, collectionFeeCents, type NoticeChannel } from '@hostportaal/domain';
import { eq, sql } from 'drizzle-orm';
import { type AppError, refusal } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  type CollectionLetter,
  collectionActions,
  collectionCases,
  collectionLetters,
} from '../../db/schema/index.ts';
import { emailMessage } from '../email/email-templates.ts';
import { enqueueEmail } from '../email/enqueue-email.ts';
import type { PayLinks } from '../online-payments/pay-links.ts';
import { issueCollectionLetter, type LetterClaim } from './issue-collection-letter.ts';

type Actor = { id: string; now: Date };

/** How a letter reached the customer, as staff record it, is the channel its term is counted from. */
export function channelOfDelivery(deliveryType: string): NoticeChannel {
  if (deliveryType === 'hand') return 'hand';
  return deliveryType === 'email' ? 'email' : 'post';
}

function conflict(reason: ErrorReason, message: string, params?: ErrorParams): AppError {
  return refusal('CONFLICT', reason, message, params);
}

/** The notice's claims with what is open on them now. */
async function openClaims(tx: DbOrTx, letterId: string): Promise<LetterClaim[]> {
  const result = await tx.execute<LetterClaim>(sql`
    select i.id as "invoiceId", i.invoice_number as "invoiceNumber", i.issue_date::text as "issueDate",
      i.due_date::text as "dueDate", (i.total_cents - i.paid_cents)::int as "openCents"
    from collection_letter_claims lc join invoices i on i.id = lc.invoice_id
    where lc.letter_id = ${letterId} and i.total_cents > i.paid_cents and i.status not in ('paid', 'cancelled')
    order by i.due_date, i.invoice_number`);
  return result.rows;
}

/**
 * A 14-dagenbrief went by another channel than the one its dates were counted for (DOMAIN-NL §1: post is
 * received the second working day after sending, e-mail the same day): it is written again, dated today,
 * with the dates of the channel really used and never a shorter term than the first gave. The new letter
 * replaces the old one on the claims' cases and keeps its payment reference; an e-mailed replacement is
 * sent, a posted one waits for staff to print it. Refused once the term has ended or the incassobrief
 * followed: by then the fee date has been relied on.
 */
export async function reissueNotice(
  tx: DbOrTx,
  letter: CollectionLetter,
  channel: NoticeChannel,
  actor: Actor,
  payLinks: PayLinks | null = null,
): Promise<CollectionLetter> {
  const today = amsterdamToday(actor.now);
  if (letter.termEndDate && today > letter.termEndDate)
    throw conflict(
      'notice_term_ended',
      `De termijn van brief ${letter.letterNumber} is al verstreken; de verzendwijze kan niet meer worden aangepast. Stuur zo nodig een nieuwe 14-dagenbrief.`,
      { letter: letter.letterNumber },
    );
  const [followUp] = await tx
    .select({ letterNumber: collectionLetters.letterNumber })
    .from(collectionLetters)
    .where(eq(collectionLetters.noticeLetterId, letter.id))
    .limit(1);
  if (followUp)
    throw conflict(
      'notice_followed',
      `Op brief ${letter.letterNumber} is al incassobrief ${followUp.letterNumber} gevolgd; de verzendwijze kan niet meer worden aangepast.`,
      { letter: letter.letterNumber, followUp: followUp.letterNumber },
    );
  const claims = await openClaims(tx, letter.id);
  if (claims.length === 0)
    throw conflict(
      'letter_paid',
      `Brief ${letter.letterNumber} is al betaald; er hoeft geen nieuwe brief te worden gemaakt.`,
      { letter: letter.letterNumber },
    );
  const principal = claims.reduce((sum, claim) => sum + claim.openCents, 0);
  const replacement = await issueCollectionLetter(tx, {
    letterType: 'notice',
    userId: letter.userId,
    claims,
    // Never more than the first letter announced (art. 6:96 lid 6 BW); less after a part payment.
    feeCents: Math.min(letter.feeCents, collectionFeeCents(principal)),
    channel,
    today,
    now: actor.now,
    actorId: actor.id,
    replaces: letter,
    payLinks,
  });
  await tx
    .update(collectionLetters)
    .set({ supersededById: replacement.id })
    .where(eq(collectionLetters.id, letter.id));
  await tx
    .update(collectionCases)
    .set({ noticeLetterId: replacement.id })
    .where(eq(collectionCases.noticeLetterId, letter.id));
  await tx.insert(collectionActions).values({
    userId: letter.userId,
    actorId: actor.id,
    action: 'notice_reissued',
    description: `14-dagenbrief ${letter.letterNumber} vervangen door ${replacement.letterNumber} (${channel === 'email' ? 'per e-mail' : channel === 'hand' ? 'persoonlijk' : 'per post; print en verstuur de nieuwe brief'}): betalen tot en met ${replacement.termEndDate}`,
    letterId: replacement.id,
    createdAt: actor.now,
  });
  if (channel === 'email') {
    await enqueueEmail(tx, {
      to: letter.customer.email,
      userId: letter.userId,
      now: actor.now,
      message: emailMessage(
        'notice_reissued',
        `Vervangende brief ${replacement.letterNumber}`,
        `Beste ${letter.customer.name},\n\nIn de bijlage vind je brief ${replacement.letterNumber}. Die vervangt onze brief ${letter.letterNumber} over dezelfde facturen, met de juiste betaaltermijn: je kunt zonder extra kosten betalen tot en met de datum in de brief.`,
      ),
      attachments: [
        {
          kind: 'collection_letter_pdf',
          letterId: replacement.id,
          filename: `${replacement.letterNumber}.pdf`,
        },
      ],
    });
  }
  return replacement;
}
