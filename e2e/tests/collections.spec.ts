import { readFile } from 'node:fs/promises';
import { adminHeaders, demo, expect, login, seriousAxeViolations, test } from './fixtures.ts';

// The Collection Center on the demo data, whose last 70 days of dunning were replayed at seeding: cases at
// every stage, with their letters.
test.describe('Collection Center (Administration Dashboard)', () => {
  test('an admin filters the cases, writes a 14-dagenbrief, moves a stage with a note and exports', async ({
    page,
    request,
  }) => {
    // A consumer at the first reminder whose 14-dagenbrief would cover that very claim: chosen through the API
    // with the server's own preview, so the walk does not depend on which row today's demo data lists first
    // (a consumer whose first-reminder claim the next batch debits gets no letter for it).
    type Case = { customerId: string; email: string; isBusiness: boolean; invoiceNumber: string };
    const headers = await adminHeaders(request);
    const listed = await request.get('/api/admin/collections/cases?stage=first_reminder&limit=100', {
      headers,
    });
    expect(listed.status()).toBe(200);
    let chosen: Case | undefined;
    for (const row of (await listed.json()).data.cases as Case[]) {
      if (row.isBusiness) continue;
      const preview = await request.post('/api/admin/letters/preview', {
        headers,
        data: { letterType: 'notice', customerIds: [row.customerId] },
      });
      const letters = (await preview.json()).data?.letters ?? [];
      if (letters.length === 1 && letters[0].invoiceNumbers.includes(row.invoiceNumber)) {
        chosen = row;
        break;
      }
    }
    expect(
      chosen,
      'the demo data has a consumer at the first reminder a 14-dagenbrief would cover',
    ).toBeDefined();
    if (!chosen) return;

    await login(page, demo.admin.email, demo.admin.password);
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto('/dashboard/admin?section=collections');
    await expect(page.getByRole('heading', { name: 'Collection Center' })).toBeVisible();
    const figures = page.getByRole('region', { name: 'Collection figures' });
    await expect(figures).toContainText('Overdue Accounts');
    await expect(page.getByText(/^Showing \d+ of \d+ cases$/)).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Only the cases at the final notice.
    await page.getByLabel('Stage', { exact: true }).selectOption('final_notice');
    // The first table is the cases; Recent Collection Actions is the second.
    const rows = page.getByRole('table').first().locator('tbody tr');
    await expect(rows.first()).toContainText('Final notice');
    for (const row of await rows.all()) await expect(row).toContainText('Final notice');

    // The consumer at the first reminder gets the 14-dagenbrief for all their claims in default.
    await page.getByLabel('Stage', { exact: true }).selectOption('first_reminder');
    await page.getByLabel('Search', { exact: true }).fill(chosen.email);
    const consumer = rows.filter({ hasText: chosen.invoiceNumber });
    await expect(consumer).toHaveCount(1);
    await expect(consumer).toContainText('First reminder');
    const customerName = (
      (await consumer.locator('td').nth(1).locator('p').first().textContent()) ?? ''
    ).trim();
    await consumer.getByRole('button', { name: /^Actions for / }).click();
    await page.getByRole('menuitem', { name: 'Generate 14-day letter' }).click();
    // Issue 20: the letter announces collection costs, so it asks first with the count and the fee.
    const confirm = page.getByRole('dialog', { name: 'Send 14-day letters' });
    await expect(confirm.getByTestId('letter-preview')).toContainText(
      /^1 14-day letter for €\s[\d.]+,\d{2} unpaid\. If its term passes unpaid, €\s\d+,\d{2} in collection costs will be charged\./,
    );
    await expect(confirm).toContainText(customerName);
    await confirm.getByRole('button', { name: 'Send 1 letter' }).click();
    const issued = page.getByText(/^14-day letter BRF-\d{4}-\d{6} generated for /);
    await expect(issued).toBeVisible();
    const letterNumber = /BRF-\d{4}-\d{6}/.exec((await issued.textContent()) ?? '')?.[0] ?? '';

    // The letter moved the case to the final notice; its PDF is the one that was sent.
    await page.getByLabel('Search', { exact: true }).fill(customerName);
    await page.getByLabel('Stage', { exact: true }).selectOption('final_notice');
    const download = page.waitForEvent('download', { timeout: 30_000 });
    await page
      .getByRole('button', { name: `Download 14-day letter ${letterNumber}` })
      .first()
      .click();
    const pdf = await download;
    expect(pdf.suggestedFilename()).toBe(`${letterNumber}.pdf`);
    expect((await readFile((await pdf.path()) ?? '')).subarray(0, 5).toString()).toBe('%PDF-');

    // Back a stage by hand, with a note that the history keeps.
    const noticed = rows.filter({ hasText: letterNumber }).first();
    await noticed.getByRole('button', { name: /^Actions for / }).click();
    await page.getByRole('menuitem', { name: 'Update stage' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update stage' });
    await dialog.getByLabel('New stage').selectOption('legal_action');
    await dialog.getByLabel('Note').fill('Klant belde: gaat naar de deurwaarder');
    await dialog.getByRole('button', { name: 'Update stage' }).click();
    await expect(page.getByText(/^Stage of .+ updated to Legal action$/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recent Collection Actions' })).toBeVisible();
    await expect(page.getByText(/Klant belde: gaat naar de deurwaarder/)).toBeVisible();

    // Export Report of what the filters show.
    await page.getByLabel('Search', { exact: true }).fill('');
    await page.getByLabel('Stage', { exact: true }).selectOption('legal_action');
    const exported = page.waitForEvent('download', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Export Report' }).click();
    await page.getByRole('menuitem', { name: 'CSV' }).click();
    const file = await exported;
    expect(file.suggestedFilename()).toMatch(/^incassodossiers-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await file.path()) ?? '', 'utf8');
    expect(csv.split('\r\n')[0]).toContain('Klant;E-mail;Factuur');
    expect(csv).toContain(customerName);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  // Issue 28: a 14-dagenbrief sent from one row landed on another case of the same customer, and the row
  // acted on still read "Initial notice · 0 attempts · Letters: None" after a reload.
  test('a 14-dagenbrief from one row of a customer with two cases names its invoices and shows on them', async ({
    page,
    request,
  }) => {
    type Case = {
      customerId: string;
      customerName: string;
      email: string;
      isBusiness: boolean;
      invoiceNumber: string;
      daysOverdue: number;
      noticeLetter: unknown;
    };
    const headers = await adminHeaders(request);
    const listed = await request.get('/api/admin/collections/cases?limit=100', { headers });
    expect(listed.status()).toBe(200);
    const cases = (await listed.json()).data.cases as Case[];
    const byCustomer = new Map<string, Case[]>();
    for (const row of cases) byCustomer.set(row.customerId, [...(byCustomer.get(row.customerId) ?? []), row]);
    // A consumer with two cases or more for whom a 14-dagenbrief can be sent today.
    let chosen: { rows: Case[]; covered: string[] } | undefined;
    for (const rows of byCustomer.values()) {
      if (rows.length < 2 || rows.some((row) => row.isBusiness)) continue;
      const preview = await request.post('/api/admin/letters/preview', {
        headers,
        data: { letterType: 'notice', customerIds: [rows[0]?.customerId] },
      });
      const letters = (await preview.json()).data?.letters ?? [];
      if (letters.length === 1) {
        chosen = { rows, covered: letters[0].invoiceNumbers };
        break;
      }
    }
    expect(chosen, 'the demo data has a consumer with two cases waiting for a 14-dagenbrief').toBeDefined();
    if (!chosen) return;
    const { rows: customerCases, covered } = chosen;
    // The row acted on: of the rows without a 14-dagenbrief, the most days overdue (41 days in the report).
    const actedOn = customerCases
      .filter((row) => !row.noticeLetter)
      .toSorted((a, b) => b.daysOverdue - a.daysOverdue)[0] as Case;
    expect(covered.length).toBeGreaterThan(0);

    await login(page, demo.admin.email, demo.admin.password);
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto('/dashboard/admin?section=collections');
    const table = page.getByRole('table').first();
    const rowOf = (invoiceNumber: string) => table.locator('tbody tr').filter({ hasText: invoiceNumber });
    const search = async () => {
      await page.getByLabel('Search', { exact: true }).fill(actedOn.email);
      await expect(table.locator('tbody tr')).toHaveCount(customerCases.length);
    };
    await search();
    // Every row says what happens next to its claim, from the claim lifecycle.
    for (const row of customerCases) await expect(rowOf(row.invoiceNumber)).toContainText('Next: ');

    await rowOf(actedOn.invoiceNumber)
      .getByRole('button', { name: /^Actions for / })
      .click();
    await page.getByRole('menuitem', { name: 'Generate 14-day letter' }).click();
    const confirm = page.getByRole('dialog', { name: 'Send 14-day letters' });
    const preview = confirm.getByTestId('letter-preview');
    await expect(preview).toContainText(
      `Covers invoice${covered.length > 1 ? 's' : ''} ${covered.join(', ')}`,
    );
    const actedOnCovered = covered.includes(actedOn.invoiceNumber);
    if (!actedOnCovered)
      await expect(preview).toContainText(
        `Invoice ${actedOn.invoiceNumber} of the row you chose is not in this letter: `,
      );
    await confirm.getByRole('button', { name: 'Send 1 letter' }).click();
    const issued = page.getByText(/^14-day letter BRF-\d{4}-\d{6} generated for /);
    await expect(issued).toBeVisible();
    const letterNumber = /BRF-\d{4}-\d{6}/.exec((await issued.textContent()) ?? '')?.[0] ?? '';
    expect(letterNumber).not.toBe('');

    // After a reload: every covered row shows the letter; the row acted on shows it, or says why not.
    await page.reload();
    await search();
    for (const invoiceNumber of covered) await expect(rowOf(invoiceNumber)).toContainText(letterNumber);
    const acted = rowOf(actedOn.invoiceNumber);
    if (actedOnCovered) await expect(acted).toContainText(letterNumber);
    else {
      await expect(acted).not.toContainText(letterNumber);
      await expect(acted).toContainText('Next: ');
    }
  });
});
