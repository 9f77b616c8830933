// An API answer's e-invoice checked as a receiver would: the XSD, the CEN rules and, for a Peppol BIS
// document when PEPPOL_RULES_DIR names the Peppol rules, those too (issue 21, decision 029).
import { PEPPOL_BILLING_CUSTOMIZATION_ID } from '@hostportaal/documents';
import {
  fatalFailures,
  peppolRulesDirectoryFromEnvironment,
  prepareEInvoiceRules,
  validateEInvoice,
} from '@hostportaal/einvoice';
import { expect } from 'vitest';

export const peppolRulesDirectory = peppolRulesDirectoryFromEnvironment();

/** The rules compile on first use (about a minute on a cold cache): call it in beforeAll. */
export const prepareRules = () => prepareEInvoiceRules({ peppolRulesDirectory });

export const isPeppolDocument = (xml: string) =>
  xml.includes(`<cbc:CustomizationID>${PEPPOL_BILLING_CUSTOMIZATION_ID}<`);

/** Fails naming every schema error and fatal rule failure; returns the validation for further checks. */
export async function expectValidEInvoice(xml: string) {
  const validation = await validateEInvoice(xml, {
    peppolRulesDirectory: isPeppolDocument(xml) ? peppolRulesDirectory : null,
  });
  expect([
    ...validation.schemaErrors,
    ...fatalFailures(validation).map((failure) => `${failure.ruleSet} ${failure.id}: ${failure.text}`),
  ]).toEqual([]);
  expect(validation.valid).toBe(true);
  return validation;
}
