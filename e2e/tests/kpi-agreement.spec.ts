import type { Page } from '@playwright/test';
import { demo, expect, login, test } from './fixtures.ts';

// Issue 20: a figure of the KPI catalogue (docs/KPIS.md) has one value wherever it is shown. Every element
// that shows one carries data-kpi (its id), data-kpi-value (cents, a count or a percentage) and, for a
// figure of a period, data-kpi-period. This spec visits every screen with figures, collects all of them and
// compares each id (and period) across screens, so a figure added to the catalogue later is compared too.
// Issue 28: it compares what is read, not only the attribute: each marked element must show its value as
// written on screen (€ 1.828,89, 45, 90,4%), and the overdue amount, which read € 357,88 on the Overview,
// € 504,32 in Incasso Beheer and € 453,35 under Manual payments, is one figure on the screens that show it.

type Screen = {
  name: string;
  url: string;
  /** Something that is there once the screen's figures have been asked for (a region, a table). */
  ready: (page: Page) => ReturnType<Page['getByRole']>;
  /** Brings the screen to the part that shows its figures, if a tab hides them. */
  open?: (page: Page) => Promise<void>;
};

const screens: Screen[] = [
  {
    name: 'Overview',
    url: '/dashboard/admin',
    ready: (page) => page.getByRole('table', { name: 'Revenue, last 12 months' }),
  },
  {
    name: 'Analytics',
    url: '/dashboard/admin?section=analytics',
    ready: (page) => page.getByRole('table', { name: 'Monthly recurring revenue' }),
  },
  {
    // The 12 months of Subscription Analytics and the SEPA section, for payments.successRate@12m.
    name: 'Analytics, 12 months',
    url: '/dashboard/admin?section=analytics',
    ready: (page) => page.getByRole('table', { name: 'Monthly recurring revenue' }),
    open: async (page) => {
      await page.getByLabel('Timeframe').selectOption('12m');
      await expect(page.locator('[data-kpi="subscriptions.new"][data-kpi-period="12m"]')).toBeAttached();
    },
  },
  {
    name: 'Subscription Analytics',
    url: '/dashboard/subscription',
    ready: (page) => page.getByRole('region', { name: 'Direct-debit figures' }),
  },
  {
    name: 'Users',
    url: '/dashboard/admin?section=users',
    ready: (page) => page.getByRole('region', { name: 'User figures' }),
  },
  {
    name: 'Collection Center',
    url: '/dashboard/admin?section=collections',
    ready: (page) => page.getByRole('region', { name: 'Collection figures' }),
  },
  {
    name: 'Incasso Beheer',
    url: '/dashboard/enhanced-subscriptions',
    ready: (page) => page.getByRole('region', { name: 'Kerncijfers' }),
  },
  {
    name: 'Incasso Beheer, details',
    url: '/dashboard/enhanced-subscriptions',
    ready: (page) => page.getByRole('region', { name: 'Kerncijfers' }),
    open: (page) => page.getByRole('tab', { name: 'Details' }).click(),
  },
  {
    name: 'Incasso Beheer, collections',
    url: '/dashboard/enhanced-subscriptions',
    ready: (page) => page.getByRole('region', { name: 'Kerncijfers' }),
    open: (page) => page.getByRole('tab', { name: /Incasso & Betalingsproblemen/ }).click(),
  },
  {
    name: 'SEPA',
    url: '/dashboard/admin?section=payments',
    ready: (page) => page.getByRole('region', { name: 'Direct debit figures' }),
  },
  {
    name: 'Manual payments',
    url: '/dashboard/admin?section=payments&view=manual',
    ready: (page) => page.getByRole('heading', { name: 'Waiting for manual payment' }),
  },
  {
    name: 'Invoices',
    url: '/dashboard/admin?section=invoices',
    ready: (page) => page.getByRole('heading', { level: 1 }),
  },
];

/** A figure as a screen shows it: `revenue.mrr` or, over a period, `subscriptions.new@30d`. */
type Shown = { key: string; value: string | null; unit: string | null; text: string };

const euro = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });
const decimal = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 1 });

/** How a value is written on a screen: cents as € 1.828,89, a percentage as 90,4, a count as 45. */
function rendered(value: string, unit: string | null): string {
  const number = Number(value);
  if (unit === 'cents') return euro.format(number / 100).replace(/\s/g, ' ');
  if (unit === 'percent') return decimal.format(number);
  return String(number);
}

/** Whether `text` shows `written` as a number of its own (not 45 inside 145 or 4,5). */
function shows(text: string, written: string): boolean {
  const escaped = written.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\d,.])${escaped}([^\\d,]|$)`).test(text);
}

// Waits until the screen has asked for its figures and no query is still loading (every list and card
// shows a spinner or '…' while it loads, and aria-busy while it reloads), then reads every marked figure.
async function figuresOn(page: Page, screen: Screen): Promise<Shown[]> {
  await page.goto(screen.url);
  await screen.open?.(page);
  await expect(screen.ready(page).first()).toBeAttached();
  const main = page.locator('main');
  await expect(main.locator('svg.animate-spin')).toHaveCount(0);
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(main.getByText('…', { exact: true })).toHaveCount(0);
  return page.locator('[data-kpi]').evaluateAll((elements) =>
    elements.map((element) => {
      const id = element.getAttribute('data-kpi') ?? '';
      const period = element.getAttribute('data-kpi-period');
      // The text a reader sees, piece by piece (a label and its value are separate elements): not the
      // definition in the info button's tooltip.
      const pieces: string[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const aside = node.parentElement?.closest('[role="tooltip"], .sr-only');
        if (!aside || aside === element || !element.contains(aside)) pieces.push(node.textContent ?? '');
      }
      return {
        key: period ? `${id}@${period}` : id,
        value: element.getAttribute('data-kpi-value'),
        unit: element.getAttribute('data-kpi-unit'),
        text: pieces.join(' ').replace(/\s+/g, ' '),
      };
    }),
  );
}

test('every figure of the KPI catalogue has one value on every screen that shows it', async ({ page }) => {
  test.setTimeout(360_000);
  await login(page, demo.admin.email, demo.admin.password);
  await expect(page.getByRole('link', { name: 'Admin Panel' })).toBeVisible();

  // key → screen → the values it shows for the key (a screen may show a figure twice: card and chart).
  const seen = new Map<string, Map<string, Set<string | null>>>();
  const misread: string[] = [];
  for (const screen of screens) {
    for (const { key, value, unit, text } of await figuresOn(page, screen)) {
      if (value !== null && !shows(text, rendered(value, unit)))
        misread.push(`${screen.name}: ${key} is ${rendered(value, unit)} but reads "${text}"`);
      const byScreen = seen.get(key) ?? new Map<string, Set<string | null>>();
      byScreen.set(screen.name, (byScreen.get(screen.name) ?? new Set()).add(value));
      seen.set(key, byScreen);
    }
  }

  const table = Object.fromEntries(
    [...seen].map(([key, byScreen]) => [
      key,
      Object.fromEntries([...byScreen].map(([name, values]) => [name, [...values].join(' / ')])),
    ]),
  );
  expect(misread, 'a marked figure shows another number than its value').toEqual([]);
  for (const [key, byScreen] of seen) {
    const values = new Set([...byScreen.values()].flatMap((set) => [...set]));
    expect(values.size, `${key} differs: ${JSON.stringify(table[key])}`).toBe(1);
    expect([...values][0], `${key} has no value: ${JSON.stringify(table[key])}`).not.toBeNull();
  }

  // Not vacuous: the revenue and user figures are each shown, and compared, on two screens at least.
  const screensOf = (key: string) => [...(seen.get(key)?.keys() ?? [])];
  for (const key of [
    'revenue.mrr',
    'subscriptions.active',
    'subscriptions.new@30d',
    'users.total',
    'payments.successRate@30d',
    'payments.successRate@12m',
    'payments.returnedDebits@30d',
    'receivables.overdueInvoices',
    'receivables.overdueAmount',
    'collection.openCases',
    'collection.failedClaims',
    'subscriptions.withOverdueInvoice',
  ]) {
    expect(screensOf(key).length, `${key} on ${JSON.stringify(table)}`).toBeGreaterThanOrEqual(2);
  }
  expect(screensOf('users.newThisMonth')).toContain('Users');
  expect(screensOf('receivables.overdueAmount')).toEqual(
    expect.arrayContaining(['Overview', 'Incasso Beheer']),
  );
  expect(screensOf('receivables.awaitingManualPaymentAmount')).toContain('Manual payments');
});
