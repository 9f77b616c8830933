// Validation of a UBL 2.1 invoice or credit note by the official rules: the UBL 2.1 XSD (xmllint), then the
// CEN EN 16931 rules, the Peppol BIS Billing 3.0 rules when their folder is given, and the Dutch NLCIUS
// rules when asked for (SaxonJS running the rules' compiled XSLT, see compiled-rules.ts).
// saxon-js ships no types: ours come along to every package that type-checks this file.
/// <reference path="./saxon-js.d.ts" />
import SaxonJS, { type XdmDocument } from 'saxon-js';
import { loadCompiledRules } from './compiled-rules.ts';
import { type RuleFailure, type RuleSetName, runRules } from './rule-run.ts';
import {
  cenRulesPath,
  defaultCompiledRulesDirectory,
  nlciusRulesPath,
  peppolRulesPath,
  type UblDocumentType,
} from './standards-files.ts';
import { ublSchemaErrors } from './xsd-check.ts';

export interface EInvoiceValidationOptions {
  /**
   * Folder of the Peppol BIS Billing 3.0 rules (see peppolRulesDirectoryFromEnvironment); null skips them.
   * Their licence forbids redistribution, so they are not in the repository.
   */
  peppolRulesDirectory: string | null;
  /** Also run the NLCIUS (SI-UBL 2.0) rules; only for documents with the NLCIUS CustomizationID. */
  nlcius?: boolean;
  /** Where compiled rules are kept; defaults to node_modules/.cache/einvoice. */
  compiledRulesDirectory?: string;
}

export interface SkippedRuleSet {
  ruleSet: RuleSetName;
  reason: string;
}

export interface EInvoiceValidation {
  /** From the root element; null when the document is not a UBL 2.1 Invoice or CreditNote. */
  documentType: UblDocumentType | null;
  /** xmllint's messages against the UBL 2.1 schema. */
  schemaErrors: string[];
  /** Failed asserts of every rule set that ran, fatal and warnings. */
  failures: RuleFailure[];
  rulesRun: RuleSetName[];
  rulesSkipped: SkippedRuleSet[];
  /** No schema error and no fatal failure. */
  valid: boolean;
}

const ublNamespaces: Record<UblDocumentType, string> = {
  Invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  CreditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
};

const peppolSkipReason =
  'Peppol BIS Billing 3.0 rules not run: their licence forbids keeping them in the repository, and no ' +
  'folder was given (set PEPPOL_RULES_DIR to the peppol-bis-billing-3 folder)';

export async function validateEInvoice(
  xml: string,
  options: EInvoiceValidationOptions,
): Promise<EInvoiceValidation> {
  const ruleSets = ruleSetsToRun(options);
  const document = await parseXml(xml);
  const documentType = document ? ublDocumentType(document) : null;
  if (!document || !documentType) {
    const problem = document ? 'not a UBL 2.1 Invoice or CreditNote' : 'not well-formed XML';
    return {
      documentType: null,
      schemaErrors: document ? [`The document is ${problem}`] : await ublSchemaErrors(xml, 'Invoice'),
      failures: [],
      rulesRun: [],
      rulesSkipped: [
        ...ruleSets.skipped,
        ...ruleSets.run.map(({ ruleSet }) => ({ ruleSet, reason: `The document is ${problem}` })),
      ],
      valid: false,
    };
  }

  const schemaErrors = await ublSchemaErrors(xml, documentType);
  const failures: RuleFailure[] = [];
  for (const { ruleSet, xsltPath } of ruleSets.run) {
    const compiled = await loadCompiledRules(xsltPath, compiledRulesDirectory(options));
    failures.push(...(await runRules(ruleSet, compiled, document)));
  }
  return {
    documentType,
    schemaErrors,
    failures,
    rulesRun: ruleSets.run.map(({ ruleSet }) => ruleSet),
    rulesSkipped: ruleSets.skipped,
    valid: schemaErrors.length === 0 && !failures.some((failure) => failure.flag === 'fatal'),
  };
}

/**
 * Compiles (first use) and loads every rule set these options run, so a caller can pay for it up front:
 * at start-up, or in a test's beforeAll with a time limit of its own.
 */
export async function prepareEInvoiceRules(options: EInvoiceValidationOptions): Promise<void> {
  // Side by side: each compile is one xslt3 process (about 750 MB), mostly on one core.
  await Promise.all(
    ruleSetsToRun(options).run.map(({ xsltPath }) =>
      loadCompiledRules(xsltPath, compiledRulesDirectory(options)),
    ),
  );
}

/** The fatal failures only, the ones that make a document invalid. */
export function fatalFailures(validation: EInvoiceValidation): RuleFailure[] {
  return validation.failures.filter((failure) => failure.flag === 'fatal');
}

function ruleSetsToRun(options: EInvoiceValidationOptions): {
  run: { ruleSet: RuleSetName; xsltPath: string }[];
  skipped: SkippedRuleSet[];
} {
  const run: { ruleSet: RuleSetName; xsltPath: string }[] = [{ ruleSet: 'cen', xsltPath: cenRulesPath }];
  const skipped: SkippedRuleSet[] = [];
  if (options.peppolRulesDirectory) {
    run.push({ ruleSet: 'peppol', xsltPath: peppolRulesPath(options.peppolRulesDirectory) });
  } else {
    skipped.push({ ruleSet: 'peppol', reason: peppolSkipReason });
  }
  if (options.nlcius) run.push({ ruleSet: 'nlcius', xsltPath: nlciusRulesPath });
  return { run, skipped };
}

function compiledRulesDirectory(options: EInvoiceValidationOptions): string {
  return options.compiledRulesDirectory ?? defaultCompiledRulesDirectory;
}

async function parseXml(xml: string): Promise<XdmDocument | null> {
  try {
    return await SaxonJS.getResource({ text: xml, type: 'xml' });
  } catch {
    // xmllint then says what is wrong, with a line number.
    return null;
  }
}

function ublDocumentType(document: XdmDocument): UblDocumentType | null {
  const root = SaxonJS.XPath.evaluate('namespace-uri(/*) || " " || local-name(/*)', document);
  for (const [documentType, namespace] of Object.entries(ublNamespaces)) {
    if (root === `${namespace} ${documentType}`) return documentType as UblDocumentType;
  }
  return null;
}
