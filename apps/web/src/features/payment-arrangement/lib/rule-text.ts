import { formatCents, MIN_INSTALMENTS } from '@hostportaal/domain';
import type { TFunction } from 'i18next';
import { paymentArrangementNl } from '../../../i18n/locales/payment-arrangement/nl';
import { formatDateShort } from '../../../lib/dates/format-date';

type RuleCode = keyof typeof paymentArrangementNl.rules;

function isRuleCode(code: string): code is RuleCode {
  return Object.hasOwn(paymentArrangementNl.rules, code);
}

/** What the customer's screen knows to fill a rule's text with: the options, and the schedule when there is one. */
export type RuleFacts = {
  totalCents: number;
  maxInstalments: number;
  minInstalmentCents: number;
  firstDueDateMax: string;
  /** The smallest instalment of the schedule (every one but the last, which rounds). */
  smallestInstalmentCents?: number;
};

/**
 * A company rule (a breach of a proposal, or why the customer cannot choose themselves) in the customer's words
 * and language. The API sends the rule's code without the figures its error text names, so they are filled from
 * what this screen has; a rule this client does not know keeps the server's (Dutch) text, or none.
 */
export function arrangementRuleText(
  code: string,
  facts: RuleFacts,
  t: TFunction,
  serverText?: string,
): string | null {
  if (!isRuleCode(code)) return serverText ?? null;
  // Without a schedule (why the customer has no choices) the rule speaks of the fewest instalments there are.
  const forTwo = code === 'arrangement_instalment_too_small' && facts.smallestInstalmentCents === undefined;
  return t(`paymentArrangement.rules.${forTwo ? 'arrangement_instalment_too_small_for_two' : code}`, {
    total: formatCents(facts.totalCents),
    max: facts.maxInstalments,
    min: formatCents(facts.minInstalmentCents),
    amount: formatCents(facts.smallestInstalmentCents ?? Math.floor(facts.totalCents / MIN_INSTALMENTS)),
    date: formatDateShort(facts.firstDueDateMax),
  });
}
