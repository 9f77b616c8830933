import { formatCents, formatDateLong, formatDateShort } from '@hostportaal/domain';
import type { CompanyDetails, InvoiceDocument, InvoiceDocumentLine } from './invoice-document.ts';
import { customerPersonName, printableName, printableText, sellerName } from './party-name.ts';
import { loadPdfKit } from './pdfkit-loader.ts';
import { vatBreakdown } from './vat-breakdown.ts';

const MARGIN = 50;
const PAGE_WIDTH = 595.28;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const COLUMNS = [
  { key: 'description', label: 'Omschrijving', width: 205, align: 'left' },
  { key: 'quantity', label: 'Aantal', width: 40, align: 'right' },
  { key: 'unit', label: 'Prijs', width: 65, align: 'right' },
  { key: 'rate', label: 'Btw', width: 45, align: 'right' },
  { key: 'net', label: 'Excl. btw', width: 70, align: 'right' },
  { key: 'total', label: 'Incl. btw', width: 70, align: 'right' },
] as const;

function percentage(vatRateBp: number): string {
  const value = vatRateBp / 100;
  return `${Number.isInteger(value) ? value : value.toString().replace('.', ',')}%`;
}

function periodText(start: string | null, end: string | null): string | null {
  if (!start) return null;
  return end ? `${formatDateShort(start)} t/m ${formatDateShort(end)}` : `vanaf ${formatDateShort(start)}`;
}

function addressLines(party: {
  street: string | null;
  houseNumber: string | null;
  zipcode: string | null;
  city: string | null;
  country: string;
}): string[] {
  const street = [party.street, party.houseNumber].map(printableText).filter(Boolean).join(' ');
  const place = [party.zipcode, party.city].map(printableText).filter(Boolean).join(' ');
  const country = party.country !== 'NL' ? printableText(party.country) : '';
  return [street, place, country].filter((line) => line !== '');
}

/** The payment line: SEPA collection of the mandate, otherwise a bank transfer quoting the reference. */
export function paymentInstruction(document: InvoiceDocument, company: CompanyDetails): string | null {
  if (document.kind === 'credit_note') return null;
  const due = formatDateLong(document.dueDate);
  if (document.paymentType === 'sepa' && document.mandate) {
    // SEPA rulebook: the pre-notification names the creditor identifier once it is configured.
    const creditor = company.creditorId ? `, incassant-ID ${company.creditorId}` : '';
    return `Het bedrag wordt rond ${due} automatisch afgeschreven van rekening ${document.mandate.ibanMasked} (machtigingskenmerk ${document.mandate.reference}${creditor}).`;
  }
  const reference = document.paymentReference ?? document.invoiceNumber;
  return `Maak het bedrag vóór ${due} over naar ${company.iban} o.v.v. ${reference}.`;
}

/** The line naming the invoice a credit note corrects; null for an invoice. */
export function creditNoteNotice(document: InvoiceDocument): string | null {
  if (document.kind !== 'credit_note' || !document.creditedInvoiceNumber) return null;
  return `Deze creditnota corrigeert factuur ${document.creditedInvoiceNumber}.`;
}

/** The reverse-charge statement (art. 35a Wet OB: "btw verlegd" and the customer's VAT id); null otherwise. */
export function reverseChargeNotice(document: InvoiceDocument): string | null {
  if (!document.reverseCharge) return null;
  const vatId = document.customer.vatId;
  return `Btw verlegd: de btw wordt verlegd naar de afnemer${vatId ? ` (btw-id ${vatId})` : ''}.`;
}

/** How the amount of a credit note reaches the customer. */
export const CREDIT_NOTE_SETTLEMENT =
  'Het bedrag van deze creditnota wordt met je openstaande facturen verrekend of teruggestort.';

function lineCells(line: InvoiceDocumentLine, reverseCharge: boolean): Record<string, string> {
  return {
    description: line.description,
    quantity: String(line.quantity),
    unit: formatCents(line.unitPriceCents),
    rate: reverseCharge ? '0%' : percentage(line.vatRateBp),
    net: formatCents(line.netCents),
    total: formatCents(line.totalCents),
  };
}

/** Renders an invoice or credit note as PDF. Pure: data in, bytes out. */
export async function renderInvoicePdf(document: InvoiceDocument, company: CompanyDetails): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const isCredit = document.kind === 'credit_note';
  const title = isCredit ? 'Creditnota' : 'Factuur';
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${title} ${document.invoiceNumber}`, Author: sellerName(company) },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  // Our details (art. 35a Wet OB: name, address, KvK, btw-id), right column.
  pdf.font('Helvetica-Bold').fontSize(16).text(sellerName(company), MARGIN, MARGIN, { width: CONTENT_WIDTH });
  pdf.font('Helvetica').fontSize(9);
  const ours = [
    ...addressLines(company),
    `KvK: ${company.kvkNumber}`,
    `Btw-id: ${company.vatId}`,
    `IBAN: ${company.iban}${company.bic ? ` (BIC ${company.bic})` : ''}`,
    company.email,
    company.phone,
  ];
  pdf.text(ours.join('\n'), MARGIN + CONTENT_WIDTH - 200, MARGIN, { width: 200, align: 'right' });

  // Customer block: a name stored before the text rule that names nothing gives way to the customer number.
  const customer = document.customer;
  const customerCompany = printableName(customer.company);
  const customerLines = [
    customerCompany,
    customerCompany ? `t.a.v. ${customerPersonName(customer)}` : customerPersonName(customer),
    ...addressLines(customer),
    customer.vatId ? `Btw-id: ${customer.vatId}` : null,
  ].filter((line): line is string => Boolean(line));
  pdf.fontSize(10).text(customerLines.join('\n'), MARGIN, 150, { width: 260 });

  pdf.font('Helvetica-Bold').fontSize(20).text(title, MARGIN, 240);
  pdf.font('Helvetica').fontSize(10);
  const meta: [string, string][] = [
    [isCredit ? 'Creditnotanummer' : 'Factuurnummer', document.invoiceNumber],
    ['Factuurdatum', formatDateShort(document.issueDate)],
  ];
  if (isCredit && document.creditedInvoiceNumber)
    meta.push(['Betreft factuur', document.creditedInvoiceNumber]);
  if (!isCredit) meta.push(['Vervaldatum', formatDateShort(document.dueDate)]);
  const period = periodText(document.periodStart, document.periodEnd);
  if (period) meta.push(['Periode', period]);
  if (document.paymentReference && !isCredit) meta.push(['Betalingskenmerk', document.paymentReference]);
  let y = 270;
  for (const [label, value] of meta) {
    pdf.font('Helvetica-Bold').text(label, MARGIN, y, { width: 120 });
    pdf.font('Helvetica').text(value, MARGIN + 120, y, { width: 300 });
    y += 15;
  }
  const correction = creditNoteNotice(document);
  if (correction) {
    y += 5;
    pdf.text(correction, MARGIN, y, { width: CONTENT_WIDTH });
    y += 15;
  }

  // Lines table.
  y += 15;
  pdf.font('Helvetica-Bold').fontSize(9);
  let x = MARGIN;
  for (const column of COLUMNS) {
    pdf.text(column.label, x, y, { width: column.width, align: column.align });
    x += column.width;
  }
  y += 14;
  pdf
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + CONTENT_WIDTH, y)
    .strokeColor('#999999')
    .stroke();
  y += 6;
  pdf.font('Helvetica').fontSize(9);
  for (const line of document.lines) {
    const cells = lineCells(line, document.reverseCharge);
    const linePeriod = periodText(line.periodStart, line.periodEnd);
    const description = linePeriod ? `${cells.description}\nPeriode: ${linePeriod}` : cells.description;
    const height = pdf.heightOfString(description ?? '', { width: COLUMNS[0].width });
    if (y + height > 700) {
      pdf.addPage();
      y = MARGIN;
    }
    x = MARGIN;
    for (const column of COLUMNS) {
      const text = column.key === 'description' ? description : cells[column.key];
      pdf.text(text ?? '', x, y, { width: column.width, align: column.align });
      x += column.width;
    }
    y += Math.max(height, 12) + 6;
  }
  pdf
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + CONTENT_WIDTH, y)
    .stroke();
  y += 10;

  // Totals: amount excl. VAT per rate, the rate and the VAT amount, total.
  const labelX = MARGIN + CONTENT_WIDTH - 300;
  const totalRow = (label: string, value: string, bold = false) => {
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 11 : 9);
    pdf.text(label, labelX, y, { width: 220, align: 'right' });
    pdf.text(value, labelX + 220, y, { width: 80, align: 'right' });
    y += bold ? 18 : 14;
  };
  totalRow('Subtotaal excl. btw', formatCents(document.subtotalCents));
  for (const group of vatBreakdown(document.lines, document.reverseCharge)) {
    const rate = percentage(group.vatRateBp);
    totalRow(`Bedrag excl. btw tegen ${rate}`, formatCents(group.netCents));
    totalRow(
      document.reverseCharge ? `Btw ${rate} (btw verlegd)` : `Btw ${rate}`,
      formatCents(group.vatCents),
    );
  }
  totalRow('Totaal', formatCents(document.totalCents), true);

  y += 10;
  pdf.font('Helvetica').fontSize(9);
  const reverseCharge = reverseChargeNotice(document);
  if (reverseCharge) {
    pdf.text(reverseCharge, MARGIN, y, { width: CONTENT_WIDTH });
    y += 16;
  }
  const instruction = paymentInstruction(document, company);
  if (instruction) {
    pdf.text(instruction, MARGIN, y, { width: CONTENT_WIDTH });
    y += 28;
  }
  if (isCredit) pdf.text(CREDIT_NOTE_SETTLEMENT, MARGIN, y, { width: CONTENT_WIDTH });

  pdf.end();
  return done;
}
