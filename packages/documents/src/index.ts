export * from './collection-letter-document.ts';
export * from './collection-letter-pdf.ts';
export * from './invoice-document.ts';
export * from './invoice-pdf.ts';
export * from './mask-iban.ts';
export * from './vat-breakdown.ts';
