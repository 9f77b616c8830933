import type { IsoDate } from '@hostportaal/domain';
import { sql } from 'drizzle-orm';
import { insertInBatches } from '../../db/batched-insert.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  type CompanySettings,
  collectionActions,
  type DunningSettings,
  emailOutbox,
} from '../../db/schema/index.ts';
import { offerPayLink, type PayLinks, payTargetOf } from '../online-payments/pay-links.ts';
import { type CaseRow, caseRows, customerCasesOf } from './customer-cases.ts';
import { planDunning } from './dunning-plan.ts';
import { type CustomerCase, dunningMessage } from './dunning-steps.ts';
import type { DunningTemplate, DunningTemplateKey } from './dunning-templates.ts';

// Most days the run only sends reminders. Doing that per customer costs about ten round trips each (20,000
// customers: minutes), so customers whose plan is only reminders are handled a chunk at a time: their
// cases locked in one statement (SKIP LOCKED, as the per-customer path), the e-mails, stage changes and
// history written in a few set-based statements. Whatever needs a letter or a suspension goes per customer.

export const REMINDER_CHUNK = 500;

type Context = {
  settings: DunningSettings;
  today: IsoDate;
  now: Date;
  publicUrl: string;
  payLinks?: PayLinks | null;
  company: CompanySettings;
  templates: Record<DunningTemplateKey, DunningTemplate>;
};

const steps = [
  { key: 'firstReminder', stage: 'first_reminder', description: 'Eerste herinnering verstuurd' },
  { key: 'secondReminder', stage: 'second_reminder', description: 'Tweede herinnering verstuurd' },
] as const;

/**
 * Sends the reminders of these customers in one transaction. Returns how many reminder e-mails went out
 * and the customers whose plan, read under lock, turned out to need more than reminders.
 */
export async function sendRemindersInBulk(
  tx: DbOrTx,
  userIds: string[],
  context: Context,
): Promise<{ reminders: number; needFullStep: string[] }> {
  const locked = await caseRows(tx, sql`c.user_id = any(${`{${userIds.join(',')}}`}::uuid[])`, 'skip');
  const byCustomer = new Map<string, CaseRow[]>();
  const lockedCases = new Map(
    (await customerCasesOf(tx, locked.rows, context.today)).map((item) => [item.id, item]),
  );
  for (const row of locked.rows) byCustomer.set(row.user_id, [...(byCustomer.get(row.user_id) ?? []), row]);
  const customers = await tx.execute<{ id: string; email: string; firstname: string }>(
    sql`select id, email, firstname from users where id = any(${`{${[...byCustomer.keys()].join(',')}}`}::uuid[])`,
  );
  const customerById = new Map(customers.rows.map((row) => [row.id, row]));

  const emails: (typeof emailOutbox.$inferInsert)[] = [];
  const actions: (typeof collectionActions.$inferInsert)[] = [];
  const moved: Record<'first_reminder' | 'second_reminder', string[]> = {
    first_reminder: [],
    second_reminder: [],
  };
  const needFullStep: string[] = [];
  for (const [userId, rows] of byCustomer) {
    const customer = customerById.get(userId);
    if (!customer) continue;
    const cases = rows.flatMap((row) => lockedCases.get(row.id) ?? []);
    const plan = planDunning(cases, context.settings, { isBusiness: false }, context.today);
    if (plan.finalNotice.length + plan.suspend.length + plan.collection.length > 0) {
      needFullStep.push(userId);
      continue;
    }
    for (const step of steps) {
      const stepCases: CustomerCase[] = cases.filter((item) => plan[step.key].includes(item.id));
      if (stepCases.length === 0) continue;
      const message = dunningMessage(
        context.templates[step.stage],
        context.company,
        {
          customer,
          publicUrl: context.publicUrl,
        },
        {
          cases: stepCases,
          payLink: await offerPayLink(
            context.payLinks,
            payTargetOf(userId, { invoiceIds: stepCases.map((item) => item.claim.invoiceId) }),
          ),
        },
      );
      emails.push({
        toAddress: customer.email,
        userId,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html ?? null,
        template: message.template,
        attachments: [],
        createdAt: context.now,
        nextAttemptAt: context.now,
      });
      for (const item of stepCases) {
        moved[step.stage].push(item.id);
        actions.push({
          caseId: item.id,
          userId,
          action: 'reminder_sent',
          stage: step.stage,
          description: `${step.description} (factuur ${item.claim.invoiceNumber})`,
          createdAt: context.now,
        });
      }
    }
  }
  for (const [stage, ids] of Object.entries(moved)) {
    if (ids.length === 0) continue;
    await tx.execute(sql`update collection_cases set stage = ${stage}::collection_stage, stage_changed_at = ${context.now},
      contact_attempts = contact_attempts + 1, last_contact_at = ${context.now}
      where id = any(${`{${ids.join(',')}}`}::uuid[])`);
  }
  await insertInBatches(tx, emailOutbox, emails);
  await insertInBatches(tx, collectionActions, actions);
  return { reminders: emails.length, needFullStep };
}
