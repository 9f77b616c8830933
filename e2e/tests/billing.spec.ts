import { readFile } from 'node:fs/promises';
import { demo, expect, login, seriousAxeViolations, test } from './fixtures.ts';

test.describe('dashboard, invoices and servers', () => {
  test.beforeEach(async ({ page }) => {
    await login(page, demo.customer.email, demo.customer.password);
    await expect(
      page.getByRole('heading', { name: `Welkom terug, ${demo.customer.firstname}!` }),
    ).toBeVisible();
  });

  test('the dashboard shows the four stat cards and the active services', async ({ page }) => {
    const stats = page.getByRole('region', { name: 'Overzicht' });
    for (const label of ['Actieve services', 'Openstaande facturen', 'Tegoed', 'Open tickets']) {
      await expect(stats.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(stats.getByText('Actieve services', { exact: true }).locator('..')).toContainText('3');
    const services = page.getByRole('region', { name: 'Mijn services' });
    for (const name of ['Webhosting Plus', 'Managed VPS Basis', 'Minecraft Java 4GB']) {
      await expect(services.getByRole('group', { name })).toBeVisible();
    }
    // Cancelled, suspended and ended services are not on the dashboard.
    await expect(services.getByRole('group')).toHaveCount(3);
    await expect(services.getByText(/\/(maand|kwartaal|jaar)$/).first()).toBeVisible();
    await expect(page.getByText('99.9% uptime')).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('invoice detail panels open one at a time and the status filter works', async ({ page }) => {
    await page.goto('/dashboard/invoices');
    await expect(
      page.getByText('Je facturen worden automatisch via SEPA-incasso van je rekening afgeschreven.'),
    ).toBeVisible();
    const toggles = page.getByRole('button', { name: /^Details van .* tonen$/ });
    await expect(toggles.first()).toBeVisible();
    const first = page.getByRole('button', { name: /^Details van / }).nth(0);
    const second = page.getByRole('button', { name: /^Details van / }).nth(1);
    const firstPanel = page.locator(`[id="${await first.getAttribute('aria-controls')}"]`);
    const secondPanel = page.locator(`[id="${await second.getAttribute('aria-controls')}"]`);

    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(firstPanel).toBeVisible();
    await expect(firstPanel.getByRole('button', { name: 'Download PDF' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(firstPanel).toBeHidden();
    await expect(secondPanel).toBeVisible();

    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(secondPanel).toBeHidden();

    const filtered = page.waitForResponse((response) => response.url().includes('status=paid'));
    await page.getByLabel('Status').selectOption({ label: 'Betaald' });
    expect((await filtered).status()).toBe(200);
    const rows = page.getByTestId('invoice-row');
    await expect(rows.first()).toBeVisible();
    await expect(rows.filter({ hasNotText: 'Betaald' })).toHaveCount(0);
    expect(await rows.count()).toBeGreaterThan(0);
  });

  test('an invoice PDF downloads', async ({ page }) => {
    await page.goto('/dashboard/invoices');
    const first = page.getByRole('button', { name: /^Details van / }).first();
    await first.click();
    const panel = page.locator(`[id="${await first.getAttribute('aria-controls')}"]`);
    const downloadPromise = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Download PDF' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^factuur-\d{4}-\d{6}\.pdf$/);
    const path = await download.path();
    const bytes = await readFile(path);
    expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
  });

  test('the servers page lists services with specs and no made-up usage', async ({ page }) => {
    await page.goto('/dashboard/servers');
    await expect(page.getByRole('group', { name: 'Managed VPS Basis' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Managed VPS Basis' })).toContainText('Niet beschikbaar');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
