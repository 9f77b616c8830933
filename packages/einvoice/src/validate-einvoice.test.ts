// The official CEN examples against the UBL 2.1 XSD and the CEN EN 16931 rules, and broken copies of them:
// the checks our UBL writer's output will have to pass.
import { describe, expect, it } from 'vitest';
import { failedRuleIds, readCenExample, replaceOnce } from './test-support/documents.ts';
import { fatalFailures, validateEInvoice } from './validate-einvoice.ts';

// Only the CEN rules here: the Peppol rules have their own test file, which says when they are skipped.
const cenOnly = { peppolRulesDirectory: null };

describe('the official CEN examples', () => {
  it('the invoice passes the UBL 2.1 XSD and the CEN rules without a fatal failure', async () => {
    const validation = await validateEInvoice(readCenExample('ubl-tc434-example1.xml'), cenOnly);
    expect(validation.documentType).toBe('Invoice');
    expect(validation.schemaErrors).toEqual([]);
    expect(validation.rulesRun).toEqual(['cen']);
    expect(fatalFailures(validation)).toEqual([]);
    expect(validation.valid).toBe(true);
  });

  it('the credit note passes the UBL 2.1 XSD and the CEN rules without a fatal failure', async () => {
    const validation = await validateEInvoice(readCenExample('ubl-tc434-creditnote1.xml'), cenOnly);
    expect(validation.documentType).toBe('CreditNote');
    expect(validation.schemaErrors).toEqual([]);
    expect(fatalFailures(validation)).toEqual([]);
    expect(validation.valid).toBe(true);
  });

  it('without a Peppol rules folder the result says the Peppol rules were skipped, and why', async () => {
    const validation = await validateEInvoice(readCenExample('ubl-tc434-example1.xml'), cenOnly);
    expect(validation.rulesSkipped).toEqual([
      { ruleSet: 'peppol', reason: expect.stringContaining('set PEPPOL_RULES_DIR') },
    ]);
  });
});

describe('broken copies', () => {
  it('a total with VAT that is not the total without VAT plus the VAT fails BR-CO-15', async () => {
    // 229.60 + 20.73 VAT = 250.33; the payable amount moves along so that only BR-CO-15 is broken.
    let xml = readCenExample('ubl-tc434-example1.xml');
    xml = replaceOnce(
      xml,
      '<cbc:TaxInclusiveAmount currencyID="EUR">250.33<',
      '<cbc:TaxInclusiveAmount currencyID="EUR">250.34<',
    );
    xml = replaceOnce(
      xml,
      '<cbc:PayableAmount currencyID="EUR">250.33<',
      '<cbc:PayableAmount currencyID="EUR">250.34<',
    );

    const validation = await validateEInvoice(xml, cenOnly);
    expect(validation.schemaErrors).toEqual([]);
    expect(validation.valid).toBe(false);
    expect(failedRuleIds(validation, 'fatal')).toEqual(['BR-CO-15']);
    const [failure] = fatalFailures(validation);
    expect(failure).toMatchObject({
      ruleSet: 'cen',
      flag: 'fatal',
      location: expect.stringContaining('Invoice'),
    });
    expect(failure?.text).toContain('Invoice total amount with VAT (BT-112)');
  });

  it('a credit note whose sum of line amounts is not its net total fails BR-CO-10', async () => {
    // One line of 100.11; the document total says 100.12 (and so do the totals built on it).
    let xml = readCenExample('ubl-tc434-creditnote1.xml');
    for (const element of ['TaxExclusiveAmount', 'TaxInclusiveAmount', 'PayableAmount']) {
      xml = replaceOnce(
        xml,
        `<cbc:${element} currencyID="EUR">100.11<`,
        `<cbc:${element} currencyID="EUR">100.12<`,
      );
    }
    xml = replaceOnce(
      xml,
      '<cbc:LineExtensionAmount currencyID="EUR">100.11</cbc:LineExtensionAmount>\n\t\t<cbc:TaxExclusiveAmount',
      '<cbc:LineExtensionAmount currencyID="EUR">100.12</cbc:LineExtensionAmount>\n\t\t<cbc:TaxExclusiveAmount',
    );

    const validation = await validateEInvoice(xml, cenOnly);
    expect(validation.documentType).toBe('CreditNote');
    expect(validation.schemaErrors).toEqual([]);
    expect(failedRuleIds(validation, 'fatal')).toContain('BR-CO-10');
    expect(validation.valid).toBe(false);
  });

  it('an amount without its currency fails the UBL 2.1 XSD, with the element named', async () => {
    const xml = replaceOnce(
      readCenExample('ubl-tc434-example1.xml'),
      '<cbc:PayableAmount currencyID="EUR">250.33<',
      '<cbc:PayableAmount>250.33<',
    );
    const validation = await validateEInvoice(xml, cenOnly);
    expect(validation.valid).toBe(false);
    expect(validation.schemaErrors.join('\n')).toMatch(/PayableAmount.*'currencyID' is required/);
  });

  it('a document that is not a UBL invoice or credit note is refused, and no rules run on it', async () => {
    const validation = await validateEInvoice('<?xml version="1.0"?><Order xmlns="urn:x"/>', cenOnly);
    expect(validation).toMatchObject({ documentType: null, valid: false, rulesRun: [], failures: [] });
    expect(validation.schemaErrors).toEqual(['The document is not a UBL 2.1 Invoice or CreditNote']);
    expect(validation.rulesSkipped.map((skipped) => skipped.ruleSet)).toEqual(['peppol', 'cen']);
  });

  it('XML that is not well-formed gets xmllint’s message with its line number', async () => {
    const validation = await validateEInvoice('<Invoice>\n<cbc:ID>1</Invoice>', cenOnly);
    expect(validation.valid).toBe(false);
    expect(validation.schemaErrors.join('\n')).toMatch(/^-:2: parser error/m);
  });
});
