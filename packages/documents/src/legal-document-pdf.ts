import { formatDateLong, legalTextBlocks } from '@hostportaal/domain';
import type { CompanyDetails } from './invoice-document.ts';
import { loadPdfKit } from './pdfkit-loader.ts';

const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = 56;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const BOTTOM = PAGE_HEIGHT - MARGIN;

export type LegalDocumentPdfInput = {
  /** "Algemene voorwaarden" or "Privacyverklaring". */
  title: string;
  version: number;
  /** Amsterdam date the version was published. */
  publishedOn: string;
  /** Plain text: paragraphs split by blank lines, a line starting with "# " is a heading. */
  body: string;
};

/**
 * The terms (or privacy statement) as a PDF, the durable medium the order confirmation carries (art. 6:230v
 * BW). The publication date fixes the PDF's dates, so a version renders to the same bytes every time.
 */
export async function renderLegalDocumentPdf(
  input: LegalDocumentPdfInput,
  company: CompanyDetails,
): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const instant = new Date(`${input.publishedOn}T00:00:00Z`);
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    compress: false,
    info: {
      Title: `${input.title}, versie ${input.version}`,
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
  let page = 1;
  const footer = `${input.title} ${company.name}, versie ${input.version} van ${formatDateLong(input.publishedOn)}`;
  const newPage = () => {
    pdf.addPage();
    page += 1;
    pdf.font('Helvetica').fontSize(8).fillColor('#666666');
    pdf.text(`${footer} — pagina ${page}`, MARGIN, MARGIN, { width: CONTENT_WIDTH });
    pdf.fillColor('#000000');
    y = MARGIN + 24;
  };
  const write = (text: string, font: string, size: number, gap: number) => {
    pdf.font(font).fontSize(size);
    const height = pdf.heightOfString(text, { width: CONTENT_WIDTH });
    if (y + height > BOTTOM) newPage();
    pdf.text(text, MARGIN, y, { width: CONTENT_WIDTH });
    y += height + gap;
  };

  write(input.title, 'Helvetica-Bold', 18, 4);
  write(`Versie ${input.version}, geldig vanaf ${formatDateLong(input.publishedOn)}`, 'Helvetica', 10, 4);
  const address = `${company.street} ${company.houseNumber}, ${company.zipcode} ${company.city}`;
  write(
    `${company.name}, ${address} · KvK ${company.kvkNumber} · btw-id ${company.vatId} · ${company.email} · ${company.phone}`,
    'Helvetica',
    9,
    18,
  );
  for (const block of legalTextBlocks(input.body)) {
    if (block.kind === 'heading') write(block.text, 'Helvetica-Bold', 12, 6);
    else write(block.text, 'Helvetica', 10, 10);
  }
  pdf.end();
  return done;
}
