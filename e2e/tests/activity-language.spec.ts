import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { demo, expect, login, test } from './fixtures.ts';

// Issue 20: the activity trail stores a Dutch description per line. An English customer reads each line of
// their activity in English (worded from its type and facts), and a Dutch one in Dutch; staff read the
// same lines in English on the user's page, in nl too.
const dutchWords =
  /\b(de|het|een|van|voor|naar|op|via|factuur|betaling|abonnement|ingelogd|gewijzigd|bijgewerkt|ontvangen|bevestigd|afgesloten|aangepast|geboekt)\b/i;

async function customerHeaders(request: APIRequestContext) {
  const loggedIn = await request.post('/auth/login', {
    data: { email: demo.customer.email, password: demo.customer.password },
  });
  expect(loggedIn.status()).toBe(200);
  const { accessToken, user } = (await loggedIn.json()).data;
  return { headers: { Authorization: `Bearer ${accessToken as string}` }, user };
}

async function setLanguage(request: APIRequestContext, language: 'nl' | 'en') {
  const { headers, user } = await customerHeaders(request);
  const saved = await request.put('/api/account/preferences', {
    headers,
    data: { ...user.preferences, language },
  });
  expect(saved.status()).toBe(200);
}

/** The stored Dutch words of the customer's newest lines: what an English screen must not show. */
async function storedWords(request: APIRequestContext): Promise<string[]> {
  const { headers } = await customerHeaders(request);
  const response = await request.get('/api/account/activity?limit=10', { headers });
  expect(response.status()).toBe(200);
  const { activities } = (await response.json()).data as {
    activities: { action: string; description: string }[];
  };
  expect(activities.length).toBeGreaterThan(3);
  return activities.map((activity) => activity.description);
}

async function linesOf(list: Locator): Promise<string[]> {
  await expect(list.getByRole('listitem').first()).toBeVisible();
  return list.getByRole('listitem').allInnerTexts();
}

async function openSettingsTab(page: Page, tab: string) {
  await page.goto(`/dashboard/instellingen?tab=${tab}`);
  await page.waitForLoadState('networkidle');
}

test('an English customer reads their activity in English, a Dutch one in Dutch', async ({
  page,
  request,
}) => {
  await setLanguage(request, 'en');
  try {
    await login(page, demo.customer.email, demo.customer.password);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const stored = await storedWords(request);

    await openSettingsTab(page, 'privacy');
    const log = await linesOf(page.getByRole('list', { name: 'Activity log' }));
    expect(log.join('\n')).toContain('Signed in to the customer portal');
    for (const line of log) expect(line, line).not.toMatch(dutchWords);
    for (const description of stored) expect(log.join('\n')).not.toContain(description);

    await openSettingsTab(page, 'overview');
    const recent = await linesOf(page.getByRole('list', { name: 'Recent activity' }));
    for (const line of recent) expect(line, line).not.toMatch(dutchWords);
  } finally {
    await setLanguage(request, 'nl');
  }

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await openSettingsTab(page, 'privacy');
  const dutch = await linesOf(page.getByRole('list', { name: 'Activiteitenlog' }));
  expect(dutch.join('\n')).toContain('Ingelogd op het klantenportaal');
  expect(dutch.join('\n')).toContain('Weergave- en taalvoorkeuren aangepast');
});

test('staff read the customer’s activity in English on the user page in nl', async ({ page, request }) => {
  const { user } = await customerHeaders(request);
  await login(page, demo.admin.email, demo.admin.password);
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await page.goto(`/dashboard/admin?section=users&user=${user.id as string}`);
  const lines = await linesOf(page.getByRole('list', { name: 'Activity' }));
  expect(lines.join('\n')).toContain('Signed in to the customer portal');
  for (const line of lines) expect(line, line).not.toMatch(dutchWords);
});
