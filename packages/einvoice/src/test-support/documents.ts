// Test support: the official example documents, changed copies of them, and the rule ids a validation found.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cenExamplePath } from '../standards-files.ts';
import type { EInvoiceValidation } from '../validate-einvoice.ts';

export const peppolCustomizationId =
  'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
export const nlciusCustomizationId = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:nen.nl:nlcius:v1.0';

export function readCenExample(fileName: 'ubl-tc434-example1.xml' | 'ubl-tc434-creditnote1.xml'): string {
  return readFileSync(cenExamplePath(fileName), 'utf8');
}

/** An official Peppol example from the Peppol rules folder (rules/examples). */
export function readPeppolExample(peppolRulesDirectory: string, fileName: string): string {
  return readFileSync(path.join(peppolRulesDirectory, 'rules', 'examples', fileName), 'utf8');
}

/** `xml` with the one occurrence of `from` replaced; throws when it is not there exactly once. */
export function replaceOnce(xml: string, from: string, to: string): string {
  const parts = xml.split(from);
  if (parts.length !== 2) throw new Error(`expected "${from}" once, found it ${parts.length - 1} times`);
  return parts.join(to);
}

/** The document with another CustomizationID (BT-24), the rest unchanged. */
export function withCustomizationId(xml: string, customizationId: string): string {
  const current = /<cbc:CustomizationID>[^<]*<\/cbc:CustomizationID>/.exec(xml)?.[0];
  if (!current) throw new Error('document has no CustomizationID');
  return replaceOnce(xml, current, `<cbc:CustomizationID>${customizationId}</cbc:CustomizationID>`);
}

/** The sorted, distinct ids of the failures with this flag. */
export function failedRuleIds(validation: EInvoiceValidation, flag: 'fatal' | 'warning'): string[] {
  const ids = validation.failures.filter((failure) => failure.flag === flag).map((failure) => failure.id);
  return [...new Set(ids)].sort();
}
