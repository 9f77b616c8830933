import { type FakePterodactyl, startFakePterodactyl } from '../../apps/api/test/fake-pterodactyl.ts';
import { adminHeaders, expect, giveAddress, seriousAxeViolations, test } from './fixtures.ts';

// Issue 8: a new customer orders a Minecraft server from the catalogue, gives a mandate, and sees it
// 'Wacht op een server' while no game panel is connected; once the admin connects a Pterodactyl panel (the
// fake one this test process runs) and it answers its check, the server is built and the page, which
// refreshes itself, shows it 'Actief' with the link to the panel.
let panel: FakePterodactyl;
let serverId: string | undefined;
const serverName = `e2e-games-${Date.now().toString(36)}`;
test.beforeAll(async () => {
  // Room for the demo's own game servers too: they are built on the panel in the same runs.
  panel = await startFakePterodactyl({ allocations: 300 });
});
test.afterAll(async ({ request }) => {
  // Out of service again, so no later spec sees a panel that is gone.
  if (serverId) {
    const headers = await adminHeaders(request);
    await request.put(`/api/admin/provisioning/servers/${serverId}`, {
      headers,
      data: {
        name: serverName,
        panel: 'pterodactyl',
        url: panel.url,
        capacity: 1000,
        isActive: false,
      },
    });
  }
  await panel.close();
});

test('a customer orders a Minecraft server and sees it pending, then active', async ({ page, request }) => {
  const email = `gamer.${Date.now()}@example.nl`;
  const password = 'Gamen!2026';
  const registered = await request.post('/auth/register', {
    data: { firstname: 'Gijs', lastname: 'Gamer', email, password },
  });
  expect(registered.status()).toBe(201);
  // The game-server dialog has no address step; an order needs the address (issue 17).
  await giveAddress(request, { email, password, firstname: 'Gijs', lastname: 'Gamer' });
  await page.goto('/login');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  await page.getByRole('link', { name: 'Game-servers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Game-servers' })).toBeVisible();
  await expect(page.getByText('Je hebt nog geen game-servers.')).toBeVisible();
  const minecraft = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Minecraft Java 4GB' }) });
  await expect(minecraft).toContainText('4 GB');
  await expect(minecraft).toContainText('20');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await minecraft.getByRole('button', { name: 'Minecraft Java 4GB bestellen' }).click();

  const dialog = page.getByRole('dialog', { name: 'Minecraft Java 4GB bestellen' });
  await expect(dialog).toContainText('Totaal incl. btw');
  // 10.95 + 21% VAT.
  await expect(dialog).toContainText('€\u00a013,25');
  await dialog.getByLabel('IBAN').fill('NL91 ABNA 0417 1643 00');
  await dialog.getByLabel('Naam rekeninghouder').fill('G. Gamer');
  await dialog.getByLabel('Woonplaats').fill('Deventer');
  await dialog.getByRole('checkbox', { name: /toestemming/ }).check();
  await dialog.getByRole('checkbox', { name: /algemene voorwaarden/ }).check();
  await dialog.getByRole('checkbox', { name: /direct begint/ }).check();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Bestellen met betaalverplichting' }).click();
  await expect(dialog).toBeHidden();

  const mine = page.getByRole('region', { name: 'Mijn game-servers' });
  const server = mine.getByRole('article').filter({ hasText: 'Minecraft Java 4GB' });
  // No game panel yet: the card says it waits for a server and that staff know, not 'a few minutes' (issue 28).
  await expect(server).toContainText('Wacht op een server');
  await expect(server).toContainText('onze beheerders zijn ingelicht');
  await expect(server.getByRole('link', { name: /Naar gamepanel/ })).toHaveCount(0);

  // The admin connects the game panel; its first check answers and the waiting server is built.
  const headers = await adminHeaders(request);
  const added = await request.post('/api/admin/provisioning/servers', {
    headers,
    data: {
      name: serverName,
      panel: 'pterodactyl',
      url: panel.url,
      loginKey: panel.apiKey,
      capacity: 1000,
    },
  });
  expect(added.status()).toBe(201);
  serverId = (await added.json()).data.server.id as string;
  const checked = await request.post(`/api/admin/provisioning/servers/${serverId}/check`, { headers });
  expect((await checked.json()).data.server.lastCheck.ok).toBe(true);

  // No reload: the page asks again every 5 s while a server is pending.
  await expect(server).toContainText('Actief', { timeout: 90_000 });
  await expect(server.getByRole('link', { name: /Naar gamepanel/ })).toHaveAttribute('href', panel.url);
  const built = [...panel.servers.values()].find((candidate) => {
    const owner = [...panel.users.values()].find((user) => user.id === candidate.user);
    return owner?.email === email;
  });
  expect(built).toMatchObject({ egg: 3, suspended: false, limits: { memory: 4096 } });
});
