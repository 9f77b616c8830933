import { formatDateLong, type IsoDate } from '@hostportaal/domain';
import QRCode from 'qrcode';

// The pay link on a printed letter (issue 29): a QR code drawn as vector squares (no image, so the bytes of
// the letter depend only on the link) beside the link in words, for a reader without a phone camera.

type Pdf = PDFKit.PDFDocument;

const QR_SIZE = 92;
const GAP = 14;

/** The height the block takes. */
export const PAY_ONLINE_BLOCK_HEIGHT = QR_SIZE + 6;

function drawQr(pdf: Pdf, text: string, x: number, y: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  // Four modules of quiet zone around the code, as readers expect.
  const cell = QR_SIZE / (modules.size + 8);
  pdf.save().fillColor('#000000');
  for (let row = 0; row < modules.size; row += 1)
    for (let column = 0; column < modules.size; column += 1)
      if (modules.get(row, column)) pdf.rect(x + (column + 4) * cell, y + (row + 4) * cell, cell, cell);
  pdf.fill().restore();
}

export function drawPayOnlineBlock(
  pdf: Pdf,
  payOnline: { url: string; validUntil: IsoDate },
  area: { x: number; y: number; width: number },
): void {
  drawQr(pdf, payOnline.url, area.x, area.y);
  const textX = area.x + QR_SIZE + GAP;
  const width = area.width - QR_SIZE - GAP;
  pdf
    .font('Helvetica-Bold')
    .fontSize(10)
    .text('Direct online betalen', textX, area.y + 8, { width });
  pdf
    .font('Helvetica')
    .fontSize(9)
    .text(
      `Scan de QR-code met uw telefoon of open de link hieronder: u betaalt met iDEAL of een andere betaalmethode het bedrag dat op dat moment openstaat. De link werkt tot en met ${formatDateLong(payOnline.validUntil)}.`,
      { width },
    )
    .moveDown(0.3)
    .fontSize(7)
    .fillColor('#333333')
    .text(payOnline.url, { width, lineBreak: true })
    .fillColor('#000000');
}
