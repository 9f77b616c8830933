// The Dutch NLCIUS (SI-UBL 2.0) rules, for documents that declare the NLCIUS CustomizationID. Our invoices
// follow Peppol BIS Billing 3.0 instead; these tests show the NLCIUS check works for when it is needed.
import { describe, expect, it } from 'vitest';
import {
  failedRuleIds,
  nlciusCustomizationId,
  readCenExample,
  withCustomizationId,
} from './test-support/documents.ts';
import { fatalFailures, validateEInvoice } from './validate-einvoice.ts';

const withNlcius = { peppolRulesDirectory: null, nlcius: true };

describe('the NLCIUS rules', () => {
  it('pass the CEN example credit note once it declares NLCIUS', async () => {
    const xml = withCustomizationId(readCenExample('ubl-tc434-creditnote1.xml'), nlciusCustomizationId);
    const validation = await validateEInvoice(xml, withNlcius);
    expect(validation.rulesRun).toEqual(['cen', 'nlcius']);
    expect(fatalFailures(validation)).toEqual([]);
    expect(validation.valid).toBe(true);
  });

  it('hold a Dutch seller to the Dutch rules: KvK number, buyer reference, buyer address', async () => {
    const xml = withCustomizationId(readCenExample('ubl-tc434-example1.xml'), nlciusCustomizationId);
    const validation = await validateEInvoice(xml, withNlcius);
    expect(failedRuleIds(validation, 'fatal')).toEqual(['BR-NL-1', 'BR-NL-10', 'BR-NL-2']);
    expect(validation.failures.find((failure) => failure.id === 'BR-NL-1')?.text).toContain('KVK or OIN');
  });

  it('refuse a document that does not declare NLCIUS, by design (SI-V20-INV-R000)', async () => {
    const validation = await validateEInvoice(readCenExample('ubl-tc434-example1.xml'), withNlcius);
    const [failure] = fatalFailures(validation);
    expect(failedRuleIds(validation, 'fatal')).toEqual(['SI-V20-INV-R000']);
    expect(failure).toMatchObject({
      ruleSet: 'nlcius',
      text: expect.stringContaining('NOT tagged as an SI-UBL 2.0'),
    });
  });
});
