import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { adminHeaders, expect, seriousAxeViolations, test } from './fixtures.ts';

// Issue 29: a customer with a 14-dagenbrief follows the link printed on their letter (no login: a letter is read
// on paper), pays in the Testmodus checkout, and the case is closed and the service active again. The demo's
// collection history suspends consumers after their 14-dagenbrief, sends the incassobrief after it, and its
// letters carry pay links; that one whose link still works is there on any day is demo-any-day.test.ts's to hold.

type Row = {
  id: string;
  customerEmail: string | null;
  status: string;
  noticeLetterId: string | null;
  collectionLetterId: string | null;
};

/** The pay link as printed on a letter: it wraps over lines on paper, and runs on to the next blank line. */
function printedLink(text: string): URL {
  const start = text.indexOf('http', text.indexOf('Direct online betalen'));
  return new URL(
    text
      .slice(start)
      .split(/\n\s*\n/)[0]
      ?.replace(/\s+/g, '') ?? '',
  );
}

async function letterText(request: APIRequestContext, headers: Record<string, string>, letterId: string) {
  const pdf = await request.get(`/api/admin/letters/${letterId}/download-direct`, { headers });
  expect(pdf.status()).toBe(200);
  const dir = mkdtempSync(path.join(tmpdir(), 'letter-'));
  writeFileSync(path.join(dir, 'letter.pdf'), await pdf.body());
  return execFileSync('pdftotext', ['-layout', path.join(dir, 'letter.pdf'), '-'], { encoding: 'utf8' });
}

test('a customer pays a 14-dagenbrief from the link on the letter and the suspended service is active again', async ({
  page,
  request,
}) => {
  const admin = await adminHeaders(request);
  const listed = await request.get('/api/admin/subscriptions/enhanced', {
    headers: admin,
    params: { tab: 'collections', limit: 100 },
  });
  expect(listed.status()).toBe(200);
  // The letter in force: the incassobrief where one followed the 14-dagenbrief (its link brings the fee too).
  const suspended = ((await listed.json()).data.subscriptions as Row[]).filter(
    (row) =>
      row.status === 'suspended' && (row.collectionLetterId ?? row.noticeLetterId) && row.customerEmail,
  );
  // The first suspended service whose letter's link still works (a letter of two months ago has expired).
  let chosen: { row: Row; link: URL; invoices: string[] } | null = null;
  for (const row of suspended) {
    const text = await letterText(request, admin, row.collectionLetterId ?? row.noticeLetterId ?? '');
    if (!text.includes('Direct online betalen')) continue;
    const link = printedLink(text);
    const token = link.pathname.split('/').at(-1) ?? '';
    const view = await request.get('/api/pay', { params: { token } });
    const data = view.status() === 200 ? (await view.json()).data : null;
    if (data?.state === 'payable') {
      const lines: { kind: string; number: string }[] = data.lines;
      chosen = {
        row,
        link,
        invoices: lines.filter((line) => line.kind === 'invoice').map((line) => line.number),
      };
      break;
    }
  }
  if (!chosen) throw new Error('the demo has no suspended service whose 14-dagenbrief can be paid online');
  const { row: subscription, link, invoices } = chosen;
  const email = subscription.customerEmail ?? '';
  expect(link.pathname).toMatch(/^\/betalen\/[\w-]+\.[\w-]+\.[\w-]+$/);

  await page.goto(link.pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Openstaand bedrag betalen' })).toBeVisible();
  await expect(page.getByText('Testmodus', { exact: true })).toBeVisible();
  // The page names no one: the company, the invoices and the amount only.
  await expect(page.getByText(email)).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: /^Betaal / }).click();

  await expect(page).toHaveURL(/\/__fake-mollie\/checkout\/tr_/);
  await page.getByLabel('iDEAL | Wero').check();
  await page.getByRole('button', { name: 'Betaald' }).click();
  await expect(page).toHaveURL(/\/betalen\/status\//);
  await expect(page.getByRole('heading', { name: 'Betaling ontvangen' })).toBeVisible();
  // A 14-dagenbrief asks no fee of its own (what it paid are its invoices); an incassobrief is paid as the letter.
  await expect(
    page.getByText(
      /^Bedankt voor je betaling! (De (factuur is|facturen zijn)|Brief BRF-\d{4}-\d+ is) nu betaald\.$/,
    ),
  ).toBeVisible();

  // The link again: nothing left to pay.
  await page.goto(link.pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Er staat niets meer open' })).toBeVisible();

  // Staff: the case is closed and the service active again.
  const after = await request.get('/api/admin/subscriptions/enhanced', {
    headers: admin,
    params: { search: email, limit: 50 },
  });
  const now: Row | undefined = ((await after.json()).data.subscriptions as Row[]).find(
    (row) => row.id === subscription.id,
  );
  expect(now?.status).toBe('active');
  const cases = await request.get('/api/admin/collections/cases', {
    headers: admin,
    params: { search: email, limit: 50 },
  });
  // The letter's claims: no longer open cases (the customer's other claims go their own way).
  const open: { invoiceNumber: string; stage: string }[] = (await cases.json()).data.cases;
  expect(open.filter((row) => invoices.includes(row.invoiceNumber) && row.stage !== 'resolved')).toEqual([]);
});
