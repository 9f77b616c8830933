import type { APIRequestContext } from '@playwright/test';
import { adminHeaders, demo, expect, login, seriousAxeViolations, test } from './fixtures.ts';

// The analytics section and the Subscription Analytics page show what the API computes from the seeded
// data: the expectations come from the API as the same admin, never from numbers written here.

const euro = (cents: number) =>
  new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' }).format(cents / 100);
const percent = (value: number) =>
  `${new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 1 }).format(value)}%`;

// The page keeps its access token in memory only (issue 18): the spec asks with its own admin login.
async function api<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url, { headers: await adminHeaders(request) });
  expect(response.status()).toBe(200);
  return (await response.json()).data;
}

type Analytics = {
  mrrCents: number;
  arrCents: number;
  newSubscriptions: number;
  paymentSuccessRate: number | null;
  ageing: { bucket: string; count: number; amountCents: number }[];
  collectionFunnel: { stage: string; count: number }[];
};
type SepaAnalytics = {
  successRate: number | null;
  mandates: { valid: number };
  batches: { status: string; count: number }[];
  returnReasons: { code: string; count: number }[];
};

test('an admin sees the analytics figures and the Subscription Analytics of the seeded data', async ({
  page,
  request,
}) => {
  await login(page, demo.admin.email, demo.admin.password);
  await page.getByRole('link', { name: 'Admin Panel' }).click();
  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(page).toHaveURL(/section=analytics/);

  const month = await api<Analytics>(request, '/api/admin/analytics?timeframe=30d');
  const figures = page.getByRole('region', { name: 'Key figures' });
  await expect(figures).toContainText(euro(month.mrrCents));
  await expect(figures).toContainText(`ARR ${euro(month.arrCents)}`);
  await expect(figures).toContainText(
    month.paymentSuccessRate === null ? 'No direct debit was settled' : percent(month.paymentSuccessRate),
  );
  const ageing = page.getByRole('table', { name: 'Overdue ageing' });
  const overThirty = month.ageing.find((row) => row.bucket === '31-60');
  await expect(ageing.getByRole('row', { name: /31–60 days/ })).toContainText(
    euro(overThirty?.amountCents ?? 0),
  );
  const funnel = page.getByRole('table', { name: 'Collection funnel' });
  const legal = month.collectionFunnel.find((row) => row.stage === 'legal_action');
  await expect(
    funnel
      .getByRole('row', { name: /Legal action/ })
      .getByRole('cell')
      .first(),
  ).toHaveText(String(legal?.count));
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByLabel('Timeframe').selectOption('12m');
  const year = await api<Analytics>(request, '/api/admin/analytics?timeframe=12m');
  await expect(figures.getByText(String(year.newSubscriptions), { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Subscription Analytics' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription Analytics' })).toBeVisible();
  const sepa = await api<SepaAnalytics>(request, '/api/subscription-analytics/sepa');
  const sepaFigures = page.getByRole('region', { name: 'Direct-debit figures' });
  await expect(sepaFigures).toContainText(sepa.successRate === null ? '—' : percent(sepa.successRate));
  await expect(sepaFigures).toContainText(String(sepa.mandates.valid));
  const submitted = sepa.batches.find((batch) => batch.status === 'submitted');
  await expect(
    page
      .getByRole('table', { name: 'Batches by status' })
      .getByRole('row', { name: /Submitted/ })
      .getByRole('cell')
      .first(),
  ).toHaveText(String(submitted?.count));
  const [topReason] = sepa.returnReasons;
  if (topReason) {
    await expect(
      page
        .getByRole('table', { name: 'Return reasons' })
        .getByRole('row', { name: new RegExp(topReason.code) }),
    ).toContainText(String(topReason.count));
  }
  expect(await seriousAxeViolations(page)).toEqual([]);
});
