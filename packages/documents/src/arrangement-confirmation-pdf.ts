import { formatCents, formatDateLong } from '@hostportaal/domain';
import type { CompanyDetails } from './invoice-document.ts';
import { loadPdfKit } from './pdfkit-loader.ts';

const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = 56;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const BOTTOM = PAGE_HEIGHT - MARGIN;

export type ArrangementConfirmationInput = {
  /** BR-2026-000042. */
  number: string;
  /** 1 for the first schedule; an adjusted schedule confirms its own version. */
  scheduleVersion: number;
  /** Amsterdam date of the confirmation: it fixes the PDF's dates, so a version renders to the same bytes. */
  date: string;
  customer: { name: string; customerNumber: number; street: string; zipcode: string; city: string };
  /** The claims it covers: "Factuur 2026-000123" or "Incassokosten brief BRF-2026-000007", open when agreed. */
  claims: { label: string; openCents: number }[];
  totalCents: number;
  /** What was paid before this schedule (an adjusted one spreads what was still open). */
  paidBeforeCents: number;
  instalments: { sequence: number; dueDate: string; amountCents: number; paymentReference: string }[];
  method: 'sepa' | 'transfer';
  graceDays: number;
};

/**
 * The confirmation of a payment arrangement (issue 30): the claims, the schedule, how to pay each instalment,
 * and what happens when one is missed. Stored with its SHA-256 like a letter; the same input gives the same
 * bytes.
 */
export async function renderArrangementConfirmationPdf(
  input: ArrangementConfirmationInput,
  company: CompanyDetails,
): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const instant = new Date(`${input.date}T00:00:00Z`);
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    compress: false,
    info: {
      Title: `Betalingsregeling ${input.number}`,
      Author: company.name,
      CreationDate: instant,
      ModDate: instant,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  let y = MARGIN;
  const ensure = (height: number) => {
    if (y + height <= BOTTOM) return;
    pdf.addPage();
    y = MARGIN;
  };
  const write = (text: string, font: string, size: number, gap: number) => {
    pdf.font(font).fontSize(size);
    const height = pdf.heightOfString(text, { width: CONTENT_WIDTH });
    ensure(height);
    pdf.text(text, MARGIN, y, { width: CONTENT_WIDTH });
    y += height + gap;
  };
  const row = (cells: string[], widths: number[], font: string) => {
    pdf.font(font).fontSize(10);
    const height = Math.max(
      ...cells.map((cell, index) => pdf.heightOfString(cell, { width: widths[index] ?? 0 })),
    );
    ensure(height + 4);
    let x = MARGIN;
    cells.forEach((cell, index) => {
      const width = widths[index] ?? 0;
      pdf.text(cell, x, y, { width, align: index === cells.length - 1 || index === 2 ? 'left' : 'left' });
      x += width;
    });
    y += height + 4;
  };

  const address = `${company.street} ${company.houseNumber}, ${company.zipcode} ${company.city}`;
  write(company.name, 'Helvetica-Bold', 12, 2);
  write(
    `${address} · KvK ${company.kvkNumber} · btw-id ${company.vatId} · ${company.email} · ${company.phone}`,
    'Helvetica',
    8,
    18,
  );
  write(input.customer.name, 'Helvetica', 10, 0);
  write(input.customer.street, 'Helvetica', 10, 0);
  write(`${input.customer.zipcode} ${input.customer.city}`, 'Helvetica', 10, 16);
  write(`${company.city}, ${formatDateLong(input.date)}`, 'Helvetica', 10, 4);
  write(`Klantnummer ${input.customer.customerNumber}`, 'Helvetica', 10, 14);
  write(
    input.scheduleVersion > 1
      ? `Betreft: aangepast schema betalingsregeling ${input.number}`
      : `Betreft: bevestiging betalingsregeling ${input.number}`,
    'Helvetica-Bold',
    12,
    10,
  );
  write(`Beste ${input.customer.name},`, 'Helvetica', 10, 8);
  write(
    input.scheduleVersion > 1
      ? `We hebben het schema van je betalingsregeling aangepast. Dit schema vervangt het vorige; wat je al betaalde (${formatCents(input.paidBeforeCents)}) blijft betaald. Zolang je de termijnen betaalt, sturen we over deze posten geen herinneringen of aanmaningen.`
      : `Je betaalt de posten hieronder in ${input.instalments.length} termijnen. Zolang je de termijnen op tijd betaalt, sturen we over deze posten geen herinneringen of aanmaningen en nemen we geen verdere incassostappen.`,
    'Helvetica',
    10,
    12,
  );

  write('De posten in deze regeling', 'Helvetica-Bold', 11, 6);
  const claimWidths = [CONTENT_WIDTH - 120, 120];
  row(['Post', 'Openstaand'], claimWidths, 'Helvetica-Bold');
  for (const claim of input.claims)
    row([claim.label, formatCents(claim.openCents)], claimWidths, 'Helvetica');
  row(['Totaal', formatCents(input.totalCents)], claimWidths, 'Helvetica-Bold');
  y += 10;

  write('Het schema', 'Helvetica-Bold', 11, 6);
  const widths = [50, 150, 110, CONTENT_WIDTH - 310];
  row(['Termijn', 'Uiterlijk betalen op', 'Bedrag', 'Betalingskenmerk'], widths, 'Helvetica-Bold');
  for (const instalment of input.instalments)
    row(
      [
        String(instalment.sequence),
        formatDateLong(instalment.dueDate),
        formatCents(instalment.amountCents),
        instalment.paymentReference,
      ],
      widths,
      'Helvetica',
    );
  y += 10;

  write('Zo betaal je een termijn', 'Helvetica-Bold', 11, 6);
  write(
    input.method === 'sepa'
      ? `Elke termijn schrijven we op de vervaldatum af van de rekening van je machtiging. Zorg dat er dan genoeg saldo is. Liever zelf overmaken? Maak het bedrag vóór de vervaldatum over naar ${company.iban} ten name van ${company.name}, met het betalingskenmerk van die termijn.`
      : `Maak elke termijn uiterlijk op de vervaldatum over naar ${company.iban} ten name van ${company.name}, met het betalingskenmerk van die termijn. Je kunt ook online betalen in het klantportaal. Betaal je meer dan een termijn, dan gaat het meerdere naar de volgende termijnen.`,
    'Helvetica',
    10,
    12,
  );

  write('Als een termijn niet op tijd binnen is', 'Helvetica-Bold', 11, 6);
  write(
    `Is een termijn ${input.graceDays} dagen na de vervaldatum nog niet betaald, dan sturen we je een herinnering. Is hij ${input.graceDays} dagen daarna nog steeds niet betaald, dan vervalt de betalingsregeling: wat dan nog openstaat, is in één keer opeisbaar en de incasso gaat verder waar die was gebleven. Incassokosten die al verschuldigd waren, blijven verschuldigd; de regeling zelf brengt geen extra kosten mee.`,
    'Helvetica',
    10,
    12,
  );
  write(
    `Lukt een termijn niet? Neem dan vóór de vervaldatum contact met ons op via ${company.email} of ${company.phone}; dan kijken we samen naar een aangepast schema.`,
    'Helvetica',
    10,
    16,
  );
  write(`Met vriendelijke groet,\n${company.name}`, 'Helvetica', 10, 0);
  pdf.end();
  return done;
}
