import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { claimState } from '@hostportaal/domain';
import { readPain008 } from '@hostportaal/sepa';
import { standardPath } from '@hostportaal/sepa/test-support';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  jobDependencies,
  scheduledJob,
  type TestApp,
} from '../../../test/test-app.ts';
import { companySettings, invoices, sepaMandates, users } from '../../db/schema/index.ts';
import { insertInvoice } from '../../db/seed/invoice-factory.ts';
import { insertMandate, type MandateOverrides } from '../../db/seed/mandate-factory.ts';
import { demoCompany } from '../../db/seed/portal-seed.ts';
import { insertAdmin, insertUser, type UserOverrides } from '../../db/seed/user-factory.ts';
import { loadClaimsById } from '../claims/claim-facts.ts';

// Issue 26: one customer's stored data (typed before the input rules existed, or by a careless customer)
// that a SEPA file cannot carry made the pain.008 writer refuse the whole batch: a 500 for everyone. The
// batch screens every debtor with the writer's own rules, leaves that one out with the reason, and
// collects the others; the claim left out waits for staff.

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(companySettings).values({ id: 1, ...demoCompany });
  const admin = await insertAdmin(t.database.db, { email: 'incasso-scherm@example.nl' });
  adminToken = (await t.login(admin.email, 'Test!2026pass')).token;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.inject({ method, url, headers: bearer(adminToken), ...(payload ? { payload } : {}) });

let customers = 0;
// Due on 15 November and pre-notified on the 1st: the batch of Saturday 21 November takes it.
async function dueInvoice(user: UserOverrides = {}, mandate: MandateOverrides = {}) {
  customers += 1;
  const customer = await insertUser(t.database.db, {
    email: `debiteur${customers}@example.nl`,
    street: 'Dorpsstraat',
    houseNumber: '1',
    zipcode: '6711 AB',
    city: 'Ede',
    ...user,
  });
  const { id: mandateId } = await insertMandate(t.database.db, customer.id, mandate);
  const { invoice } = await insertInvoice(t.database.db, {
    userId: customer.id,
    mandateId,
    issueDate: '2026-11-01',
    dueDate: '2026-11-15',
    sentAt: new Date('2026-11-01T09:00:00Z'),
    lines: [{ description: 'Webhosting', unitPriceCents: 1000 }],
  });
  return { customer, invoice };
}

function validateAgainstXsd(file: Buffer) {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'bad-debtors-'));
  const target = path.join(folder, 'batch.xml');
  writeFileSync(target, file);
  execFileSync('xmllint', ['--noout', '--schema', standardPath('pain.008.001.08'), target], {
    stdio: 'pipe',
  });
}

async function statusesOf(ids: string[]) {
  const rows = await t.database.db
    .select({ id: invoices.id, status: invoices.status })
    .from(invoices)
    .where(inArray(invoices.id, ids));
  return Object.fromEntries(rows.map((row) => [row.id, row.status]));
}

describe('a SEPA batch with customers whose data no SEPA file can carry', () => {
  it('leaves each of them out with the reason, collects the others in a valid file, and leaves them to staff', async () => {
    const good = [await dueInvoice(), await dueInvoice({ city: 'Ĳsselstein' })];
    const bad = {
      tokyo: await dueInvoice({ city: '東京' }),
      bullet: await dueInvoice({ city: '•' }),
      control: await dueInvoice({ city: '\u0001' }),
      name: await dueInvoice({ firstname: '\u0001\u0002', lastname: '\u001f' }),
      country: await dueInvoice({ country: 'Nederland' }),
      iban: await dueInvoice({}, { iban: 'NL00ABNA0417164300' }),
      reference: await dueInvoice({}, { reference: '/HP//MANDAAT' }),
    };

    const created = await call('POST', '/api/admin/sepa-batches');
    expect(created.statusCode).toBe(201);
    const { batch, leftOut } = created.json().data;
    expect(batch).toMatchObject({ numberOfTransactions: 2, controlSumCents: 2420 });

    // The report names every invoice left out, its customer, and the field and value to fix.
    expect(leftOut.total).toBe(7);
    const byInvoice = new Map(
      leftOut.claims.map((claim: { invoiceId: string }) => [claim.invoiceId, claim] as const),
    );
    const expected: [keyof typeof bad, string, string][] = [
      ['tokyo', 'town', '東京'],
      ['bullet', 'town', '•'],
      ['control', 'town', '\u0001'],
      ['name', 'name', '\u0001\u0002 \u001f'],
      ['country', 'country', 'Nederland'],
      ['iban', 'iban', 'NL00ABNA0417164300'],
      ['reference', 'mandate_reference', '/HP//MANDAAT'],
    ];
    for (const [key, field, value] of expected) {
      expect(byInvoice.get(bad[key].invoice.id), key).toMatchObject({
        invoiceNumber: bad[key].invoice.invoiceNumber,
        userId: bad[key].customer.id,
        openCents: 1210,
        reason: 'debit_debtor_data',
        params: { field, value },
        message: expect.stringContaining('past niet in een incassobestand'),
      });
    }

    // The file holds the two others, and is what the bank's XSD accepts.
    const download = await call('GET', `/api/admin/sepa-batches/${batch.id}/file`);
    validateAgainstXsd(download.rawPayload);
    const written = readPain008(download.body).paymentInformations.flatMap((block) => block.transactions);
    expect(written.map((tx) => tx.debtorAddress?.townName).sort()).toEqual(['Ede', 'IJsselstein']);

    const badIds = Object.values(bad).map(({ invoice }) => invoice.id);
    expect(await statusesOf(good.map(({ invoice }) => invoice.id))).toEqual(
      Object.fromEntries(good.map(({ invoice }) => [invoice.id, 'pending'])),
    );
    expect(Object.values(await statusesOf(badIds))).toEqual(badIds.map(() => 'open'));

    // Each claim left out waits for staff in the claim lifecycle, with the reason.
    for (const { facts } of await loadClaimsById(t.database.db, badIds)) {
      expect(claimState(facts)).toMatchObject({
        name: 'staff_review',
        nextActor: 'staff',
        debitBlock: { code: 'debtor_data' },
      });
    }

    // The customer's own page says what to correct.
    const problems = await call('GET', `/api/admin/users/${bad.country.customer.id}/run-problems`);
    expect(problems.json().data.problems).toEqual([
      expect.objectContaining({
        run: 'sepa_batch',
        code: 'debit_debtor_data',
        params: { field: 'country', value: 'Nederland' },
        record: { kind: 'invoice', id: bad.country.invoice.id, label: bad.country.invoice.invoiceNumber },
        at: null,
      }),
    ]);
    expect(
      (await call('GET', `/api/admin/users/${good[0]?.customer.id}/run-problems`)).json().data.problems,
    ).toEqual([]);

    // The SEPA screen lists them until they are fixed; a second click makes no batch and the same report.
    const again = await call('POST', '/api/admin/sepa-batches');
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ batch: null, leftOut: { total: 7 } });
    const listed = await call('GET', '/api/admin/sepa-batches/left-out');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.total).toBe(7);

    // Staff correct the town; the next batch collects that invoice, and the list has one less.
    const fixed = await call('PUT', `/api/admin/users/${bad.tokyo.customer.id}`, {
      firstname: bad.tokyo.customer.firstname,
      lastname: bad.tokyo.customer.lastname,
      email: bad.tokyo.customer.email,
      city: 'Tokio',
    });
    expect(fixed.statusCode).toBe(200);
    const next = await call('POST', '/api/admin/sepa-batches');
    expect(next.statusCode).toBe(201);
    expect(next.json().data).toMatchObject({ batch: { numberOfTransactions: 1 }, leftOut: { total: 6 } });
    expect(await statusesOf([bad.tokyo.invoice.id])).toEqual({ [bad.tokyo.invoice.id]: 'pending' });
    expect(
      (await call('GET', `/api/admin/users/${bad.tokyo.customer.id}/run-problems`)).json().data.problems,
    ).toEqual([]);
  });

  it('the weekday job writes the batch of the others and logs what it left out, without the customer data', async () => {
    const good = await dueInvoice();
    const tokyo = await dueInvoice({ city: '東京' });
    const logged: { details: Record<string, unknown>; message: string }[] = [];
    const log = {
      info: () => {},
      error: (details: Record<string, unknown>, message: string) => logged.push({ details, message }),
    };

    const written = await scheduledJob('sepa-batch').run({ ...jobDependencies(t), log }, {});
    expect(written).toBe(1);
    expect(await statusesOf([good.invoice.id, tokyo.invoice.id])).toEqual({
      [good.invoice.id]: 'pending',
      [tokyo.invoice.id]: 'open',
    });
    const [entry] = logged;
    expect(entry?.message).toContain('left out');
    expect(entry?.details.invoices).toContainEqual({
      invoiceNumber: tokyo.invoice.invoiceNumber,
      reason: 'debit_debtor_data',
      field: 'town',
    });
    expect(JSON.stringify(logged)).not.toContain('東京');
  });

  it('a customer changing their town after the file was written does not stop the batch going to the bank', async () => {
    const { customer } = await dueInvoice();
    const created = await call('POST', '/api/admin/sepa-batches');
    expect(created.statusCode).toBe(201);
    await t.database.db.update(users).set({ city: '東京' }).where(eq(users.id, customer.id));
    await t.database.db
      .update(sepaMandates)
      .set({ accountHolder: '\u0001' })
      .where(eq(sepaMandates.userId, customer.id));

    const submitted = await call('POST', `/api/admin/sepa-batches/${created.json().data.batch.id}/submit`);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().data.batch.status).toBe('submitted');
  });
});
