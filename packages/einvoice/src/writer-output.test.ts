// What the UBL writer (@hostportaal/documents) produces, validated by the official rules: every invoice variant
// billing makes, and generated documents. A document for a buyer Peppol can reach follows Peppol BIS Billing
// 3.0 and must pass the XSD, the CEN and the Peppol rules; a consumer's follows EN 16931 itself and must pass
// the XSD and the CEN rules (decision 029). The Peppol rules are read from PEPPOL_RULES_DIR; without it
// that check is skipped, with the reason.
import {
  type DocumentParty,
  PEPPOL_BILLING_PROFILE_ID,
  renderInvoiceUbl,
  ublProfileOf,
} from '@hostportaal/documents';
import {
  documentWith,
  fixtureCompany,
  invoiceLine,
  invoiceUblFixtures,
  negatedLine,
  partialCreditLine,
  renderFixture,
} from '@hostportaal/documents/test-support';
import fc from 'fast-check';
import { describe, expect, it, type TestContext } from 'vitest';
import { peppolRulesDirectoryFromEnvironment } from './standards-files.ts';
import { failedRuleIds, peppolCustomizationId, replaceOnce } from './test-support/documents.ts';
import { type EInvoiceValidation, fatalFailures, validateEInvoice } from './validate-einvoice.ts';

const peppolRulesDirectory = peppolRulesDirectoryFromEnvironment();
const cenOnly = { peppolRulesDirectory: null };

function requirePeppolRules(context: TestContext): string {
  if (!peppolRulesDirectory) {
    return context.skip(
      'PEPPOL_RULES_DIR is not set: the Peppol rules are not in the repository (their licence forbids it), ' +
        'so the Peppol check of the writer output is skipped. Set it to the shared standards folder, standards/einvoice/peppol-bis-billing-3.',
    );
  }
  return peppolRulesDirectory;
}

/** Schema errors and fatal failures together, so a failing test shows what broke. */
function problems(validation: EInvoiceValidation): string[] {
  return [
    ...validation.schemaErrors,
    ...fatalFailures(validation).map((failure) => `${failure.ruleSet} ${failure.id}: ${failure.text}`),
  ];
}

describe('every invoice variant the writer makes', () => {
  for (const fixture of invoiceUblFixtures) {
    const profile = ublProfileOf(fixture.document, fixture.extras);

    it(`${fixture.name}: passes the UBL 2.1 XSD and the CEN EN 16931 rules`, async () => {
      const { xml } = await renderFixture(fixture);
      const validation = await validateEInvoice(xml, cenOnly);
      expect(problems(validation)).toEqual([]);
      expect(validation.rulesRun).toEqual(['cen']);
      expect(validation.documentType).toBe(
        fixture.document.kind === 'credit_note' ? 'CreditNote' : 'Invoice',
      );
      expect(validation.valid).toBe(true);
    });

    if (profile === 'peppol') {
      it(`${fixture.name}: a Peppol BIS Billing 3.0 document that passes the Peppol rules too`, async (context) => {
        const directory = requirePeppolRules(context);
        const { xml } = await renderFixture(fixture);
        expect(xml).toContain(`<cbc:CustomizationID>${peppolCustomizationId}</cbc:CustomizationID>`);
        const validation = await validateEInvoice(xml, { peppolRulesDirectory: directory });
        expect(validation.rulesRun).toEqual(['cen', 'peppol']);
        expect(problems(validation)).toEqual([]);
        expect(validation.valid).toBe(true);
      });
    }
  }

  it('the variants cover both profiles: consumers get EN 16931, businesses Peppol BIS', () => {
    const profiles = Object.fromEntries(
      invoiceUblFixtures.map((fixture) => [fixture.name, ublProfileOf(fixture.document, fixture.extras)]),
    );
    expect(profiles).toEqual({
      consumer: 'en16931',
      'dutch business, SEPA direct debit': 'peppol',
      'EU reverse charge': 'peppol',
      'credit note, full': 'peppol',
      'credit note, partial': 'en16931',
      'zero-VAT line': 'peppol',
      'multi-line': 'peppol',
    });
  });

  it('a consumer’s document could not be a Peppol one: its e-mail address is no Peppol address', async (context) => {
    const directory = requirePeppolRules(context);
    const consumer = invoiceUblFixtures.find((fixture) => fixture.name === 'consumer');
    if (!consumer) throw new Error('no consumer fixture');
    const { xml } = await renderFixture(consumer);
    const en16931 = '<cbc:CustomizationID>urn:cen.eu:en16931:2017</cbc:CustomizationID>';
    expect(xml).toContain(en16931);
    // Given everything else Peppol asks for (its CustomizationID, business process, a buyer reference) ...
    const asPeppol = replaceOnce(
      xml,
      en16931,
      `<cbc:CustomizationID>${peppolCustomizationId}</cbc:CustomizationID>` +
        `<cbc:ProfileID>${PEPPOL_BILLING_PROFILE_ID}</cbc:ProfileID>`,
    ).replace(
      '<cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>',
      (currency) => `${currency}<cbc:BuyerReference>x</cbc:BuyerReference>`,
    );
    const validation = await validateEInvoice(asPeppol, { peppolRulesDirectory: directory });
    // ... the buyer's address, scheme EM, is still one no Peppol document may carry.
    expect(failedRuleIds(validation, 'fatal')).toEqual(['PEPPOL-EN16931-CL008']);
    expect(fatalFailures(validation)[0]?.location).toContain('AccountingCustomerParty');
  });
});

// Generated documents: amounts made as billing makes them (VAT per line, rounded half up), every customer
// kind, payment by transfer or direct debit, account credit, full and partial credit notes. Validation costs
// about half a second per document and rule set, so only a handful run.
const customers: Record<string, { party: DocumentParty; kvkNumber: string | null; reverseCharge: boolean }> =
  {
    consumer: {
      party: {
        name: 'Fleur Bakker',
        company: null,
        street: 'Lange Voorhout',
        houseNumber: '9',
        zipcode: '2514 EA',
        city: 'Den Haag',
        country: 'NL',
        vatId: null,
        email: 'fleur@bakker.test',
      },
      kvkNumber: null,
      reverseCharge: false,
    },
    'dutch business': {
      party: {
        name: 'Piet Smit',
        company: 'Smit & Co B.V.',
        street: 'Vismarkt',
        houseNumber: '3',
        zipcode: '9712 CA',
        city: 'Groningen',
        country: 'NL',
        vatId: 'NL001234567B01',
        email: 'facturen@smit.test',
      },
      kvkNumber: '24681357',
      reverseCharge: false,
    },
    'german business, reverse charge': {
      party: {
        name: 'Anna Schulz',
        company: 'Schulz Medien GmbH',
        street: 'Königsallee',
        houseNumber: '14',
        zipcode: '40212',
        city: 'Düsseldorf',
        country: 'DE',
        vatId: 'DE811907980',
        email: 'rechnung@schulz.test',
      },
      kvkNumber: null,
      reverseCharge: true,
    },
  };

const descriptions = ['Webhosting Plus (maandelijks)', 'VPS Pro', 'Domeinnaam (1 jaar)', 'Extra mailbox'];

const generatedArbitrary = fc
  .record({
    customer: fc.constantFrom(...Object.keys(customers)),
    lines: fc.array(
      fc.record({
        description: fc.constantFrom(...descriptions),
        quantity: fc.integer({ min: 1, max: 12 }),
        unitPriceCents: fc.integer({ min: 1, max: 250_000 }),
        vatRateBp: fc.constantFrom(2100, 900, 0),
        discount: fc.boolean(),
      }),
      { minLength: 1, maxLength: 5 },
    ),
    variant: fc.constantFrom('invoice', 'full credit', 'partial credit'),
    directDebit: fc.boolean(),
    share: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map(({ customer: key, lines: drafts, variant, directDebit, share }) => {
    const customer = customers[key] as (typeof customers)[string];
    const lines = drafts.map((draft, index) =>
      invoiceLine(
        draft.description,
        // A later line may be a discount; the first never is, and the total stays above zero (below).
        index > 0 && draft.discount ? -Math.ceil(draft.unitPriceCents / 10) : draft.unitPriceCents,
        {
          quantity: draft.quantity,
          vatRateBp: customer.reverseCharge ? 0 : draft.vatRateBp,
          periodStart: '2026-11-01',
          periodEnd: '2026-11-30',
        },
      ),
    );
    const invoice = documentWith(lines, {
      customer: customer.party,
      reverseCharge: customer.reverseCharge,
      ...(directDebit
        ? {
            paymentType: 'sepa',
            mandate: { reference: 'HP-MANDATE-000099', ibanMasked: 'NL** **** **** **43 00' },
          }
        : {}),
    });
    const extras = { kvkNumber: customer.kvkNumber };
    if (variant === 'invoice') return { document: invoice, extras };
    const creditNote = {
      kind: 'credit_note' as const,
      invoiceNumber: '2026-000901',
      creditedInvoiceNumber: invoice.invoiceNumber,
      issueDate: '2026-11-20',
      dueDate: '2026-11-20',
      paymentType: 'bank_transfer' as const,
      paymentReference: null,
      mandate: null,
      status: 'paid',
      customer: customer.party,
      reverseCharge: customer.reverseCharge,
    };
    const first = invoice.lines[0] as (typeof invoice.lines)[number];
    const credited =
      variant === 'full credit'
        ? invoice.lines.map(negatedLine)
        : [
            partialCreditLine(
              first,
              Math.max(1, Math.floor(first.totalCents * share)),
              invoice.invoiceNumber,
            ),
          ];
    return {
      document: documentWith(credited, creditNote),
      extras: { ...extras, creditedInvoiceIssueDate: invoice.issueDate },
    };
  })
  .filter(
    ({ document }) =>
      document.totalCents !== 0 && Math.sign(document.totalCents) === (document.kind === 'invoice' ? 1 : -1),
  );

const pdf = Buffer.from('%PDF-1.7\n% generated invoice\n');

describe('generated documents', () => {
  it('pass the XSD, the CEN rules and (for a buyer on Peppol, when present) the Peppol rules', async () => {
    await fc.assert(
      fc.asyncProperty(generatedArbitrary, async ({ document, extras }) => {
        const xml = renderInvoiceUbl(document, fixtureCompany, { ...extras, pdf });
        const peppol = ublProfileOf(document, extras) === 'peppol';
        const validation = await validateEInvoice(xml, {
          peppolRulesDirectory: peppol ? peppolRulesDirectory : null,
        });
        expect(problems(validation)).toEqual([]);
      }),
      { numRuns: 8 },
    );
  });
});
