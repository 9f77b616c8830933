import { collectionFeeCents, formatCents, formatDateLong, type IsoDate } from '@hostportaal/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  type CollectionLetter,
  type CompanySettings,
  collectionActions,
  collectionCases,
  type DunningSettings,
  subscriptions,
} from '../../db/schema/index.ts';
import { getCompanySettings } from '../company/company-settings.ts';
import { enqueueEmail } from '../email/enqueue-email.ts';
import { createNotification } from '../notifications/create-notification.ts';
import {
  type OfferedPayLink,
  offerPayLink,
  type PayLinks,
  payTargetOf,
} from '../online-payments/pay-links.ts';
import type { DunningPlan, PlannedCase } from './dunning-plan.ts';
import {
  type DunningTemplate,
  type DunningTemplateKey,
  payOnlineParagraph,
  renderDunningEmail,
} from './dunning-templates.ts';
import { feeCapRemainingCents } from './fee-cap.ts';
import { issueCollectionLetter, type LetterClaim } from './issue-collection-letter.ts';
import { findDunningTemplate } from './letter-templates.ts';

export type CustomerCase = PlannedCase & {
  subscriptionTitle: string | null;
  notice:
    | (NonNullable<PlannedCase['notice']> & {
        feeCents: number;
        letterNumber: string;
        letterDate: IsoDate;
        termEndDate: IsoDate;
      })
    | null;
  claim: LetterClaim;
};

export type DunningCustomer = {
  id: string;
  email: string;
  firstname: string;
  lastname: string;
  isBusiness: boolean;
};

export type StepContext = {
  plan: DunningPlan;
  /** The staff member who asked (null: the daily run). */
  actorId?: string | null;
  /** false: the letter goes by post, no e-mail (manual letters only). */
  sendEmail?: boolean;
  /** Read once per run instead of once per customer. */
  company?: CompanySettings;
  templates?: Record<DunningTemplateKey, DunningTemplate>;
  cases: CustomerCase[];
  customer: DunningCustomer;
  settings: DunningSettings;
  today: IsoDate;
  now: Date;
  publicUrl: string;
  /** Signed pay links for the letters and mails of this run; null or absent while online payment is off. */
  payLinks?: PayLinks | null;
};

type Stage = PlannedCase['stage'];

function claimLines(cases: CustomerCase[]): string {
  return cases
    .map(
      ({ claim }) =>
        `- Factuur ${claim.invoiceNumber}: ${formatCents(claim.openCents)}, vervallen op ${formatDateLong(claim.dueDate)}`,
    )
    .join('\n');
}

const sumOpen = (cases: CustomerCase[]) => cases.reduce((sum, item) => sum + item.claim.openCents, 0);

/** The e-mail of one dunning step for one customer, from the template. Pure. */
export function dunningMessage(
  template: DunningTemplate,
  company: Pick<CompanySettings, 'name' | 'iban'>,
  context: { customer: Pick<DunningCustomer, 'firstname'>; publicUrl: string },
  input: {
    cases: CustomerCase[];
    letter?: CollectionLetter;
    noticeText?: string;
    payLink?: OfferedPayLink | null;
  },
) {
  const totalCents = input.letter
    ? input.letter.principalCents + (input.letter.letterType === 'collection' ? input.letter.feeCents : 0)
    : sumOpen(input.cases);
  const invoiceNumbers = input.cases.map(({ claim }) => claim.invoiceNumber).join(', ');
  return renderDunningEmail(template, {
    customerName: context.customer.firstname,
    claims: claimLines(input.cases),
    totalAmount: formatCents(totalCents),
    paymentReference: input.letter ? input.letter.paymentReference : `factuurnummer ${invoiceNumbers}`,
    companyName: company.name,
    iban: company.iban,
    portalLink: `${context.publicUrl}/dashboard/invoices`,
    noticeText: input.noticeText ?? '',
    payOnline: payOnlineParagraph(input.payLink ?? null),
  });
}

/** Queues one dunning e-mail (with the letter attached, if any) and records the step on each claim's case. */
async function takeStep(
  tx: DbOrTx,
  context: StepContext,
  input: {
    cases: CustomerCase[];
    template: DunningTemplateKey;
    stage: Stage | null;
    action: string;
    description: string;
    letter?: CollectionLetter;
    noticeText?: string;
  },
): Promise<void> {
  const company = context.company ?? (await getCompanySettings(tx));
  const template = context.templates?.[input.template] ?? (await findDunningTemplate(tx, input.template));
  const payLink = await offerPayLink(
    context.payLinks,
    payTargetOf(context.customer.id, {
      letterId: input.letter?.id,
      invoiceIds: input.cases.map((item) => item.claim.invoiceId),
    }),
  );
  const message = dunningMessage(template, company, context, { ...input, payLink });
  if (context.sendEmail !== false)
    await enqueueEmail(tx, {
      to: context.customer.email,
      userId: context.customer.id,
      message,
      now: context.now,
      attachments: input.letter
        ? [
            {
              kind: 'collection_letter_pdf',
              letterId: input.letter.id,
              filename: `${input.letter.letterNumber}.pdf`,
            },
          ]
        : [],
    });
  const ids = input.cases.map((item) => item.id);
  await tx
    .update(collectionCases)
    .set({
      ...(input.stage ? { stage: input.stage, stageChangedAt: context.now } : {}),
      contactAttempts: sql`${collectionCases.contactAttempts} + 1`,
      lastContactAt: context.now,
      ...(input.letter?.letterType === 'notice' ? { noticeLetterId: input.letter.id } : {}),
      ...(input.letter?.letterType === 'collection' ? { collectionLetterId: input.letter.id } : {}),
    })
    .where(inArray(collectionCases.id, ids));
  await tx.insert(collectionActions).values(
    input.cases.map((item) => ({
      caseId: item.id,
      userId: context.customer.id,
      actorId: context.actorId ?? null,
      action: input.action,
      stage: input.stage ?? item.stage,
      description: `${input.description} (factuur ${item.claim.invoiceNumber})`,
      letterId: input.letter?.id ?? null,
      createdAt: context.now,
    })),
  );
}

/**
 * The fee a letter may state or charge: the BIK staffel within what the six-month cap leaves; a collection
 * letter never charges more than its notice announced (a part payment lowers it).
 */
function letterFee(principalCents: number, capRemainingCents: number, noticeFeeCents: number | null): number {
  return Math.min(
    collectionFeeCents(principalCents),
    capRemainingCents,
    noticeFeeCents ?? Number.POSITIVE_INFINITY,
  );
}

async function allowedFee(
  tx: DbOrTx,
  context: Pick<StepContext, 'customer' | 'settings' | 'today'>,
  principalCents: number,
  noticeFeeCents: number | null = null,
): Promise<number> {
  const remaining = await feeCapRemainingCents(tx, context.customer.id, context.settings, context.today);
  return letterFee(principalCents, remaining, noticeFeeCents);
}

export type PlannedLetter = {
  letterType: 'notice' | 'collection';
  principalCents: number;
  feeCents: number;
  /** The claims the letter covers. */
  invoiceNumbers: string[];
};

/**
 * The letters executeDunningPlan would write for this plan, each with its principal and fee (the fee a
 * notice announces, the fee a collection letter charges); writes nothing. The staff confirmation shows it.
 */
export async function plannedLetters(
  db: DbOrTx,
  context: Pick<StepContext, 'plan' | 'cases' | 'customer' | 'settings' | 'today'>,
): Promise<PlannedLetter[]> {
  const { plan, customer } = context;
  const pick = (ids: string[]) => context.cases.filter((item) => ids.includes(item.id));
  let capRemaining = await feeCapRemainingCents(db, customer.id, context.settings, context.today);
  const letters: PlannedLetter[] = [];
  if (plan.finalNotice.length > 0 && !customer.isBusiness) {
    const covered = pick(plan.finalNotice);
    const principalCents = sumOpen(covered);
    letters.push({
      letterType: 'notice',
      principalCents,
      feeCents: letterFee(principalCents, capRemaining, null),
      invoiceNumbers: covered.map((item) => item.claim.invoiceNumber),
    });
  }
  for (const ids of plan.collection) {
    const cases = pick(ids);
    const principalCents = sumOpen(cases);
    const feeCents = letterFee(principalCents, capRemaining, cases[0]?.notice?.feeCents ?? null);
    // The letter written before counts towards the cap of the next, as in executeDunningPlan.
    capRemaining -= feeCents;
    letters.push({
      letterType: 'collection',
      principalCents,
      feeCents,
      invoiceNumbers: cases.map((item) => item.claim.invoiceNumber),
    });
  }
  return letters;
}

/** Carries out today's plan for one customer, inside the transaction that locked the customer's cases. */
export async function executeDunningPlan(tx: DbOrTx, context: StepContext) {
  const { plan, customer } = context;
  const pick = (ids: string[]) => context.cases.filter((item) => ids.includes(item.id));
  const done = {
    reminders: 0,
    notices: 0,
    suspensions: 0,
    collectionLetters: 0,
    letters: [] as CollectionLetter[],
  };

  for (const [ids, stage, template] of [
    [plan.firstReminder, 'first_reminder', 'first_reminder'],
    [plan.secondReminder, 'second_reminder', 'second_reminder'],
  ] as const) {
    if (ids.length === 0) continue;
    await takeStep(tx, context, {
      cases: pick(ids),
      template,
      stage,
      action: 'reminder_sent',
      description:
        stage === 'first_reminder' ? 'Eerste herinnering verstuurd' : 'Tweede herinnering verstuurd',
    });
    done.reminders += 1;
  }

  if (plan.finalNotice.length > 0) {
    const cases = pick(plan.finalNotice);
    if (customer.isBusiness) {
      // Directive 2011/7/EU, art. 6:96 lid 4 BW: a business owes at least EUR 40 without a 14-day letter.
      const fee = await allowedFee(tx, context, sumOpen(cases));
      await takeStep(tx, context, {
        cases,
        template: 'final_notice',
        stage: 'final_notice',
        action: 'final_notice_sent',
        description: 'Laatste aanmaning verstuurd',
        noticeText: `Betaal je niet binnen 14 dagen, dan brengen we ${formatCents(fee)} aan buitengerechtelijke incassokosten in rekening (art. 6:96 BW; zakelijke klanten zijn deze vergoeding van minimaal € 40,00 verschuldigd).`,
      });
    } else {
      const principal = sumOpen(cases);
      const letter = await issueCollectionLetter(tx, {
        letterType: 'notice',
        userId: customer.id,
        claims: cases.map((item) => item.claim),
        feeCents: await allowedFee(tx, context, principal),
        // A letter not e-mailed goes by post: its receipt date and term are the post's (DOMAIN-NL §1).
        channel: context.sendEmail === false || context.settings.noticeChannel === 'post' ? 'post' : 'email',
        today: context.today,
        now: context.now,
        actorId: context.actorId ?? null,
        payLinks: context.payLinks ?? null,
      });
      done.letters.push(letter);
      await takeStep(tx, context, {
        cases,
        template: 'final_notice',
        stage: 'final_notice',
        action: 'notice_sent',
        description: `14-dagenbrief ${letter.letterNumber} verstuurd`,
        letter,
        noticeText: `In de bijgevoegde brief ${letter.letterNumber} lees je dat je 14 dagen hebt om te betalen, tot en met ${formatDateLong(letter.termEndDate ?? context.today)}. Betaal je niet op tijd, dan brengen we ${formatCents(letter.feeCents)} aan incassokosten in rekening.`,
      });
    }
    done.notices += 1;
  }

  for (const ids of plan.collection) {
    const cases = pick(ids);
    const notice = cases[0]?.notice ?? null;
    const principal = sumOpen(cases);
    const fee = await allowedFee(tx, context, principal, notice ? notice.feeCents : null);
    const letter = await issueCollectionLetter(tx, {
      letterType: 'collection',
      userId: customer.id,
      claims: cases.map((item) => item.claim),
      feeCents: fee,
      channel: 'email',
      today: context.today,
      now: context.now,
      actorId: context.actorId ?? null,
      payLinks: context.payLinks ?? null,
      notice: notice
        ? {
            id: notice.id,
            letterNumber: notice.letterNumber,
            letterDate: notice.letterDate,
            termEndDate: notice.termEndDate,
          }
        : null,
    });
    done.letters.push(letter);
    await takeStep(tx, context, {
      cases,
      template: 'legal_notice',
      stage: 'legal_action',
      action: 'collection_letter_sent',
      description: `Incassobrief ${letter.letterNumber} verstuurd (${formatCents(fee)} incassokosten)`,
      letter,
    });
    done.collectionLetters += 1;
  }

  if (plan.suspend.length > 0) {
    const suspended = await tx
      .update(subscriptions)
      .set({
        status: 'suspended',
        serviceStatus: 'suspended',
        suspendedAt: context.now,
        updatedAt: context.now,
      })
      .where(and(inArray(subscriptions.id, plan.suspend), eq(subscriptions.status, 'active')))
      .returning({ id: subscriptions.id, title: subscriptions.title });
    if (suspended.length > 0) {
      const ids = new Set(suspended.map((row) => row.id));
      const cases = context.cases.filter((item) => item.subscriptionId && ids.has(item.subscriptionId));
      await takeStep(tx, context, {
        cases,
        template: 'suspension_notice',
        stage: null,
        action: 'service_suspended',
        description: `Dienst opgeschort: ${suspended.map((row) => row.title).join(', ')}`,
      });
      await createNotification(tx, {
        userId: customer.id,
        type: 'service_suspended',
        title: 'Dienst opgeschort',
        body: `${suspended.map((row) => row.title).join(', ')} is opgeschort wegens een betalingsachterstand.`,
        link: '/dashboard/invoices',
        now: context.now,
      });
      done.suspensions += suspended.length;
    }
  }
  return done;
}
