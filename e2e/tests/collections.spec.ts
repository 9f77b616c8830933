import { readFile } from 'node:fs/promises';
import { demo, expect, login, seriousAxeViolations, test } from './fixtures.ts';

// The Collection Center on the demo data, whose last 70 days of dunning were replayed at seeding: cases at
// every stage, with their letters.
test.describe('Collection Center (Administration Dashboard)', () => {
  test('an admin filters the cases, writes a 14-dagenbrief, moves a stage with a note and exports', async ({
    page,
  }) => {
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

    // A consumer at the first reminder gets the 14-dagenbrief for all their claims in default.
    await page.getByLabel('Stage', { exact: true }).selectOption('first_reminder');
    const consumer = rows.filter({ hasText: 'First reminder' }).filter({ hasNotText: 'Business' }).first();
    await expect(consumer).toBeVisible();
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
    const download = page.waitForEvent('download');
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
    const exported = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Report' }).click();
    await page.getByRole('menuitem', { name: 'CSV' }).click();
    const file = await exported;
    expect(file.suggestedFilename()).toMatch(/^incassodossiers-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await file.path()) ?? '', 'utf8');
    expect(csv.split('\r\n')[0]).toContain('Klant;E-mail;Factuur');
    expect(csv).toContain(customerName);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
