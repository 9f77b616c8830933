import type { SeededRandom } from './seeded-random.ts';
import { emailLocalPart } from './user-factory.ts';

type DomainOwner = {
  firstname: string;
  lastname: string;
  company: string | null;
  city: string | null;
  country: string;
};

const legalForms = /(\bb\.v\.|\bbv\b|\bgmbh\b|& zn\.)/gi;

// biome-ignore format: a word list reads better packed
const personalPatterns = [
  '{f}{l}', '{l}fotografie', 'familie{l}', '{f}-{l}', '{l}online', '{f}sblog', '{l}klussen', 'hondenschool{c}',
  '{f}{l}design', 'yoga{c}', '{l}-coaching', 'moestuin{f}', '{f}bakt', 'reizenmet{f}',
];

/** A plausible website domain for a hosting package: 'bakkerijdevries.nl', 'fotografiejansen.nl'. */
export function generateHostingDomain(random: SeededRandom, owner: DomainOwner): string {
  const tld =
    owner.country === 'BE'
      ? '.be'
      : owner.country === 'DE'
        ? '.de'
        : random.weighted([
            ['.nl', 85],
            ['.com', 10],
            ['.eu', 5],
          ]);
  const name = owner.company
    ? emailLocalPart(owner.company.replace(legalForms, ''))
    : random
        .pick(personalPatterns)
        .replace('{f}', emailLocalPart(owner.firstname))
        .replace('{l}', emailLocalPart(owner.lastname))
        .replace('{c}', emailLocalPart(owner.city ?? 'utrecht'));
  return `${name}${tld}`;
}

/** A DirectAdmin-style user name: four letters, the customer number in base 36, the subscription index. */
export function panelUserName(lastname: string, customerNumber: number, subscriptionIndex: number): string {
  const letters = emailLocalPart(lastname).replace(/[0-9]/g, '').padEnd(4, 'x').slice(0, 4);
  return `${letters}${customerNumber.toString(36)}${subscriptionIndex}`;
}

export function panelLoginUrl(panelUser: string): string {
  return `https://panel.hostportaal.test/login?user=${panelUser}`;
}
