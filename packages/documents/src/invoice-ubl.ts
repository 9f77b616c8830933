// The invoice or credit note as UBL 2.1, written from the same InvoiceDocument the PDF is printed from:
// amounts, VAT breakdown (vatBreakdown, as the PDF) and texts are taken as they are, never computed anew; the
// writer only checks that they add up, so the two files cannot disagree. What is payable is the total, as the
// PDF prints it: the document is the invoice as issued, and payments and credit notes after it are events of
// their own, never folded into it (issue 27). A buyer Peppol can reach gets Peppol BIS Billing 3.0; a buyer
// it cannot (a consumer) gets EN 16931 itself (decision 029).
import { centsToDecimal, isValidIban, normalizeIban } from '@hostportaal/sepa';
import { DocumentDataError } from './document-data-error.ts';
import { buyerElectronicAddress, isPeppolAddress } from './electronic-address.ts';
import type { CompanyDetails, InvoiceDocument, InvoiceDocumentLine } from './invoice-document.ts';
import {
  CREDIT_NOTE_SETTLEMENT,
  creditNoteNotice,
  paymentInstruction,
  reverseChargeNotice,
} from './invoice-pdf.ts';
import {
  customerParty,
  sellerElectronicAddress,
  supplierParty,
  type UblBuyerDetails,
} from './invoice-ubl-parties.ts';
import { type VatCategory, vatCategoryOf, vatPercent, vatTotals } from './invoice-ubl-vat.ts';
import { printableText, sellerName } from './party-name.ts';
import {
  element,
  optionalElement,
  optionalTextElement,
  serialiseXmlDocument,
  textElement,
  type XmlElement,
} from './xml-element.ts';

export const PEPPOL_BILLING_CUSTOMIZATION_ID =
  'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
export const PEPPOL_BILLING_PROFILE_ID = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';
/** EN 16931 itself, without a CIUS: what a buyer outside Peppol (a consumer) gets. */
export const EN16931_CUSTOMIZATION_ID = 'urn:cen.eu:en16931:2017';

/**
 * 'peppol': Peppol BIS Billing 3.0, valid by the XSD, the CEN and the Peppol rules; for a buyer with a
 * Peppol address (participant id, KvK number, or a VAT id with a Peppol scheme). 'en16931': the standard
 * itself, valid by the XSD and the CEN rules; for a buyer Peppol cannot address (EN 16931 addresses them by
 * e-mail, scheme EM, which Peppol refuses: PEPPOL-EN16931-CL008). Such a document is for download only.
 */
export type UblProfile = 'peppol' | 'en16931';

/** The profile the document for this buyer follows (see UblProfile). */
export function ublProfileOf(document: InvoiceDocument, extras: UblBuyerDetails): UblProfile {
  return isPeppolAddress(buyerElectronicAddress(document.customer, extras)) ? 'peppol' : 'en16931';
}

/** Who a Peppol BIS document is from and for, as 'scheme:id' participant ids (its EndpointIDs). */
export type PeppolEnvelope = { senderId: string; receiverId: string };

/**
 * The envelope an access point needs for the document renderInvoiceUbl writes, from the same addresses its
 * EndpointIDs are written from; null when the document is not Peppol BIS (a consumer's EN 16931 invoice).
 */
export function peppolEnvelopeOf(
  document: InvoiceDocument,
  company: CompanyDetails,
  extras: UblBuyerDetails,
): PeppolEnvelope | null {
  const receiver = buyerElectronicAddress(document.customer, extras);
  if (!isPeppolAddress(receiver)) return null;
  const sender = sellerElectronicAddress(company);
  return { senderId: `${sender.schemeId}:${sender.id}`, receiverId: `${receiver.schemeId}:${receiver.id}` };
}

const UBL_NAMESPACES = {
  'xmlns:cac': 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  'xmlns:cbc': 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
};
const INVOICE_NAMESPACE = 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2';
const CREDIT_NOTE_NAMESPACE = 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2';

/** UN/ECE rec. 20 'C62' (one): a line's quantity counts items, each for the period the line names. */
const UNIT_CODE = 'C62';

export type InvoiceUblExtras = UblBuyerDetails & {
  /** The stored PDF of this invoice, embedded byte for byte. */
  pdf: Uint8Array;
  /** Defaults to the download's name, 'factuur-<number>.pdf'. */
  pdfFileName?: string;
  /** The customer's own reference or purchase order number ("uw referentie / inkoopnummer"). */
  buyerReference?: string | null;
  /** Issue date ('YYYY-MM-DD') of the invoice a credit note corrects. */
  creditedInvoiceIssueDate?: string | null;
  /** The mandate's IBAN in full (BT-91); the document holds only the masked one, which is left out. */
  debtorIban?: string | null;
};

function fail(problem: string): never {
  throw new DocumentDataError(problem);
}

function checkDate(label: string, value: string): void {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`)))
    fail(`${label} '${value}' is geen datum (JJJJ-MM-DD)`);
}

function amount(name: string, cents: number): XmlElement {
  return textElement(name, centsToDecimal(cents), { currencyID: 'EUR' });
}

function period(start: string | null, end: string | null): XmlElement | null {
  return optionalElement('cac:InvoicePeriod', [
    optionalTextElement('cbc:StartDate', start),
    optionalTextElement('cbc:EndDate', end),
  ]);
}

// PEPPOL-EN16931-R110/R111: a line's period must lie inside the invoice period. A yearly domain renewal on a
// monthly invoice does not; then the invoice period is left out rather than made up, each line keeps its own.
function documentPeriod(document: InvoiceDocument): XmlElement | null {
  const { periodStart: start, periodEnd: end } = document;
  const fits = document.lines.every(
    (line) =>
      (!start || !line.periodStart || line.periodStart >= start) &&
      (!end || !line.periodEnd || line.periodEnd <= end),
  );
  return fits ? period(start, end) : null;
}

function taxCategory(
  name: string,
  category: VatCategory,
  vatRateBp: number,
  withReason: boolean,
): XmlElement {
  return element(name, [
    textElement('cbc:ID', category),
    textElement('cbc:Percent', vatPercent(category === 'AE' ? 0 : vatRateBp)),
    // EN 16931 BR-AE-10: reverse charge names its exemption reason; VATEX-EU-AE is "Reverse charge".
    withReason && category === 'AE' ? textElement('cbc:TaxExemptionReasonCode', 'VATEX-EU-AE') : null,
    withReason && category === 'AE' ? textElement('cbc:TaxExemptionReason', 'Btw verlegd') : null,
    element('cac:TaxScheme', [textElement('cbc:ID', 'VAT')]),
  ]);
}

// A credit note is written with positive amounts (sign -1 on our negative stored lines). The price of an
// item may not be negative (BR-27): a line that lowers the total carries a negative quantity instead.
function documentLine(document: InvoiceDocument, line: InvoiceDocumentLine, index: number, sign: number) {
  const isCredit = document.kind === 'credit_note';
  const netCents = sign * line.netCents;
  const unitCents = sign * line.unitPriceCents;
  const quantity = unitCents < 0 ? -line.quantity : line.quantity;
  const priceCents = Math.abs(unitCents);
  if (!Number.isInteger(line.quantity) || quantity * priceCents !== netCents)
    fail(
      `regel ${index + 1}: ${line.quantity} × ${line.unitPriceCents} is niet het bedrag excl. btw ${line.netCents}`,
    );
  if (line.netCents + line.vatCents !== line.totalCents)
    fail(`regel ${index + 1}: excl. btw plus btw is niet het totaal`);
  const category = vatCategoryOf(line.vatRateBp, document.reverseCharge);
  if (category === 'AE' && line.vatCents !== 0) fail(`regel ${index + 1}: btw verlegd, maar er staat btw op`);
  if (line.periodStart) checkDate(`regel ${index + 1}, begin van de periode:`, line.periodStart);
  if (line.periodEnd) checkDate(`regel ${index + 1}, einde van de periode:`, line.periodEnd);
  return element(isCredit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine', [
    textElement('cbc:ID', String(index + 1)),
    textElement(isCredit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity', String(quantity), {
      unitCode: UNIT_CODE,
    }),
    amount('cbc:LineExtensionAmount', netCents),
    period(line.periodStart, line.periodEnd),
    element('cac:Item', [
      textElement('cbc:Name', line.description),
      taxCategory('cac:ClassifiedTaxCategory', category, line.vatRateBp, false),
    ]),
    element('cac:Price', [amount('cbc:PriceAmount', priceCents)]),
  ]);
}

function taxTotal(document: InvoiceDocument, sign: number): XmlElement {
  const groups = vatTotals(document);
  return element('cac:TaxTotal', [
    amount('cbc:TaxAmount', sign * document.vatCents),
    ...groups.map((group) =>
      element('cac:TaxSubtotal', [
        amount('cbc:TaxableAmount', sign * group.netCents),
        amount('cbc:TaxAmount', sign * group.vatCents),
        taxCategory('cac:TaxCategory', group.category, group.vatRateBp, true),
      ]),
    ),
  ]);
}

// No PrepaidAmount (BT-113): the PDF asks the total, and a payment or credit note is a document of its own;
// folded in here, the accountant would book a credit note twice.
function monetaryTotal(document: InvoiceDocument, sign: number): XmlElement {
  return element('cac:LegalMonetaryTotal', [
    amount('cbc:LineExtensionAmount', sign * document.subtotalCents),
    amount('cbc:TaxExclusiveAmount', sign * document.subtotalCents),
    amount('cbc:TaxInclusiveAmount', sign * document.totalCents),
    amount('cbc:PayableAmount', sign * document.totalCents),
  ]);
}

// SEPA direct debit (59) with the mandate when the invoice is collected, as the PDF says; otherwise a SEPA
// credit transfer (58) to our IBAN quoting the payment reference. A credit note asks no payment.
function paymentMeans(document: InvoiceDocument, company: CompanyDetails, extras: InvoiceUblExtras) {
  if (document.kind === 'credit_note') return null;
  const paymentId = optionalTextElement('cbc:PaymentID', document.paymentReference ?? document.invoiceNumber);
  if (document.paymentType === 'sepa' && document.mandate) {
    const debtorIban = extras.debtorIban ? normalizeIban(extras.debtorIban) : null;
    if (debtorIban && !isValidIban(debtorIban))
      fail(`het IBAN van de machtiging '${extras.debtorIban}' is ongeldig`);
    return element('cac:PaymentMeans', [
      textElement('cbc:PaymentMeansCode', '59', { name: 'SEPA direct debit' }),
      paymentId,
      element('cac:PaymentMandate', [
        textElement('cbc:ID', document.mandate.reference),
        debtorIban ? element('cac:PayerFinancialAccount', [textElement('cbc:ID', debtorIban)]) : null,
      ]),
    ]);
  }
  const iban = normalizeIban(company.iban);
  if (!isValidIban(iban)) fail(`ons IBAN in de bedrijfsinstellingen '${company.iban}' is ongeldig`);
  return element('cac:PaymentMeans', [
    textElement('cbc:PaymentMeansCode', '58', { name: 'SEPA credit transfer' }),
    paymentId,
    element('cac:PayeeFinancialAccount', [
      textElement('cbc:ID', iban),
      textElement('cbc:Name', sellerName(company)),
      company.bic
        ? element('cac:FinancialInstitutionBranch', [textElement('cbc:ID', company.bic.replace(/\s/g, ''))])
        : null,
    ]),
  ]);
}

function checkDocument(document: InvoiceDocument): void {
  checkDate('de factuurdatum', document.issueDate);
  checkDate('de vervaldatum', document.dueDate);
  if (document.periodStart) checkDate('het begin van de periode', document.periodStart);
  if (document.periodEnd) checkDate('het einde van de periode', document.periodEnd);
  if (document.lines.length === 0) fail(`${document.invoiceNumber} heeft geen regels`);
  // Peppol NL-R-001: a Dutch supplier's credit note refers to the invoice it corrects.
  if (document.kind === 'credit_note' && !document.creditedInvoiceNumber)
    fail(`creditnota ${document.invoiceNumber} noemt geen factuur die ze corrigeert`);
  const net = document.lines.reduce((sum, line) => sum + line.netCents, 0);
  const vat = document.lines.reduce((sum, line) => sum + line.vatCents, 0);
  if (net !== document.subtotalCents || vat !== document.vatCents || net + vat !== document.totalCents)
    fail(`${document.invoiceNumber}: de regels tellen niet op tot de totalen`);
}

/**
 * The invoice or credit note as a UBL document (UTF-8 XML text): Peppol BIS Billing 3.0, or EN 16931 for a
 * buyer Peppol cannot address (ublProfileOf). Pure.
 */
export function renderInvoiceUbl(
  document: InvoiceDocument,
  company: CompanyDetails,
  extras: InvoiceUblExtras,
): string {
  checkDocument(document);
  const isCredit = document.kind === 'credit_note';
  const sign = isCredit ? -1 : 1;
  const direct = document.kind === 'invoice' && document.paymentType === 'sepa' && document.mandate !== null;
  if (extras.creditedInvoiceIssueDate)
    checkDate('de datum van de gecorrigeerde factuur', extras.creditedInvoiceIssueDate);
  const note = [creditNoteNotice(document), reverseChargeNotice(document)].filter(Boolean).join('\n');
  const terms = isCredit ? CREDIT_NOTE_SETTLEMENT : paymentInstruction(document, company);
  const title = isCredit ? 'Creditnota' : 'Factuur';
  const peppol = ublProfileOf(document, extras) === 'peppol';
  // Stored before the text rule, a reference may hold nothing printable: then it is as good as none.
  const buyerReference = printableText(extras.buyerReference) || null;

  const root = element(
    isCredit ? 'CreditNote' : 'Invoice',
    [
      textElement('cbc:CustomizationID', peppol ? PEPPOL_BILLING_CUSTOMIZATION_ID : EN16931_CUSTOMIZATION_ID),
      // The business process (BT-23) is Peppol's; EN 16931 itself does not need one.
      peppol ? textElement('cbc:ProfileID', PEPPOL_BILLING_PROFILE_ID) : null,
      textElement('cbc:ID', document.invoiceNumber),
      textElement('cbc:IssueDate', document.issueDate),
      isCredit ? null : textElement('cbc:DueDate', document.dueDate),
      textElement(isCredit ? 'cbc:CreditNoteTypeCode' : 'cbc:InvoiceTypeCode', isCredit ? '381' : '380'),
      // PEPPOL-EN16931-R002: at most one note, so the PDF's remarks go in one.
      optionalTextElement('cbc:Note', note),
      textElement('cbc:DocumentCurrencyCode', 'EUR'),
      // PEPPOL-EN16931-R003: a buyer reference or an order reference is required; without the customer's
      // own reference the invoice number is the one both sides know. EN 16931 asks for none.
      optionalTextElement(
        'cbc:BuyerReference',
        peppol ? (buyerReference ?? document.invoiceNumber) : buyerReference,
      ),
      documentPeriod(document),
      isCredit && document.creditedInvoiceNumber
        ? element('cac:BillingReference', [
            element('cac:InvoiceDocumentReference', [
              textElement('cbc:ID', document.creditedInvoiceNumber),
              optionalTextElement('cbc:IssueDate', extras.creditedInvoiceIssueDate),
            ]),
          ])
        : null,
      element('cac:AdditionalDocumentReference', [
        textElement('cbc:ID', document.invoiceNumber),
        textElement('cbc:DocumentDescription', `${title} ${document.invoiceNumber} (PDF)`),
        element('cac:Attachment', [
          textElement('cbc:EmbeddedDocumentBinaryObject', Buffer.from(extras.pdf).toString('base64'), {
            mimeCode: 'application/pdf',
            filename: extras.pdfFileName ?? `factuur-${document.invoiceNumber}.pdf`,
          }),
        ]),
      ]),
      supplierParty(company, direct ? (company.creditorId ?? null) : null),
      customerParty(document.customer, extras),
      paymentMeans(document, company, extras),
      terms ? element('cac:PaymentTerms', [textElement('cbc:Note', terms)]) : null,
      taxTotal(document, sign),
      monetaryTotal(document, sign),
      ...document.lines.map((line, index) => documentLine(document, line, index, sign)),
    ],
    { xmlns: isCredit ? CREDIT_NOTE_NAMESPACE : INVOICE_NAMESPACE, ...UBL_NAMESPACES },
  );
  return serialiseXmlDocument(root);
}
