// The Peppol BIS Billing 3.0 rules, read from PEPPOL_RULES_DIR (CI: the shared standards folder, standards/einvoice/
// peppol-bis-billing-3): their licence forbids keeping them in the repository. Without that folder every test
// here is skipped, and says why.
import { describe, expect, it, type TestContext } from 'vitest';
import { peppolRulesDirectoryFromEnvironment } from './standards-files.ts';
import { failedRuleIds, readCenExample, readPeppolExample, replaceOnce } from './test-support/documents.ts';
import { fatalFailures, validateEInvoice } from './validate-einvoice.ts';

const peppolRulesDirectory = peppolRulesDirectoryFromEnvironment();

/** The Peppol rules folder, or the test is skipped with the reason. */
function requirePeppolRules(context: TestContext): string {
  if (!peppolRulesDirectory) {
    return context.skip(
      'PEPPOL_RULES_DIR is not set: the Peppol rules are not in the repository (their licence forbids it), ' +
        'so the Peppol check is skipped. Set it to the shared standards folder, standards/einvoice/peppol-bis-billing-3.',
    );
  }
  return peppolRulesDirectory;
}

describe('the Peppol BIS Billing 3.0 rules, on top of the XSD and the CEN rules', () => {
  for (const example of ['base-example.xml', 'base-creditnote-correction.xml']) {
    it(`the official Peppol example ${example} passes all three without a fatal failure`, async (context) => {
      const directory = requirePeppolRules(context);
      const validation = await validateEInvoice(readPeppolExample(directory, example), {
        peppolRulesDirectory: directory,
      });
      expect(validation.rulesRun).toEqual(['cen', 'peppol']);
      expect(validation.schemaErrors).toEqual([]);
      expect(fatalFailures(validation)).toEqual([]);
      expect(validation.valid).toBe(true);
    });
  }

  it('a Peppol invoice without a buyer reference or order reference fails PEPPOL-EN16931-R003', async (context) => {
    const directory = requirePeppolRules(context);
    const xml = replaceOnce(
      readPeppolExample(directory, 'base-example.xml'),
      '<cbc:BuyerReference>0150abc</cbc:BuyerReference>',
      '',
    );
    const validation = await validateEInvoice(xml, { peppolRulesDirectory: directory });
    expect(failedRuleIds(validation, 'fatal')).toEqual(['PEPPOL-EN16931-R003']);
    expect(fatalFailures(validation)[0]?.ruleSet).toBe('peppol');
  });

  it('the CEN example invoice, a plain EN 16931 invoice, fails the Peppol rules it was not made for', async (context) => {
    const directory = requirePeppolRules(context);
    const validation = await validateEInvoice(readCenExample('ubl-tc434-example1.xml'), {
      peppolRulesDirectory: directory,
    });
    expect(failedRuleIds(validation, 'fatal')).toEqual([
      // The Dutch seller has no KvK number (BT-30 with scheme 0106) or OIN.
      'NL-R-003',
      // No ProfileID (business process), no buyer reference, not the Peppol CustomizationID.
      'PEPPOL-EN16931-R001',
      'PEPPOL-EN16931-R003',
      'PEPPOL-EN16931-R004',
      'PEPPOL-EN16931-R007',
      // No electronic address (EndpointID) for the buyer and the seller.
      'PEPPOL-EN16931-R010',
      'PEPPOL-EN16931-R020',
      // A line net amount that is not quantity × price (rounded) to the cent.
      'PEPPOL-EN16931-R120',
    ]);
    // Its Dutch VAT id is not in the NLnnnnnnnnnBnn form: a warning only.
    expect(failedRuleIds(validation, 'warning')).toEqual(['PEPPOL-COMMON-R056-2']);
    expect(validation.failures.every((failure) => failure.ruleSet === 'peppol')).toBe(true);
  });

  it('the CEN example credit note fails only on its CustomizationID', async (context) => {
    const directory = requirePeppolRules(context);
    const validation = await validateEInvoice(readCenExample('ubl-tc434-creditnote1.xml'), {
      peppolRulesDirectory: directory,
    });
    expect(failedRuleIds(validation, 'fatal')).toEqual(['PEPPOL-EN16931-R004']);
  });

  it('a PEPPOL_RULES_DIR without the compiled Peppol rules is an error, not a silent skip', async () => {
    await expect(
      validateEInvoice(readCenExample('ubl-tc434-example1.xml'), {
        peppolRulesDirectory: '/nonexistent/peppol',
      }),
    ).rejects.toThrow('Cannot read the rules /nonexistent/peppol/xslt/PEPPOL-EN16931-UBL.xslt: ENOENT');
  });
});
