export * from './invoice-document.ts';
export * from './invoice-pdf.ts';
export * from './mask-iban.ts';
export * from './vat-breakdown.ts';
