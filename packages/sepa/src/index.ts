// SEPA direct debit files (issue 5): validation, pain.008 writer, camt.053/camt.054/pain.002 readers. Pure: no I/O.
export * from './bank-statement-reader.ts';
export {
  buildDutchCreditorId,
  creditorIdCheckDigits,
  isValidCreditorId,
  isValidDutchCreditorId,
  normalizeCreditorId,
} from './creditor-id.ts';
export {
  type DebtorField,
  type DebtorProblem,
  type DirectDebitDebtor,
  debtorProblem,
} from './debtor-check.ts';
export * from './direct-debit-types.ts';
export {
  formatIban,
  isSameBank,
  isSepaIban,
  isValidBic,
  isValidIban,
  normalizeBic,
  normalizeIban,
} from './iban.ts';
export { type CreditTransfer, type CreditTransferFile, writePain001 } from './pain001-writer.ts';
export * from './pain008-reader.ts';
export { centsToDecimal, escapeXml, writePain008, writePain008ToString } from './pain008-writer.ts';
export { isValidSepaId, SEPA_ID_MAX_LENGTH, sepaIdProblem, toSepaId } from './sepa-id.ts';
export {
  hasSepaText,
  isSepaText,
  SEPA_TEXT_PATTERN,
  toSepaText,
  unwritableSepaCharacters,
} from './sepa-text.ts';
export * from './status-report-reader.ts';
export type { ParsedSepaDocument, SepaFileErrorCode, SepaMessageType } from './xml-parse.ts';
export { detectSepaMessageType, parseSepaXml, SepaFileError, SUPPORTED_MESSAGE_TYPES } from './xml-parse.ts';
