export type { RuleFailure, RuleSetName } from './rule-run.ts';
export type { UblDocumentType } from './standards-files.ts';
export { peppolRulesDirectoryFromEnvironment } from './standards-files.ts';
export type { EInvoiceValidation, EInvoiceValidationOptions, SkippedRuleSet } from './validate-einvoice.ts';
export { fatalFailures, prepareEInvoiceRules, validateEInvoice } from './validate-einvoice.ts';
