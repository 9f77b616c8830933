import {
  formatCents,
  formatDateLong,
  formatDateShort,
  MINIMUM_COLLECTION_FEE_CENTS,
} from '@hostportaal/domain';
import {
  assertCollectionLetterDocument,
  type CollectionLetterDocument,
  type NoticeReference,
  type NoticeTerm,
} from './collection-letter-document.ts';
import type { CompanyDetails, DocumentParty } from './invoice-document.ts';
import { drawPayOnlineBlock, PAY_ONLINE_BLOCK_HEIGHT } from './pay-online-block.ts';
import { loadPdfKit } from './pdfkit-loader.ts';

const MM = 72 / 25.4;
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const TOP = 50;
const BOTTOM = PAGE_HEIGHT - 50;
// The address block sits 20 mm from the left edge; the body text aligns with it.
const LEFT = 20 * MM;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * LEFT;
// Window of an EA5/6 or DL envelope (110 × 220 mm, A4 folded in three): about 20 mm from the left and
// 45–85 mm from the top of the sheet, so the address starts 50 mm down and stays within 85 × 30 mm.
const WINDOW = { x: LEFT, y: 50 * MM, width: 85 * MM };
// Below the first fold (99 mm), so nothing but the address shows through the window.
const BODY_Y = 100 * MM;
const COLUMNS = [
  { label: 'Factuurnummer', width: 150, align: 'left' },
  { label: 'Factuurdatum', width: 110, align: 'left' },
  { label: 'Vervaldatum', width: 110, align: 'left' },
  { label: 'Openstaand', width: CONTENT_WIDTH - 370, align: 'right' },
] as const;

function addressLines(party: {
  street: string | null;
  houseNumber: string | null;
  zipcode: string | null;
  city: string | null;
  country: string;
}): string[] {
  const street = [party.street, party.houseNumber].filter(Boolean).join(' ');
  const place = [party.zipcode, party.city].filter(Boolean).join(' ');
  return [street, place, party.country !== 'NL' ? party.country : ''].filter((line) => line !== '');
}

/** Only the postal address: PostNL reads everything in the window as the address. */
function windowLines(customer: DocumentParty): string[] {
  return [
    customer.company,
    customer.company ? `t.a.v. ${customer.name}` : customer.name,
    ...addressLines(customer),
  ].filter((line): line is string => Boolean(line));
}

function invoices(count: number): string {
  return count === 1 ? 'factuur' : 'facturen';
}

function noticeText(document: CollectionLetterDocument, term: NoticeTerm): string[] {
  const receipt = formatDateLong(term.expectedReceiptDate);
  const termEnd = formatDateLong(term.termEndDate);
  const delivery =
    term.channel === 'email'
      ? `U ontvangt deze brief op ${receipt} per e-mail; betaal dus uiterlijk op ${termEnd}.`
      : term.channel === 'hand'
        ? `U ontvangt deze brief op ${receipt} persoonlijk; betaal dus uiterlijk op ${termEnd}.`
        : `Wij gaan ervan uit dat u deze brief op ${receipt} per post ontvangt; betaal dan uiterlijk op ${termEnd}.`;
  const replaces = document.replaces
    ? [
        `Deze brief vervangt onze brief ${document.replaces.letterNumber} van ${formatDateLong(document.replaces.letterDate)} over dezelfde ${invoices(document.claims.length)}; de termijn hieronder geldt.`,
      ]
    : [];
  return [
    ...replaces,
    `Betaal het totaalbedrag van ${formatCents(document.principalCents)} binnen veertien dagen na de dag waarop u deze brief ontvangt. ${delivery}`,
    // Art. 6:96 lid 6 BW: the notice states the exact fee that follows if payment does not.
    `Betaalt u niet binnen deze termijn, dan zijn wij genoodzaakt incassokosten in rekening te brengen. Deze bedragen ${formatCents(document.feeCents)} (berekend volgens het Besluit vergoeding voor buitengerechtelijke incassokosten; over dit bedrag wordt geen btw berekend).`,
  ];
}

function collectionText(document: CollectionLetterDocument): string[] {
  const fee = formatCents(document.feeCents);
  const charge = `${fee} aan buitengerechtelijke incassokosten in rekening (berekend volgens het Besluit vergoeding voor buitengerechtelijke incassokosten; over dit bedrag wordt geen btw berekend). Het totaal te betalen bedrag is ${formatCents(document.principalCents + document.feeCents)}.`;
  if (document.notice) return [`Zoals aangekondigd brengen wij u daarom ${charge}`];
  // Only a business gets this letter without a notice: art. 6:96 BW and Directive 2011/7/EU, minimum EUR 40.
  return [
    `Als zakelijke klant bent u bij te late betaling zonder voorafgaande aankondiging een vergoeding voor incassokosten verschuldigd (artikel 6:96 Burgerlijk Wetboek en Europese richtlijn 2011/7/EU), van ten minste ${formatCents(MINIMUM_COLLECTION_FEE_CENTS)}. Wij brengen u daarom ${charge}`,
  ];
}

function collectionIntro(document: CollectionLetterDocument, notice: NoticeReference): string {
  return `Op ${formatDateLong(notice.letterDate)} hebben wij u met brief ${notice.letterNumber} gevraagd de onderstaande ${invoices(document.claims.length)} te betalen. De termijn in die brief eindigde op ${formatDateLong(notice.termEndDate)} en wij hebben uw betaling niet ontvangen.`;
}

/**
 * Renders a 14-dagenbrief or incassobrief as an A4 PDF. Pure and deterministic: same data, same bytes.
 * Throws (before any rendering) when assertCollectionLetterDocument refuses the letter.
 */
export function renderCollectionLetterPdf(
  document: CollectionLetterDocument,
  company: CompanyDetails,
): Promise<Buffer> {
  assertCollectionLetterDocument(document);
  return renderCheckedLetter(document, company);
}

async function renderCheckedLetter(document: CollectionLetterDocument, company: CompanyDetails) {
  const PDFDocument = await loadPdfKit();
  const isNotice = document.kind === 'notice';
  const claimsWord = invoices(document.claims.length);
  const subject = isNotice
    ? 'Betreft: laatste herinnering — 14 dagen om te betalen'
    : `Betreft: incassokosten openstaande ${claimsWord}`;
  // The letter date fixes CreationDate and ModDate; pdfkit derives the trailer /ID from this info.
  const letterInstant = new Date(`${document.letterDate}T00:00:00Z`);
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: TOP, bottom: PAGE_HEIGHT - BOTTOM, left: LEFT, right: LEFT },
    // Uncompressed, so the bytes do not depend on the zlib that ships with the Node version.
    compress: false,
    info: {
      Title: `${isNotice ? '14-dagenbrief' : 'Incassobrief'} ${document.letterNumber}`,
      Author: company.name,
      CreationDate: letterInstant,
      ModDate: letterInstant,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  // Our details, right column, as on the invoice.
  pdf
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(company.name, LEFT, TOP, { width: CONTENT_WIDTH - 210 });
  const ours = [
    ...addressLines(company),
    `KvK: ${company.kvkNumber}`,
    `Btw-id: ${company.vatId}`,
    `IBAN: ${company.iban}${company.bic ? ` (BIC ${company.bic})` : ''}`,
    company.email,
    company.phone,
  ];
  pdf.font('Helvetica').fontSize(9);
  pdf.text(ours.join('\n'), LEFT + CONTENT_WIDTH - 200, TOP, { width: 200, align: 'right' });
  pdf
    .fontSize(10)
    .text(windowLines(document.customer).join('\n'), WINDOW.x, WINDOW.y, { width: WINDOW.width });

  let y = BODY_Y;
  let page = 1;
  const newPage = () => {
    pdf.addPage();
    page += 1;
    pdf.font('Helvetica').fontSize(9).fillColor('#666666');
    pdf.text(`Brief ${document.letterNumber}, pagina ${page}`, LEFT, TOP, { width: CONTENT_WIDTH });
    pdf.fillColor('#000000');
    y = TOP + 25;
  };
  const paragraph = (text: string, options: { bold?: boolean; gap?: number } = {}) => {
    pdf.font(options.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    const height = pdf.heightOfString(text, { width: CONTENT_WIDTH });
    if (y + height > BOTTOM) newPage();
    pdf.text(text, LEFT, y, { width: CONTENT_WIDTH });
    y += height + (options.gap ?? 10);
  };
  const row = (cells: string[], bold: boolean) => {
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    let x = LEFT;
    COLUMNS.forEach((column, index) => {
      pdf.text(cells[index] ?? '', x, y, { width: column.width, align: column.align });
      x += column.width;
    });
    y += 14;
  };
  const rule = () => {
    pdf
      .moveTo(LEFT, y)
      .lineTo(LEFT + CONTENT_WIDTH, y)
      .strokeColor('#999999')
      .stroke();
    y += 6;
  };
  const tableHeader = () => {
    row(
      COLUMNS.map((column) => column.label),
      true,
    );
    rule();
  };

  paragraph(`${company.city}, ${formatDateLong(document.letterDate)}`, { gap: 4 });
  paragraph(`Briefnummer: ${document.letterNumber}    Betalingskenmerk: ${document.paymentReference}`, {
    gap: 20,
  });
  paragraph(subject, { bold: true, gap: 20 });
  paragraph(`Geachte heer/mevrouw ${document.customer.name},`);
  const { term, notice } = document;
  paragraph(
    !isNotice && notice
      ? collectionIntro(document, notice)
      : `Wij hebben de betaling van de onderstaande ${claimsWord} nog niet ontvangen, hoewel de vervaldatum is verstreken.`,
    { gap: 14 },
  );

  tableHeader();
  for (const claim of document.claims) {
    if (y + 14 > BOTTOM - 60) {
      newPage();
      tableHeader();
    }
    const cells = [claim.invoiceNumber, formatDateShort(claim.issueDate), formatDateShort(claim.dueDate)];
    row([...cells, formatCents(claim.openCents)], false);
  }
  rule();
  const totalRow = (label: string, cents: number, bold: boolean) => {
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 10 : 9);
    pdf.text(label, LEFT, y, { width: CONTENT_WIDTH - 120, align: 'right' });
    pdf.text(formatCents(cents), LEFT + CONTENT_WIDTH - 120, y, { width: 120, align: 'right' });
    y += 16;
  };
  if (isNotice) {
    totalRow('Totaal openstaand', document.principalCents, true);
  } else {
    totalRow(`Openstaande ${claimsWord}`, document.principalCents, false);
    totalRow('Buitengerechtelijke incassokosten (geen btw)', document.feeCents, false);
    totalRow('Totaal te betalen', document.principalCents + document.feeCents, true);
  }
  y += 14;

  const legal = isNotice && term ? noticeText(document, term) : collectionText(document);
  for (const text of legal) paragraph(text);
  const bic = company.bic ? ` (BIC ${company.bic})` : '';
  paragraph(
    `Maak het bedrag over naar ${company.iban}${bic} t.n.v. ${company.name} o.v.v. ${document.paymentReference}.`,
  );
  if (document.payOnline) {
    if (y + PAY_ONLINE_BLOCK_HEIGHT > BOTTOM) newPage();
    drawPayOnlineBlock(pdf, document.payOnline, { x: LEFT, y, width: CONTENT_WIDTH });
    y += PAY_ONLINE_BLOCK_HEIGHT + 10;
  }
  if (isNotice)
    paragraph('Heeft u het bedrag inmiddels betaald? Dan kunt u deze brief als niet verzonden beschouwen.');
  paragraph(
    `Heeft u vragen over deze brief? Neem dan contact met ons op via ${company.email} of ${company.phone}.`,
    {
      gap: 20,
    },
  );
  paragraph('Met vriendelijke groet,', { gap: 4 });
  paragraph(company.name);

  pdf.end();
  return done;
}
