// Runs compiled Schematron rules on a parsed document and reads the failed asserts from the SVRL report.
// saxon-js ships no types: ours come along to every package that type-checks this file.
/// <reference path="./saxon-js.d.ts" />
import SaxonJS, { type XdmDocument } from 'saxon-js';

export type RuleSetName = 'cen' | 'peppol' | 'nlcius';

export interface RuleFailure {
  ruleSet: RuleSetName;
  /** The rule's id, e.g. BR-CO-15 or PEPPOL-EN16931-R003. */
  id: string;
  /** fatal makes the document invalid; a warning does not. */
  flag: 'fatal' | 'warning';
  /** XPath of the element the rule was checked on. */
  location: string;
  /** The XPath test that failed. */
  test: string;
  /** The rule's own message. */
  text: string;
}

interface SvrlAssert {
  id: string;
  flag: string;
  location: string;
  test: string;
  text: string;
}

const readFailedAsserts = `array { for $f in //svrl:failed-assert return map {
  'id': string($f/@id), 'flag': string($f/@flag), 'location': string($f/@location),
  'test': string($f/@test), 'text': normalize-space(string-join($f/svrl:text, ' ')) } }`;

export async function runRules(
  ruleSet: RuleSetName,
  compiledRules: unknown,
  document: XdmDocument,
): Promise<RuleFailure[]> {
  const { principalResult: report } = await SaxonJS.transform(
    { stylesheetInternal: compiledRules, sourceNode: document, destination: 'document' },
    'async',
  );
  const asserts = SaxonJS.XPath.evaluate(readFailedAsserts, report, {
    namespaceContext: { svrl: 'http://purl.oclc.org/dsdl/svrl' },
  }) as SvrlAssert[];
  return asserts.map((failed) => ({
    ruleSet,
    // Some SI-UBL asserts carry their id only at the start of their text: "[SI-V20-INV-R000]-This XML …".
    id: failed.id || (/^\[([^\]]+)\]/.exec(failed.text)?.[1] ?? ''),
    // ISO Schematron: an assert without a flag is an error, so only an explicit warning is not fatal.
    flag: failed.flag === 'warning' ? 'warning' : 'fatal',
    location: failed.location,
    test: failed.test,
    text: failed.text,
  }));
}
