import type { arrangementBreachSchema } from '@hostportaal/contract';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { arrangementRuleText, type RuleFacts } from '../lib/rule-text';

type Breach = z.infer<typeof arrangementBreachSchema>;

/** The company rules a proposal breaks: why it goes to staff, in the customer's words. */
export function BreachList({
  breaches,
  label,
  facts,
}: {
  breaches: Breach[];
  label: string;
  facts: RuleFacts;
}) {
  const { t } = useTranslation();
  return (
    <ul aria-label={label} className="list-disc space-y-1 pl-5">
      {breaches.map((breach) => (
        <li key={breach.code}>{arrangementRuleText(breach.code, facts, t, breach.message)}</li>
      ))}
    </ul>
  );
}
