// Electronic addresses (EndpointID) and party identifiers for UBL e-invoices under Peppol BIS Billing 3.0.

import { DocumentDataError } from './document-data-error.ts';
import type { DocumentParty } from './invoice-document.ts';
import { printableText } from './party-name.ts';

/** An EndpointID: the scheme (EAS code) and the identifier within it, e.g. 0106 and a KvK number. */
export type ElectronicAddress = { schemeId: string; id: string };

/**
 * The Electronic Address Scheme codes Peppol BIS Billing 3.0.21 accepts (rule PEPPOL-EN16931-CL008).
 * EN 16931 itself also knows EM (e-mail), AN, AQ, AS and AU; Peppol does not.
 */
export const PEPPOL_ADDRESS_SCHEMES: ReadonlySet<string> = new Set(
  (
    '0002 0007 0009 0060 0088 0096 0097 0106 0130 0135 0142 0151 0183 0184 0188 0190 0191 0192 0195 0196 ' +
    '0198 0199 0200 0201 0204 0208 0209 0210 0211 0216 0218 0221 0225 0230 0235 0240 0242 0244 0245 0246 ' +
    '0248 9910 9913 9914 9915 9918 9919 9920 9922 9923 9924 9925 9926 9927 9928 9929 9930 9931 9932 9933 ' +
    '9934 9935 9936 9937 9938 9939 9940 9941 9942 9943 9944 9945 9946 9947 9948 9949 9950 9951 9952 9953 ' +
    '9957 9959'
  ).split(' '),
);

/** EN 16931 scheme for an e-mail address; valid under the CEN rules, refused by Peppol (CL008). */
export const EMAIL_ADDRESS_SCHEME = 'EM';

const KVK_NUMBER = /^[0-9]{8}$/;
const DUTCH_VAT_ID = /^NL[0-9]{9}B[0-9]{2}$/;

/** Belgian enterprise number (KBO/BCE): ten digits, the last two 97 minus the first eight mod 97. */
function isBelgianEnterpriseNumber(value: string): boolean {
  if (!/^[0-9]{10}$/.test(value)) return false;
  return 97 - (Number(value.slice(0, 8)) % 97) === Number(value.slice(8));
}

// Formats the Peppol rules check as fatal or warning: 0208 (COMMON-R043), 0106 (R054), 9944 (R056).
function formatFits(address: ElectronicAddress): boolean {
  switch (address.schemeId) {
    case '0106':
      return KVK_NUMBER.test(address.id);
    case '0208':
      return isBelgianEnterpriseNumber(address.id);
    case '9944':
      return DUTCH_VAT_ID.test(address.id);
    default:
      return /^\S+$/.test(address.id);
  }
}

/**
 * A Peppol participant id as a customer gives it: '0106:12345678', '0208:0123456749', '9944:NL123456789B01',
 * optionally with the 'iso6523-actorid-upis::' prefix. Null when it is not one Peppol can address.
 */
export function parsePeppolParticipantId(value: string): ElectronicAddress | null {
  const match = /^(?:iso6523-actorid-upis::)?([0-9]{4}):(\S+)$/i.exec(value.trim());
  if (!match?.[1] || !match[2]) return null;
  const address = { schemeId: match[1], id: match[2].toUpperCase() };
  return PEPPOL_ADDRESS_SCHEMES.has(address.schemeId) && formatFits(address) ? address : null;
}

/**
 * A VAT identifier as EN 16931 wants it (BR-CO-9): without spaces, dots or dashes, upper case, with its
 * country prefix; a number typed without one gets the customer's country (Greece's prefix is EL).
 */
export function normalizeVatId(vatId: string, country: string): string {
  const compact = vatId.replace(/[\s.-]/g, '').toUpperCase();
  if (/^[A-Z]{2}/.test(compact)) return compact;
  const prefix = country.toUpperCase() === 'GR' ? 'EL' : country.toUpperCase();
  return `${prefix}${compact}`;
}

export type BuyerIdentifiers = {
  /** The customer's Peppol participant id, as entered on their profile. */
  peppolId?: string | null;
  kvkNumber?: string | null;
};

/**
 * The Peppol schemes that address a company by its VAT number as written, with its country prefix (Peppol
 * EAS code list: "<country> VAT number"), per EU VAT prefix. The Netherlands (9944) and Belgium (0208, by
 * enterprise number) are handled apart; Denmark (0198) and Italy (0211) have a format of their own checked
 * below; Sweden and Finland address companies by numbers a VAT id does not spell out, so they have none here.
 */
const VAT_NUMBER_SCHEMES: Readonly<Record<string, string>> = {
  AT: '9914',
  BG: '9926',
  CY: '9928',
  CZ: '9929',
  DE: '9930',
  EE: '9931',
  EL: '9933',
  ES: '9920',
  FR: '9957',
  HR: '9934',
  HU: '9910',
  IE: '9935',
  LT: '9937',
  LU: '9938',
  LV: '9939',
  MT: '9943',
  PL: '9945',
  PT: '9946',
  RO: '9947',
  SI: '9949',
  SK: '9950',
};

/** The Peppol address a VAT id gives, if any (the VAT id normalised, with its prefix). */
function vatAddress(vatId: string): ElectronicAddress | null {
  if (DUTCH_VAT_ID.test(vatId)) return { schemeId: '9944', id: vatId };
  if (vatId.startsWith('BE')) {
    return isBelgianEnterpriseNumber(vatId.slice(2)) ? { schemeId: '0208', id: vatId.slice(2) } : null;
  }
  // PEPPOL-COMMON-R053 (ERSTORG, fatal) and R047 (Partita IVA) hold these formats.
  if (/^DK[0-9]{8}$/.test(vatId)) return { schemeId: '0198', id: vatId };
  if (/^IT[0-9]{11}$/.test(vatId)) return { schemeId: '0211', id: vatId };
  const scheme = VAT_NUMBER_SCHEMES[vatId.slice(0, 2)];
  return scheme && /^[A-Z]{2}[0-9A-Z]{2,13}$/.test(vatId) ? { schemeId: scheme, id: vatId } : null;
}

/**
 * Where the buyer receives e-invoices (BT-49), most specific first: the Peppol participant id the customer
 * gave; their KvK number (0106, how Dutch companies are registered on Peppol); their VAT id (a Dutch one as
 * 9944, a Belgian one as enterprise number 0208, under which every Belgian company must be registered since
 * 2026, other EU ones by their country's VAT scheme); otherwise their e-mail address (EM), which EN 16931
 * accepts but Peppol does not: a consumer has no Peppol address.
 */
export function buyerElectronicAddress(customer: DocumentParty, ids: BuyerIdentifiers): ElectronicAddress {
  if (ids.peppolId) {
    const participant = parsePeppolParticipantId(ids.peppolId);
    if (!participant) throw new DocumentDataError(`'${ids.peppolId}' is geen Peppol-ID`);
    return participant;
  }
  const kvk = ids.kvkNumber?.replace(/\s/g, '');
  if (kvk && KVK_NUMBER.test(kvk)) return { schemeId: '0106', id: kvk };
  const vatId = customer.vatId ? normalizeVatId(customer.vatId, customer.country) : null;
  const byVat = vatId ? vatAddress(vatId) : null;
  if (byVat) return byVat;
  const email = printableText(customer.email);
  if (email) return { schemeId: EMAIL_ADDRESS_SCHEME, id: email };
  throw new DocumentDataError(
    'de klant heeft geen elektronisch adres (geen Peppol-ID, KvK-nummer, btw-id of e-mailadres)',
  );
}

/** Whether Peppol can deliver to this address: its scheme is in Peppol's code list (not EM). */
export function isPeppolAddress(address: ElectronicAddress): boolean {
  return PEPPOL_ADDRESS_SCHEMES.has(address.schemeId);
}
