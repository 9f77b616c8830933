// The seller (AccountingSupplierParty) and buyer (AccountingCustomerParty) of a UBL invoice or credit note.

import { DocumentDataError } from './document-data-error.ts';
import { buyerElectronicAddress, type ElectronicAddress, normalizeVatId } from './electronic-address.ts';
import type { CompanyDetails, DocumentParty } from './invoice-document.ts';
import { buyerLegalName, customerPersonName, printableName, sellerName } from './party-name.ts';
import {
  element,
  optionalElement,
  optionalTextElement,
  textElement,
  type XmlElement,
} from './xml-element.ts';

/** What the invoice snapshot does not hold about the buyer: their identifiers as known now. */
export type UblBuyerDetails = {
  /** Peppol participant id from the customer's profile, e.g. '0106:12345678' or '0208:0123456749'. */
  peppolId?: string | null;
  /** KvK number (8 digits), written as legal registration id with scheme 0106. */
  kvkNumber?: string | null;
};

/** ICD/EAS 0106: the Dutch Chamber of Commerce (KvK) number. */
const KVK_SCHEME = '0106';

function endpoint(address: ElectronicAddress): XmlElement {
  return textElement('cbc:EndpointID', address.id, { schemeID: address.schemeId });
}

// EN 16931 has no house number of its own: street and number together are address line 1 (BT-35/BT-50).
function postalAddress(
  whose: string,
  party: {
    street: string | null;
    houseNumber: string | null;
    zipcode: string | null;
    city: string | null;
    country: string;
  },
): XmlElement {
  const street = [party.street, party.houseNumber].filter(Boolean).join(' ');
  const country = party.country.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(country))
    throw new DocumentDataError(`het land '${party.country}' ${whose} is geen landcode (ISO 3166, zoals NL)`);
  return element('cac:PostalAddress', [
    optionalTextElement('cbc:StreetName', street),
    optionalTextElement('cbc:CityName', party.city),
    optionalTextElement('cbc:PostalZone', party.zipcode),
    element('cac:Country', [textElement('cbc:IdentificationCode', country)]),
  ]);
}

function vatScheme(vatId: string): XmlElement {
  return element('cac:PartyTaxScheme', [
    textElement('cbc:CompanyID', vatId),
    element('cac:TaxScheme', [textElement('cbc:ID', 'VAT')]),
  ]);
}

function legalEntity(name: string, kvkNumber: string | null): XmlElement {
  return element('cac:PartyLegalEntity', [
    textElement('cbc:RegistrationName', name),
    kvkNumber ? textElement('cbc:CompanyID', kvkNumber, { schemeID: KVK_SCHEME }) : null,
  ]);
}

/** Our electronic address (BT-34): the KvK number, as Dutch companies are registered on Peppol. */
export function sellerElectronicAddress(company: CompanyDetails): ElectronicAddress {
  return { schemeId: KVK_SCHEME, id: company.kvkNumber.replace(/\s/g, '') };
}

/**
 * Us: electronic address and legal registration by KvK number (Peppol NL-R-003), VAT id, address and
 * contact. On a direct debit the SEPA creditor identifier (BT-90) is our party identification.
 */
export function supplierParty(company: CompanyDetails, creditorId: string | null): XmlElement {
  const address = sellerElectronicAddress(company);
  return element('cac:AccountingSupplierParty', [
    element('cac:Party', [
      endpoint(address),
      creditorId
        ? element('cac:PartyIdentification', [textElement('cbc:ID', creditorId, { schemeID: 'SEPA' })])
        : null,
      postalAddress('in de bedrijfsinstellingen', company),
      vatScheme(normalizeVatId(company.vatId, company.country)),
      legalEntity(sellerName(company), address.id),
      optionalElement('cac:Contact', [
        optionalTextElement('cbc:Telephone', company.phone),
        optionalTextElement('cbc:ElectronicMail', company.email),
      ]),
    ]),
  ]);
}

/**
 * The customer as on the invoice: the company (or the person) as legal name, the person as contact. A name
 * stored before the text rule that names nothing gives way to the customer number (party-name.ts).
 */
export function customerParty(customer: DocumentParty, details: UblBuyerDetails): XmlElement {
  const kvkNumber = details.kvkNumber?.replace(/\s/g, '') || null;
  const company = printableName(customer.company);
  return element('cac:AccountingCustomerParty', [
    element('cac:Party', [
      endpoint(buyerElectronicAddress(customer, details)),
      postalAddress('van de klant', customer),
      customer.vatId ? vatScheme(normalizeVatId(customer.vatId, customer.country)) : null,
      legalEntity(buyerLegalName(customer), kvkNumber),
      optionalElement('cac:Contact', [
        company ? optionalTextElement('cbc:Name', customerPersonName(customer)) : null,
        optionalTextElement('cbc:ElectronicMail', customer.email),
      ]),
    ]),
  ]);
}
