import { expect } from 'vitest';
import { type ClaimsApp, openClaimsApp } from '../../claims/claim-test-scenario.ts';
import { type FakeMollieServer, startFakeMollie } from './fake-mollie-server.ts';

export type OnlinePaymentsTestApp = { app: ClaimsApp; fake: FakeMollieServer };

/**
 * The tests' app with online payment on (the Testmodus) against the local fake of Mollie on 127.0.0.1, whose
 * webhooks come into the app through inject; `methods` as the settings card would store them.
 */
export async function openOnlinePaymentsApp(
  now: Date,
  methods: string[] = ['ideal'],
): Promise<OnlinePaymentsTestApp> {
  let app: ClaimsApp | undefined;
  const fake = await startFakeMollie({
    deliverWebhook: async (url, body) => {
      if (!app) throw new Error('the app is not open yet');
      const response = await app.t.inject({
        method: 'POST',
        url: new URL(url).pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: body,
      });
      if (response.statusCode !== 200) throw new Error(`webhook answered ${response.statusCode}`);
    },
  });
  app = await openClaimsApp(now, { MOLLIE_API_ENDPOINT: fake.apiEndpoint });
  const turnedOn = await app.admin('PUT', '/api/admin/online-payments/settings', { mode: 'demo', methods });
  expect(turnedOn.statusCode, turnedOn.body).toBe(200);
  return { app, fake };
}

export async function closeOnlinePaymentsApp(opened: Partial<OnlinePaymentsTestApp>): Promise<void> {
  await opened.app?.t.close();
  await opened.fake?.close();
}
