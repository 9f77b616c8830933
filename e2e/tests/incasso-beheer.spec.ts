import { demo, expect, login, seriousAxeViolations, test } from './fixtures.ts';

// Incasso Beheer (Enhanced Subscription Dashboard) on the demo data, whose last 70 days of dunning were
// replayed at seeding: consumers waiting for their 14-dagenbrief, suspended services, the team's notes.
test.describe('Incasso Beheer', () => {
  test('an admin sends a 14-dagenbrief in bulk from a priority action, then writes and resolves a note', async ({
    page,
  }) => {
    await login(page, demo.admin.email, demo.admin.password);
    await expect(page).toHaveURL(/\/dashboard/);
    await page.getByRole('link', { name: 'Incasso Beheer' }).click();
    await expect(page.getByRole('heading', { name: 'Incasso Beheer', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Prioriteit Acties' })).toBeVisible();
    await expect(page.getByText(/^Toont 10 van \d+ abonnementen$/)).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The priority action opens the collections tab on the consumers who need the letter.
    await page.getByRole('button', { name: 'Bekijken: 14-dagen brieven nodig' }).click();
    await expect(page.getByRole('tab', { name: /Incasso & Betalingsproblemen/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByLabel('Incassostatus')).toHaveValue('pending_notice');
    const rows = page.getByRole('table').locator('tbody tr');
    await expect(rows.first()).toContainText('Brief vereist');
    await expect(page.getByText(/^Toont \d+ van \d+ abonnementen \(gefilterd\)$/)).toBeVisible();
    const customer = (
      (await rows.first().locator('td').nth(1).locator('p').first().textContent()) ?? ''
    ).trim();

    await rows.first().getByRole('checkbox').check();
    await expect(page.getByText('1 geselecteerd')).toBeVisible();
    await page.getByRole('button', { name: 'Bulk Acties' }).click();
    await page.getByRole('button', { name: '14-dagen Brief', exact: true }).click();
    // Issue 20: nothing goes out before the count and the collection costs are confirmed.
    const confirm = page.getByRole('dialog', { name: '14-dagenbrieven versturen' });
    await expect(confirm.getByTestId('letter-preview')).toContainText(
      /^1 14-dagenbrief voor €\s[\d.]+,\d{2} openstaand\. Wordt er niet binnen de termijn betaald, dan rekenen we €\s\d+,\d{2} incassokosten\./,
    );
    await expect(confirm).toContainText(customer);
    await confirm.getByRole('button', { name: '1 brief versturen' }).click();
    await expect(page.getByText('Bulk operatie "14-dagen Brief" uitgevoerd', { exact: true })).toBeVisible();
    await expect(page.getByText('1 geselecteerd')).toBeHidden();

    // The customer's letter went out: they are listed under the sent notices now.
    await page.getByLabel('Incassostatus').selectOption('notice_sent');
    await page.getByLabel('Zoek abonnementen').fill(customer);
    const row = rows.filter({ hasText: customer }).first();
    await expect(row).toContainText('14-dagen brief verzonden');

    // A note with a follow-up: refused without content, saved, then marked 'Afgerond'.
    await row.getByRole('button', { name: `Notitie toevoegen voor ${customer}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Notities' });
    const save = dialog.getByRole('button', { name: 'Notitie opslaan' });
    await expect(save).toBeDisabled();
    await dialog.getByLabel('Titel').fill('Klant belt vrijdag terug');
    await dialog.getByLabel('Inhoud').fill('   ');
    await save.click();
    await expect(dialog.getByText('Titel en inhoud zijn verplicht')).toBeVisible();
    await dialog.getByLabel('Inhoud').fill('Wil na ontvangst van de 14-dagenbrief een betalingsregeling.');
    await dialog.getByLabel('Soort').selectOption('customer_contact');
    await dialog.getByLabel('Prioriteit', { exact: true }).selectOption('urgent');
    await save.click();
    await expect(page.getByText('Notitie toegevoegd', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Klant belt vrijdag terug')).toBeVisible();
    await dialog.getByRole('button', { name: 'Afgerond: Klant belt vrijdag terug' }).click();
    await dialog.getByLabel('Afrondingsnotitie (optioneel)').fill('Regeling afgesproken');
    await dialog.getByRole('button', { name: 'Markeer als afgerond' }).click();
    await expect(page.getByText('Notitie afgerond', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Afgerond: Klant belt vrijdag terug' })).toBeHidden();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('a manual payment on a suspended subscription reactivates it', async ({ page }) => {
    await login(page, demo.admin.email, demo.admin.password);
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto('/dashboard/enhanced-subscriptions');
    await page.getByRole('tab', { name: /^Details/ }).click();
    await page.getByLabel('Status', { exact: true }).selectOption('suspended');
    const rows = page.getByRole('table').locator('tbody tr');
    await expect(rows.first()).toContainText('Opgeschort');
    // The subscription is the line under the customer's name and e-mail (issue 20: the table fits at 1366 px).
    const title = ((await rows.first().locator('td').nth(1).locator('p').nth(2).textContent()) ?? '').trim();
    const customer = (
      (await rows.first().locator('td').nth(1).locator('p').first().textContent()) ?? ''
    ).trim();

    await rows
      .first()
      .getByRole('button', { name: `Notitie toevoegen voor ${customer}` })
      .click();
    const notes = page.getByRole('dialog', { name: 'Notities' });
    await notes.getByRole('button', { name: 'Betaling verwerken' }).click();
    const payment = page.getByRole('dialog', { name: 'Betaling registreren' });
    await expect(payment.getByLabel('Betalingsreferentie')).toHaveValue(/^PAY-\d{4}-\d{4,}$/);
    await expect(payment.getByLabel('Abonnement heractiveren')).toBeChecked();
    await payment.getByRole('button', { name: 'Betaling verwerken' }).click();
    await expect(page.getByText(/^Betaling voor PAY-\d{4}-\d+ verwerkt; nog open/).first()).toBeVisible();
    await notes.getByRole('button', { name: 'Sluiten', exact: true }).last().click();
    await expect(notes).toBeHidden();

    // Paid in full and reactivated: the subscription is active again.
    await page.getByLabel('Status', { exact: true }).selectOption('');
    await page.getByLabel('Zoek abonnementen').fill(customer);
    const row = rows.filter({ hasText: title }).first();
    await expect(row).toContainText('Actief');
  });
});
