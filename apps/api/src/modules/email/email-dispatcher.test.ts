import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpPeer } from '../../../test/smtp-peer.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { emailOutbox } from '../../db/schema/index.ts';
import { startEmailDispatcher } from './email-dispatcher.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.inject({
    method: 'POST',
    url: '/auth/register',
    payload: { firstname: 'Mees', lastname: 'Post', email: 'mees@example.nl', password: 'Geheim!2026' },
  });
});
afterAll(() => t.close());

function dispatcherFor(url: string) {
  return startEmailDispatcher({
    db: t.database.db,
    smtpUrl: url,
    from: 'Hostportaal <noreply@hostportaal.test>',
    clock: t.clock,
    log: t.app.log,
    publicUrl: t.config.PUBLIC_URL,
  });
}

describe('e-mail delivery', () => {
  it('delivers queued e-mail over SMTP and marks it sent', async () => {
    const peer = await startSmtpPeer();
    const dispatcher = dispatcherFor(peer.url);
    try {
      await t.inject({ method: 'POST', url: '/auth/forgot-password', payload: { email: 'mees@example.nl' } });
      expect(await dispatcher.deliverDue()).toBeGreaterThanOrEqual(2);
      const reset = peer.messages.find((m) => m.subject === 'Wachtwoord opnieuw instellen');
      expect(reset?.to).toEqual(['mees@example.nl']);
      expect(reset?.text).toContain('http://portal.test/reset-password?token=');
      const rows = await t.database.db.select().from(emailOutbox);
      expect(rows.every((row) => row.status === 'sent' && row.sentAt !== null)).toBe(true);
    } finally {
      await dispatcher.stop();
      await peer.close();
    }
  });

  it('keeps mail queued while SMTP is down and catches up when it returns', async () => {
    const probe = await startSmtpPeer();
    const port = probe.port;
    await probe.close();

    const dispatcher = dispatcherFor(`smtp://127.0.0.1:${port}`);
    try {
      await t.inject({ method: 'POST', url: '/auth/forgot-password', payload: { email: 'mees@example.nl' } });
      await dispatcher.deliverDue();
      const [failed] = await t.database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.status, 'pending'));
      expect(failed?.attempts).toBe(1);
      expect(failed?.lastError).toBeTruthy();

      const peer = await startSmtpPeer(port);
      try {
        // Nothing is retried before the back-off has passed.
        expect(await dispatcher.deliverDue()).toBe(0);
        t.clock.advance(60_000);
        await dispatcher.deliverDue();
        expect(peer.messages).toHaveLength(1);
        const pending = await t.database.db
          .select()
          .from(emailOutbox)
          .where(eq(emailOutbox.status, 'pending'));
        expect(pending).toHaveLength(0);
      } finally {
        await peer.close();
      }
    } finally {
      await dispatcher.stop();
    }
  });
});
