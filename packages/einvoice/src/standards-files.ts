// Where the e-invoice standards live: the UBL 2.1 schemas and the CEN and NLCIUS rules are in
// packages/einvoice/standards (origins and licences in its SOURCES.md); the Peppol rules may not be
// redistributed, so they are read from the folder PEPPOL_RULES_DIR names. Resolved from this file, not from
// the working directory, so tests and scripts find them from any folder.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repositoryDirectory = path.resolve(packageDirectory, '..', '..');
const standardsDirectory = path.join(packageDirectory, 'standards');

export type UblDocumentType = 'Invoice' | 'CreditNote';

/** The official UBL 2.1 main schema of a document type; xmllint resolves its imports from there. */
export function ublSchemaPath(documentType: UblDocumentType): string {
  return path.join(standardsDirectory, 'ubl-2.1', 'xsd', 'maindoc', `UBL-${documentType}-2.1.xsd`);
}

/** CEN/TC 434 EN 16931 rules for UBL, compiled to XSLT by CEN (validation-1.3.16). */
export const cenRulesPath = path.join(
  standardsDirectory,
  'cen-en16931',
  'ubl',
  'xslt',
  'EN16931-UBL-validation.xslt',
);

/** Dutch NLCIUS rules (SI-UBL 2.0.3.12), compiled to XSLT by the Dutch Peppol authority. */
export const nlciusRulesPath = path.join(standardsDirectory, 'nl-si-ubl-2.0', 'xsl', 'si-ubl-2.0.xsl');

/** The compiled Peppol BIS Billing 3.0 rules inside a Peppol rules folder. */
export function peppolRulesPath(peppolRulesDirectory: string): string {
  return path.join(peppolRulesDirectory, 'xslt', 'PEPPOL-EN16931-UBL.xslt');
}

/** An official CEN example document (standards/cen-en16931/ubl/examples). */
export function cenExamplePath(fileName: 'ubl-tc434-example1.xml' | 'ubl-tc434-creditnote1.xml'): string {
  return path.join(standardsDirectory, 'cen-en16931', 'ubl', 'examples', fileName);
}

/**
 * The Peppol rules folder from PEPPOL_RULES_DIR (CI: the shared standards folder, standards/einvoice/peppol-bis-billing-3),
 * null when unset. A relative path counts from the repository root, where CI and `npm test` run.
 */
export function peppolRulesDirectoryFromEnvironment(environment = process.env): string | null {
  const directory = environment.PEPPOL_RULES_DIR?.trim();
  return directory ? path.resolve(repositoryDirectory, directory) : null;
}

/** Compiled rules (SEF) are made on first use and kept here, never in git (node_modules is ignored). */
export const defaultCompiledRulesDirectory = path.join(
  repositoryDirectory,
  'node_modules',
  '.cache',
  'einvoice',
);
