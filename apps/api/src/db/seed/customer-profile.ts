import { addDays } from '@hostportaal/domain';
import { defaultPreferences } from '../schema/index.ts';
import { amsterdamInstant } from './amsterdam-instant.ts';
import type { CustomerKind } from './customer-scenario.ts';
import { generateDutchAddress, generateForeignAddress } from './dutch-addresses.ts';
import { dutchFirstNames, dutchSurnames } from './dutch-names.ts';
import type { CustomerUser } from './seed-plan.ts';
import type { SeededRandom } from './seeded-random.ts';
import { emailLocalPart } from './user-factory.ts';
import { generateBelgianVatId, generateDutchVatId, generateGermanVatId } from './vat-ids.ts';

const germanFirstNames = ['Lukas', 'Anna', 'Jonas', 'Lea', 'Felix', 'Sophie', 'Maximilian', 'Laura', 'Paul'];
const germanSurnames = ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Becker', 'Wagner', 'Hoffmann'];

// biome-ignore format: a word list reads better packed
const dutchCompanyPatterns = [
  'Bakkerij {L}', '{L} Installatietechniek B.V.', 'Administratiekantoor {L}', 'Fotografie {F} {L}', '{L} & Zn.',
  'Kapsalon {F}', 'Studio {F}', '{L} Advies', 'Autobedrijf {L}', 'Schildersbedrijf {L}', 'Webbureau {C}',
  'Fietsenmakerij {L}', 'Hoveniersbedrijf {L}', '{L} Transport B.V.', 'Praktijk {F} {L}', 'Cateraar {F}',
  'Klusbedrijf {L}', 'Dierenartsenpraktijk {C}', '{L} Bouw B.V.', 'Bloemenhuis {F}',
];

function fillPattern(pattern: string, firstname: string, lastname: string, city: string): string {
  // A surname opens with a capital when it starts the company name: 'De Vries Advies'.
  const surname = pattern.startsWith('{L}') ? lastname.charAt(0).toUpperCase() + lastname.slice(1) : lastname;
  return pattern.replace('{L}', surname).replace('{F}', firstname).replace('{C}', city);
}

function companyPattern(random: SeededRandom, kind: CustomerKind): string {
  if (kind === 'be_company') return random.pick(['Bakkerij {L} BV', '{L} Webdesign BV', '{L} & Partners BV']);
  if (kind === 'de_company') return random.pick(['{L} GmbH', '{L} Webdesign GmbH', '{L} IT-Service GmbH']);
  return random.pick(dutchCompanyPatterns);
}

function phoneNumber(random: SeededRandom, kind: CustomerKind): string {
  const digits = (length: number) => random.chars('0123456789', length);
  if (kind === 'be_company') return `+32 4${random.int(70, 99)} ${digits(2)} ${digits(2)} ${digits(2)}`;
  if (kind === 'de_company') return `+49 15${random.int(1, 9)} ${digits(8)}`;
  if (kind === 'nl_company' && random.chance(0.5)) return `085-${random.int(1_000_000, 9_999_999)}`;
  const mobile = `6${random.int(10_000_000, 99_999_999)}`;
  return random.chance(0.65) ? `0${mobile.slice(0, 1)}-${mobile.slice(1)}` : `+31 6 ${mobile.slice(1)}`;
}

/** A customer's user columns: a Dutch (or Belgian/German business) name, address, phone and e-mail. */
export function generateCustomerUser(
  random: SeededRandom,
  customerNumber: number,
  kind: CustomerKind,
  createdOn: string,
  today: string,
  isActive: boolean,
): CustomerUser {
  const german = kind === 'de_company';
  const firstname = random.pick(german ? germanFirstNames : dutchFirstNames);
  const surname = random.pick(german ? germanSurnames : dutchSurnames);
  const address =
    kind === 'be_company' || kind === 'de_company'
      ? generateForeignAddress(random, kind === 'be_company' ? 'BE' : 'DE')
      : generateDutchAddress(random);
  const isCompany = kind !== 'consumer';
  const company = isCompany
    ? fillPattern(companyPattern(random, kind), firstname, surname, address.city)
    : null;
  const vatId =
    kind === 'be_company'
      ? generateBelgianVatId(random)
      : kind === 'de_company'
        ? generateGermanVatId(random)
        : isCompany && random.chance(0.7)
          ? generateDutchVatId(random)
          : null;
  // Dutch companies are in the Handelsregister; derived from the number, so the random sequence stays put.
  const kvkNumber = kind === 'nl_company' ? String(50_000_000 + customerNumber) : null;
  const createdAt = amsterdamInstant(createdOn, random.int(7, 22), random.int(0, 59));
  const loginOn = addDays(today, isActive ? -random.int(1, 60) : -random.int(200, 500));
  const lastLoginOn = loginOn > createdOn ? loginOn : null;
  return {
    email: `${emailLocalPart(firstname)}.${emailLocalPart(surname)}.${customerNumber}@example.nl`,
    firstname,
    lastname: surname,
    phone: phoneNumber(random, kind),
    company,
    kvkNumber,
    vatId,
    ...address,
    role: 'user',
    isActive,
    // Every demo customer ordered, and ordering waits for a confirmed address (issue 28).
    isEmailVerified: true,
    preferences: german ? { ...defaultPreferences, language: 'de' } : defaultPreferences,
    lastLogin:
      lastLoginOn && random.chance(0.95)
        ? amsterdamInstant(lastLoginOn, random.int(7, 23), random.int(0, 59))
        : null,
    createdAt,
    updatedAt: createdAt,
  };
}
