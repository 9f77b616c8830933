import * as contract from '@hostportaal/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { adminSections, demo, expect, login, test } from './fixtures.ts';

// Issue 20: no screen shows a raw enum value ("legal_action", "valid") or a translation key
// ("admin.users.title") where a person expects a word. Every route is walked as the person who uses it,
// in Dutch and in English, with each tab opened once.

/** Every value of every zod enum the contract exports, also those nested inside object schemas. */
function contractEnumValues(): Set<string> {
  const values = new Set<string>();
  const seen = new Set<unknown>();
  const visit = (node: unknown, depth: number) => {
    if (depth > 12 || node === null || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    const def = (node as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
    if (def?.type === 'enum' && def.entries && typeof def.entries === 'object') {
      for (const value of Object.values(def.entries)) if (typeof value === 'string') values.add(value);
    }
    for (const child of Object.values(def ?? node)) {
      if (child && typeof child === 'object') visit(child, depth + 1);
    }
  };
  for (const exported of Object.values(contract)) visit(exported, 0);
  return values;
}

const enumValues = contractEnumValues();
// An enum value with an underscore reads as a key wherever it appears; a one-word value ("valid",
// "critical") only when it is all that an element says, lower-case, as a badge or cell would show it.
const snakeCase = /(?<![\w@./-])[a-z][a-z0-9]*(?:_[a-z0-9]+)+(?![\w@-]|\.[a-z])/g;
// "admin.users.title": three or more dotted camelCase segments; host names (hostportaal.test) are not keys.
const translationKey = /(?<![\w@/.-])[a-z][a-zA-Z0-9]*(?:\.[a-z][a-zA-Z0-9]*){2,}(?![\w@/-])/g;
const hostName = /\.(nl|com|net|org|eu|io|test|be|de|fr|local)$/;

async function rawWords(page: Page): Promise<string[]> {
  const { text, leaves } = await page.evaluate(() => {
    const visible = (element: Element) => {
      const box = (element as HTMLElement).getBoundingClientRect?.();
      return !!box && box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const leafTexts: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (element.children.length > 0 || !visible(element)) continue;
      // translate="no" marks an identifier staff type (a panel package, a game key), not a word.
      if (element.closest('input, textarea, script, style, code, pre, [translate="no"]')) continue;
      const own = element.textContent?.trim() ?? '';
      if (own) leafTexts.push(own);
    }
    // The visible text without identifiers: a clone with the translate="no" parts emptied.
    const clone = document.body.cloneNode(true) as HTMLElement;
    for (const identifier of clone.querySelectorAll('[translate="no"]')) identifier.textContent = '';
    document.body.append(clone);
    clone.style.position = 'absolute';
    const text = clone.innerText;
    clone.remove();
    return { text, leaves: leafTexts };
  });
  const found = new Set<string>();
  for (const match of text.matchAll(snakeCase)) found.add(match[0]);
  for (const match of text.matchAll(translationKey)) {
    if (!hostName.test(match[0])) found.add(match[0]);
  }
  for (const leaf of leaves) {
    if (/^[a-z]+$/.test(leaf) && enumValues.has(leaf)) found.add(leaf);
  }
  return [...found];
}

type Route = { path: string; tabs?: boolean };

const customerRoutes: Route[] = [
  { path: '/dashboard' },
  { path: '/dashboard/invoices' },
  { path: '/dashboard/subscriptions' },
  { path: '/dashboard/status' },
  { path: '/dashboard/servers' },
  { path: '/dashboard/instellingen', tabs: true },
  { path: '/dashboard/help' },
  { path: '/dashboard/support' },
  { path: '/dashboard/contact' },
  { path: '/dashboard/games' },
  { path: '/dashboard/bestellen' },
  { path: '/dashboard/bestellen/afrekenen' },
  { path: '/dashboard/payment-arrangement' },
];

const adminRoutes: Route[] = [
  ...adminSections.map((section) => ({ path: `/dashboard/admin?section=${section}`, tabs: true })),
  { path: '/dashboard/enhanced-subscriptions', tabs: true },
  { path: '/dashboard/subscription' },
  { path: '/dashboard/admin/tickets' },
  { path: '/dashboard/admin/status' },
];

async function setLanguage(request: APIRequestContext, email: string, password: string, language: string) {
  const loggedIn = await request.post('/auth/login', { data: { email, password } });
  expect(loggedIn.status()).toBe(200);
  const { accessToken, user } = (await loggedIn.json()).data;
  const headers = { Authorization: `Bearer ${accessToken as string}` };
  const preferences = user.preferences;
  const saved = await request.put('/api/account/preferences', {
    headers,
    data: { ...preferences, language },
  });
  expect(saved.status()).toBe(200);
}

/** The page has settled: no spinner, no request in flight. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function walk(page: Page, routes: Route[], problems: string[]) {
  for (const route of routes) {
    await page.goto(route.path);
    await settle(page);
    const report = async (where: string) => {
      for (const word of await rawWords(page)) problems.push(`${where}: ${word}`);
    };
    await report(route.path);
    if (!route.tabs) continue;
    // The tabs of the screen itself, not the admin section switcher (every section is a route above).
    const tabs = page.locator('[role="tablist"]:not([aria-label="Dashboard sections"]) [role="tab"]');
    const count = await tabs.count();
    for (let index = 0; index < count; index++) {
      const tab = tabs.nth(index);
      if ((await tab.getAttribute('aria-selected')) === 'true' || !(await tab.isVisible())) continue;
      const name = (await tab.innerText()).trim();
      await tab.click();
      await settle(page);
      await report(`${route.path} › ${name}`);
    }
  }
}

/** The demo customer's page in user management: mandate, activity, notes and letters of one customer. */
async function userDetailRoute(request: APIRequestContext): Promise<Route> {
  const loggedIn = await request.post('/auth/login', {
    data: { email: demo.customer.email, password: demo.customer.password },
  });
  const { id } = (await loggedIn.json()).data.user;
  return { path: `/dashboard/admin?section=users&user=${id as string}`, tabs: true };
}

const accounts = {
  customer: { ...demo.customer, routes: async () => customerRoutes },
  admin: {
    ...demo.admin,
    routes: async (request: APIRequestContext) => [...adminRoutes, await userDetailRoute(request)],
  },
};

for (const language of ['nl', 'en'] as const) {
  for (const [who, account] of Object.entries(accounts)) {
    test(`no raw keys or enum values on the ${who}'s screens in ${language}`, async ({ page, request }) => {
      test.setTimeout(480_000);
      await setLanguage(request, account.email, account.password, language);
      try {
        await login(page, account.email, account.password);
        await expect(page).toHaveURL(/\/dashboard/);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        const problems: string[] = [];
        await walk(page, await account.routes(request), problems);
        expect(problems, problems.join('\n')).toEqual([]);
      } finally {
        await setLanguage(request, account.email, account.password, 'nl');
      }
    });
  }
}
