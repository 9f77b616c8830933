import { eq } from 'drizzle-orm';
import { isValidIBAN } from 'ibantools';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import { verifyPassword } from '../../modules/auth/password.ts';
import { missingAddressFields } from '../../modules/profile/complete-address.ts';
import type { Database, DbOrTx } from '../client.ts';
import { invoiceNumberSeries, paymentReferenceSeries } from '../schema/index.ts';
import { seedDemoData } from './demo-seed.ts';
import { insertInvoice } from './invoice-factory.ts';
import { insertMandate } from './mandate-factory.ts';
import { insertPackage } from './package-factory.ts';
import { insertPayment } from './payment-factory.ts';
import { insertSubscription } from './subscription-factory.ts';
import { insertAdmin, insertUser, withoutAddress } from './user-factory.ts';

describe('factories', () => {
  let database: Database;
  let db: DbOrTx;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
  });
  afterAll(() => database.close());

  it('inserts users with unique e-mails and the known test password', async () => {
    const first = await insertUser(db);
    const second = await insertUser(db, { firstname: 'Zoë', lastname: "van 't Hof" });
    const admin = await insertAdmin(db, { password: 'Ander!2026wachtwoord' });
    expect(first.email).not.toBe(second.email);
    expect(second.email).toMatch(/^zoe\.vanthof\.\d+[0-9a-f]{6}@example\.nl$/);
    expect(first.zipcode).toMatch(/^\d{4} [A-Z]{2}$/);
    expect(await verifyPassword(first.passwordHash, 'Test!2026pass')).toBe(true);
    expect(admin.role).toBe('admin');
    expect(await verifyPassword(admin.passwordHash, 'Ander!2026wachtwoord')).toBe(true);
  });

  it('gives users a complete address unless asked for one without', async () => {
    expect(missingAddressFields(await insertUser(db))).toEqual([]);
    const bare = await insertUser(db, withoutAddress);
    expect(missingAddressFields(bare).map((error) => error.field)).toEqual([
      'street',
      'houseNumber',
      'zipcode',
      'city',
    ]);
  });

  it('inserts a valid mandate and a subscription priced from its package', async () => {
    const user = await insertUser(db, { firstname: 'Anouk', lastname: 'Smit' });
    const mandate = await insertMandate(db, user.id);
    expect(isValidIBAN(mandate.iban)).toBe(true);
    expect(mandate).toMatchObject({ accountHolder: 'Anouk Smit', status: 'valid' });
    const pkg = await insertPackage(db);
    const subscription = await insertSubscription(db, {
      userId: user.id,
      packageId: pkg.id,
      interval: 'quarterly',
      startDate: '2026-01-31',
      mandateId: mandate.id,
    });
    expect(subscription).toMatchObject({ priceCents: 1995, nextBillingDate: '2026-04-30', status: 'active' });
  });

  it('numbers invoices from the series, computes VAT per line and gives claims a reference', async () => {
    const user = await insertUser(db);
    const open = await insertInvoice(db, {
      userId: user.id,
      issueDate: '2026-03-01',
      lines: [
        { description: 'Webhosting Pro (maandelijks)', unitPriceCents: 1295 },
        { description: 'Domeinnaam voorbeeld.nl (1 jaar)', unitPriceCents: 795 },
      ],
    });
    expect(open.invoice).toMatchObject({
      invoiceNumber: '2026-000001',
      dueDate: '2026-03-15',
      subtotalCents: 2090,
      vatCents: 272 + 167,
      totalCents: 2090 + 439,
      paymentReference: 'PAY-2026-0001',
      paymentType: 'bank_transfer',
    });
    expect(open.lines.map((line) => line.vatCents)).toEqual([272, 167]);
    const paid = await insertInvoice(db, { userId: user.id, issueDate: '2026-04-01', status: 'paid' });
    expect(paid.invoice).toMatchObject({
      invoiceNumber: '2026-000002',
      paymentReference: null,
      paidCents: 841,
    });
    const reverse = await insertInvoice(db, {
      userId: user.id,
      issueDate: '2026-05-01',
      reverseCharge: true,
    });
    expect(reverse.invoice).toMatchObject({ vatCents: 0, totalCents: 695 });
    await insertPayment(db, { userId: user.id, invoiceId: paid.invoice.id, amountCents: 841 });
  });

  it('continues the number series after the demo seed', async () => {
    const seeded = await createTestDatabase();
    try {
      await seedDemoData(seeded.db, { today: '2026-11-21', customers: 3 });
      const [series] = await seeded.db
        .select()
        .from(invoiceNumberSeries)
        .where(eq(invoiceNumberSeries.year, 2026));
      const [references] = await seeded.db
        .select()
        .from(paymentReferenceSeries)
        .where(eq(paymentReferenceSeries.year, 2026));
      const user = await insertUser(seeded.db);
      const { invoice } = await insertInvoice(seeded.db, { userId: user.id, issueDate: '2026-11-21' });
      expect(invoice.sequence).toBe((series?.lastSequence ?? 0) + 1);
      expect(invoice.paymentReference).toBe(
        `PAY-2026-${String((references?.lastSequence ?? 0) + 1).padStart(4, '0')}`,
      );
    } finally {
      await seeded.close();
    }
  });
});
