import { amsterdamToday } from '@hostportaal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertInvoice } from '../../db/seed/invoice-factory.ts';
import { insertUser } from '../../db/seed/user-factory.ts';
import {
  type ClaimsApp,
  collectedEntry,
  openClaimsApp,
  returnEntry,
  sepaDebtor,
  statementOf,
  submitBatch,
  uploadBankFile,
  writeDueBatch,
} from '../claims/claim-test-scenario.ts';
import { collectionFigures } from './collection-figures.ts';

// Issue 20: the collection and receivable figures come from one read model (collection_claim_state) that
// the claim's own transaction keeps current. After each kind of claim change, the read model and every
// endpoint that shows a figure agree with a value worked out by hand.

let app: ClaimsApp;

beforeAll(async () => {
  app = await openClaimsApp();
});
afterAll(() => app.t.close());

const at = (date: string) => app.t.clock.set(new Date(`${date}T10:00:00Z`));

async function bankTransferClaim(email: string, dueDate: string, netCents: number) {
  const db = app.t.database.db;
  const customer = await insertUser(db, { email, firstname: 'Noor', lastname: email.split('@')[0] });
  const { invoice } = await insertInvoice(db, {
    userId: customer.id,
    issueDate: '2026-09-15',
    dueDate,
    status: 'overdue',
    paymentType: 'bank_transfer',
    lines: [{ description: 'Hosting', unitPriceCents: netCents }],
  });
  return { customer, invoice };
}

type Figures = {
  openCases: number;
  overdueAccounts: number;
  outstandingClaimsCents: number;
  outstandingWithFeesCents: number;
  failedClaims: number;
  overdueInvoices: number;
  highRiskAccounts: number;
};

async function get(url: string) {
  const response = await app.admin('GET', url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json().data;
}

/** Each figure as every endpoint that shows it reports it, and as the read model has it. */
async function figuresEverywhere() {
  const today = amsterdamToday(app.t.clock.now());
  const model = await collectionFigures(app.t.database.db, today);
  const center = await get('/api/admin/collections/cases');
  const incasso = await get('/api/admin/subscriptions/enhanced/stats');
  const sepa = await get('/api/admin/sepa-statistics');
  const dashboard = await get('/api/admin/dashboard/stats');
  const overdueList = await get('/api/admin/invoices?status=overdue');
  const readModel: Figures = {
    openCases: model.openCases,
    overdueAccounts: model.overdueAccounts,
    outstandingClaimsCents: model.outstandingClaimsCents,
    outstandingWithFeesCents: model.outstandingWithFeesCents,
    failedClaims: model.failedClaims,
    overdueInvoices: model.overdueInvoices,
    highRiskAccounts: model.highRiskAccounts,
  };
  return {
    readModel,
    screens: {
      openCases: [
        center.stats.openCases,
        center.pagination.totalItems,
        incasso.collections.openCases,
        dashboard.collectionCases,
      ],
      overdueAccounts: [center.stats.overdueAccounts],
      outstandingClaimsCents: [center.stats.overdueAmountCents],
      outstandingWithFeesCents: [incasso.collections.collectionAmountCents],
      failedClaims: [
        sepa.paymentStatus.failed,
        incasso.paymentIssues.failedPayments,
        dashboard.badges.failedPayments,
      ],
      overdueInvoices: [
        dashboard.badges.overdueInvoices,
        dashboard.overduePayments,
        overdueList.pagination.totalItems,
      ],
      highRiskAccounts: [center.stats.highRiskAccounts, dashboard.badges.riskyCustomers],
    },
    // Issue 28: the overdue amount is one figure on the Overview and in Incasso Beheer (it read € 453,35
    // there against € 357,88 on the Overview, counting subscriptions and collection fees).
    overdueAmount: {
      readModel: model.overdueAmountCents,
      screens: [dashboard.overdueAmount, incasso.paymentIssues.overdueAmountCents],
    },
  };
}

/** The read model and every screen show `expected`. */
async function expectFigures(expected: Figures) {
  const { readModel, screens, overdueAmount } = await figuresEverywhere();
  expect(readModel).toEqual(expected);
  expect(overdueAmount.screens, 'receivables.overdueAmount').toEqual([
    overdueAmount.readModel,
    overdueAmount.readModel,
  ]);
  for (const [figure, values] of Object.entries(screens))
    expect(values, figure).toEqual(values.map(() => expected[figure as keyof Figures]));
}

describe('collection figures after each kind of claim change', () => {
  it('agree between the read model and every screen: return, stage, payment, letter, credit note', async () => {
    // A: EUR 12.10 by direct debit, collected, then refunded by the debtor (MD06): a failed claim.
    const debtor = await sepaDebtor(app, { email: 'storno@example.nl' });
    const batch = await writeDueBatch(app);
    await submitBatch(app, batch);
    await uploadBankFile(app, 'camt.053.001.02', statementOf('ing', [collectedEntry(debtor, 1)]));
    // B: EUR 60.50 by transfer, due 1 October; C: EUR 121.00, due 10 November.
    const b = await bankTransferClaim('laat@example.nl', '2026-10-01', 5000);
    const c = await bankTransferClaim('later@example.nl', '2026-11-10', 10_000);
    await expectFigures({
      openCases: 0,
      overdueAccounts: 0,
      outstandingClaimsCents: 0,
      outstandingWithFeesCents: 0,
      failedClaims: 0,
      overdueInvoices: 2,
      highRiskAccounts: 0,
    });
    // B and C, incl. VAT: what the Overview and Incasso Beheer show as overdue.
    expect((await figuresEverywhere()).overdueAmount.readModel).toBe(18_150);

    // Return: the bank file opens A's case in its own transaction; the dunning run opens B's and C's.
    // High risk: A failed, B 51 days late.
    await uploadBankFile(app, 'camt.053.001.02', statementOf('rabobank', [returnEntry(debtor, 1, 'MD06')]));
    expect((await get('/api/admin/collections/cases')).stats.openCases).toBe(1);
    expect((await app.admin('POST', '/api/admin/collections/run')).json().data).toMatchObject({ opened: 2 });
    const afterReturn = {
      openCases: 3,
      overdueAccounts: 3,
      outstandingClaimsCents: 1210 + 6050 + 12_100,
      outstandingWithFeesCents: 1210 + 6050 + 12_100,
      failedClaims: 1,
      overdueInvoices: 3,
      highRiskAccounts: 2,
    };
    await expectFigures(afterReturn);

    // Stage change: C to legal action makes it critical.
    const cases = (await get('/api/admin/collections/cases')).cases as { id: string; invoiceId: string }[];
    const caseOf = (invoiceId: string) => cases.find((row) => row.invoiceId === invoiceId)?.id;
    const moved = await app.admin('PATCH', `/api/admin/collections/cases/${caseOf(c.invoice.id)}/stage`, {
      stage: 'legal_action',
      note: 'Overgedragen aan de deurwaarder',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await expectFigures({ ...afterReturn, highRiskAccounts: 3 });

    // Payment: EUR 20.50 of B's EUR 60.50 by transfer.
    const paid = await app.admin('POST', `/api/admin/payments/${b.invoice.id}/mark-paid`, { amount: 2050 });
    expect(paid.statusCode, paid.body).toBe(200);
    const afterPayment = {
      ...afterReturn,
      highRiskAccounts: 3,
      outstandingClaimsCents: 1210 + 4000 + 12_100,
    };
    await expectFigures({ ...afterPayment, outstandingWithFeesCents: afterPayment.outstandingClaimsCents });

    // Letters: B's 14-dagenbrief, and after its term the incassobrief with the BIK minimum fee of EUR 40.
    const notice = await app.admin('POST', `/api/admin/letters/notice/${b.customer.id}`, {
      sendEmail: false,
    });
    expect(notice.statusCode, notice.body).toBe(201);
    at(notice.json().data.letter.termEndDate);
    app.t.clock.set(new Date(app.t.clock.now().getTime() + 86_400_000));
    const letter = await app.admin('POST', `/api/admin/letters/collection/${b.customer.id}`, {
      sendEmail: false,
    });
    expect(letter.statusCode, letter.body).toBe(201);
    expect(letter.json().data.letter.feeCents).toBe(4000);
    await expectFigures({
      ...afterPayment,
      outstandingWithFeesCents: afterPayment.outstandingClaimsCents + 4000,
    });

    // Credit note: C credited in full closes its case.
    const credited = await app.admin('POST', `/api/admin/invoices/${c.invoice.id}/credit-note`, {
      reason: 'Dienst niet geleverd',
      amountCents: null,
    });
    expect(credited.statusCode, credited.body).toBe(201);
    await expectFigures({
      openCases: 2,
      overdueAccounts: 2,
      outstandingClaimsCents: 1210 + 4000,
      outstandingWithFeesCents: 1210 + 4000 + 4000,
      failedClaims: 1,
      overdueInvoices: 2,
      highRiskAccounts: 2,
    });
  });

  it('count a transaction’s own uncommitted change, and forget it when it is rolled back', async () => {
    // The figures are kept per version of the read model, which a transaction changes when it commits.
    const db = app.t.database.db;
    const today = amsterdamToday(app.t.clock.now());
    const before = await collectionFigures(db, today);
    const rolledBack = new Error('roll back');
    await expect(
      db.transaction(async (tx) => {
        const customer = await insertUser(tx, { email: 'binnen.transactie@example.nl' });
        await insertInvoice(tx, {
          userId: customer.id,
          issueDate: '2026-09-01',
          dueDate: '2026-09-15',
          status: 'overdue',
          paymentType: 'bank_transfer',
          lines: [{ description: 'Hosting', unitPriceCents: 1000 }],
        });
        const inside = await collectionFigures(tx, today);
        expect(inside.overdueInvoices).toBe(before.overdueInvoices + 1);
        expect(inside.overdueAmountCents).toBe(before.overdueAmountCents + 1210);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await collectionFigures(db, today)).toEqual(before);
  });
});
