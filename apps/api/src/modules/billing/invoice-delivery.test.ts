import { createHash } from 'node:crypto';
import {
  fatalFailures,
  peppolRulesDirectoryFromEnvironment,
  prepareEInvoiceRules,
  validateEInvoice,
} from '@hostportaal/einvoice';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpPeer } from '../../../test/smtp-peer.ts';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  companySettings,
  emailOutbox,
  invoiceDocuments,
  invoices,
  notifications,
  type Package,
} from '../../db/schema/index.ts';
import { insertMandate } from '../../db/seed/mandate-factory.ts';
import { insertPackage } from '../../db/seed/package-factory.ts';
import { demoCompany } from '../../db/seed/portal-seed.ts';
import { insertSubscription } from '../../db/seed/subscription-factory.ts';
import { insertAdmin, insertUser } from '../../db/seed/user-factory.ts';
import { startEmailDispatcher } from '../email/email-dispatcher.ts';
import { billDueSubscriptions } from './billing-run.ts';
import { deliverPendingInvoices } from './invoice-delivery.ts';

let t: TestApp;
let hosting: Package;
let adminToken: string;

beforeAll(async () => {
  // The e-invoice rules compile on first use (about a minute on a cold cache): once here, not in a test.
  await prepareEInvoiceRules({ peppolRulesDirectory: peppolRulesDirectoryFromEnvironment() });
  t = await createTestApp();
  await t.database.db.insert(companySettings).values({ id: 1, ...demoCompany });
  hosting = await insertPackage(t.database.db, {
    slug: 'mail-hosting',
    name: 'Webhosting Mail',
    priceMonthlyCents: 995,
  });
  const admin = await insertAdmin(t.database.db, { email: 'beheer-mail@example.nl' });
  adminToken = (await t.login(admin.email, 'Test!2026pass')).token;
});
afterAll(() => t.close());

describe('billing run on demand and invoice delivery', () => {
  it('bills, stores the sent PDF, notifies the customer and e-mails the invoice as the SEPA pre-notification', async () => {
    const db = t.database.db;
    const customer = await insertUser(db, { email: 'factuur@example.nl', firstname: 'Fenna' });
    const mandate = await insertMandate(db, customer.id, { iban: 'NL91ABNA0417164300' });
    const sub = await insertSubscription(db, {
      userId: customer.id,
      packageId: hosting.id,
      mandateId: mandate.id,
      startDate: '2026-11-21',
      nextBillingDate: '2026-11-21',
    });

    const response = await t.inject({
      method: 'POST',
      url: '/api/admin/billing-runs',
      headers: bearer(adminToken),
    });
    expect(response.statusCode).toBe(202);
    expect(response.json().data.run).toMatchObject({ status: 'finished', runDate: '2026-11-21' });
    expect(response.json().data.run.invoicesCreated).toBeGreaterThanOrEqual(1);

    const [invoice] = await db.select().from(invoices).where(eq(invoices.subscriptionId, sub.id));
    expect(invoice?.sentAt).not.toBeNull();
    const [stored] = await db
      .select()
      .from(invoiceDocuments)
      .where(eq(invoiceDocuments.invoiceId, invoice?.id ?? ''));
    expect(stored?.sha256).toBe(
      createHash('sha256')
        .update(stored?.pdf ?? Buffer.alloc(0))
        .digest('hex'),
    );
    const [bell] = await db.select().from(notifications).where(eq(notifications.userId, customer.id));
    expect(bell).toMatchObject({ type: 'invoice_issued', title: 'Nieuwe factuur' });

    const peer = await startSmtpPeer();
    const dispatcher = startEmailDispatcher({
      db,
      smtpUrl: peer.url,
      from: 'Hostportaal <noreply@hostportaal.test>',
      clock: t.clock,
      log: t.app.log,
      publicUrl: t.config.PUBLIC_URL,
    });
    try {
      await dispatcher.deliverDue();
      const mail = peer.messages.find((message) => message.to.includes('factuur@example.nl'));
      expect(mail?.subject).toBe(`Factuur ${invoice?.invoiceNumber} van ${demoCompany.name}`);
      expect(mail?.text).toContain('Vooraankondiging SEPA-incasso');
      expect(mail?.text).toContain('€\u00a012,04');
      // Due Saturday 5 December: the batch of Thursday 3 December collects it on Monday 7 December.
      expect(mail?.text).toContain('we schrijven €\u00a012,04 op 7 december 2026 af');
      expect(mail?.text).toContain(`${mandate.reference}, incassant-ID ${demoCompany.creditorId}`);
      expect(mail?.text).not.toContain('NL91ABNA0417164300');
      expect(mail?.attachments).toHaveLength(1);
      expect(mail?.attachments[0]?.filename).toBe(`factuur-${invoice?.invoiceNumber}.pdf`);
      expect(mail?.attachments[0]?.content.equals(stored?.pdf ?? Buffer.alloc(0))).toBe(true);
    } finally {
      await dispatcher.stop();
      await peer.close();
    }

    const runs = await t.inject({ url: '/api/admin/billing-runs', headers: bearer(adminToken) });
    expect(runs.json().data.runs[0]).toMatchObject({ status: 'finished', triggeredBy: expect.any(String) });
  });

  it('delivers each invoice once, even when two deliveries run at the same moment', async () => {
    const db = t.database.db;
    const customer = await insertUser(db, { email: 'dubbel@example.nl' });
    for (let index = 0; index < 3; index++) {
      await insertSubscription(db, {
        userId: customer.id,
        packageId: hosting.id,
        startDate: '2026-11-21',
        nextBillingDate: '2026-11-21',
      });
    }
    await billDueSubscriptions(db, { today: '2026-11-21', now: t.clock.now() });
    const unsent = await db.select().from(invoices).where(eq(invoices.userId, customer.id));
    expect(unsent.map((invoice) => invoice.sentAt)).toEqual([null, null, null]);
    await Promise.all([
      deliverPendingInvoices(db, { now: t.clock.now() }),
      deliverPendingInvoices(db, { now: t.clock.now() }),
    ]);
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'dubbel@example.nl'));
    expect(mails).toHaveLength(3);
    expect(mails.every((mail) => mail.textBody.includes('PAY-2026-'))).toBe(true);
    const documents = await db.select({ id: invoiceDocuments.invoiceId }).from(invoiceDocuments);
    expect(documents.filter((row) => unsent.some((invoice) => invoice.id === row.id))).toHaveLength(3);
  });

  it('a business that asked for it gets the UBL e-invoice with the invoice e-mail, its PDF the one attached', async () => {
    const db = t.database.db;
    const consumer = await insertUser(db, { email: 'particulier-ubl@example.nl' });
    const consumerToken = (await t.login(consumer.email, 'Test!2026pass')).token;
    const optIn = (token: string, user: { firstname: string; lastname: string; email: string }) =>
      t.inject({
        method: 'PUT',
        url: '/auth/profile',
        headers: bearer(token),
        payload: {
          firstname: user.firstname,
          lastname: user.lastname,
          email: user.email,
          einvoiceByEmail: true,
        },
      });
    // A consumer is not offered it.
    const refused = await optIn(consumerToken, consumer);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details).toEqual([
      {
        field: 'einvoiceByEmail',
        message: 'Alleen voor zakelijke klanten: vul eerst je KvK-nummer of Peppol-ID in',
      },
    ]);

    const business = await insertUser(db, {
      email: 'boekhouding-ubl@example.nl',
      company: 'Smit & Co B.V.',
      kvkNumber: '24681357',
    });
    const accepted = await optIn((await t.login(business.email, 'Test!2026pass')).token, business);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.user.einvoiceByEmail).toBe(true);
    for (const customer of [business, consumer]) {
      await insertSubscription(db, {
        userId: customer.id,
        packageId: hosting.id,
        startDate: '2026-11-21',
        nextBillingDate: '2026-11-21',
      });
    }
    await billDueSubscriptions(db, { today: '2026-11-21', now: t.clock.now() });
    await deliverPendingInvoices(db, { now: t.clock.now() });

    const peer = await startSmtpPeer();
    const dispatcher = startEmailDispatcher({
      db,
      smtpUrl: peer.url,
      from: 'Hostportaal <noreply@hostportaal.test>',
      clock: t.clock,
      log: t.app.log,
      publicUrl: t.config.PUBLIC_URL,
    });
    try {
      await dispatcher.deliverDue();
      const [invoice] = await db.select().from(invoices).where(eq(invoices.userId, business.id));
      // Their login also sent them a mail; this is the invoice's.
      const invoiceMailTo = (address: string) =>
        peer.messages.find(
          (message) => message.to.includes(address) && message.subject.startsWith('Factuur'),
        );
      const mail = invoiceMailTo(business.email);
      expect(mail?.attachments.map((attachment) => [attachment.filename, attachment.mimeType])).toEqual([
        [`factuur-${invoice?.invoiceNumber}.pdf`, 'application/pdf'],
        [`factuur-${invoice?.invoiceNumber}.xml`, 'application/xml'],
      ]);
      const [pdf, xml] = mail?.attachments ?? [];
      const ubl = xml?.content.toString('utf8') ?? '';
      const validation = await validateEInvoice(ubl, {
        peppolRulesDirectory: peppolRulesDirectoryFromEnvironment(),
      });
      expect([...validation.schemaErrors, ...fatalFailures(validation).map((failure) => failure.id)]).toEqual(
        [],
      );
      expect(ubl).toContain(`<cbc:ID>${invoice?.invoiceNumber}</cbc:ID>`);
      const embedded = /<cbc:EmbeddedDocumentBinaryObject[^>]*>([^<]+)</.exec(ubl)?.[1] ?? '';
      expect(Buffer.from(embedded, 'base64').equals(pdf?.content ?? Buffer.alloc(0))).toBe(true);
      // The consumer's mail has the PDF only.
      const consumerMail = invoiceMailTo(consumer.email);
      expect(consumerMail?.attachments.map((attachment) => attachment.mimeType)).toEqual(['application/pdf']);
    } finally {
      await dispatcher.stop();
      await peer.close();
    }
  });

  it('refuses a customer', async () => {
    const customer = await insertUser(t.database.db, { email: 'geen-run@example.nl' });
    const { token } = await t.login(customer.email, 'Test!2026pass');
    const response = await t.inject({
      method: 'POST',
      url: '/api/admin/billing-runs',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(403);
  });
});
