import { Gauge, type Registry } from 'prom-client';
import type { Db } from '../../db/client.ts';
import { singleFlight } from '../../single-flight.ts';
import { lastBillingRunFinishedAt } from '../billing/last-billing-run.ts';
import { lastDunningRunFinishedAt } from '../collections/dunning-runs.ts';
import { outboxDepth } from '../email/outbox-depth.ts';
import { lastSepaBatchCreatedAt } from '../sepa/last-sepa-batch.ts';

const SCRAPE_QUERY_TIMEOUT_MS = 2_000;

function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
    timer.unref();
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const unixSeconds = (at: Date) => Math.floor(at.getTime() / 1000);

/**
 * Figures that live in the database, read when Prometheus asks rather than kept up to date: four small
 * indexed queries per scrape (no table is read through), one after the other so a scrape holds at most one
 * pooled connection. Scrapes that arrive together share one reading. A database that does not answer within
 * two seconds leaves these series out and sets hostportaal_database_up to 0; the rest of the scrape stands.
 */
export function registerDatabaseGauges(registry: Registry, db: Db): () => Promise<void> {
  const outbox = new Gauge({
    name: 'hostportaal_email_outbox_messages',
    help: 'E-mails in the outbox by state: unsent (waiting for delivery or a retry) and failed (given up)',
    labelNames: ['state'],
    registers: [registry],
  });
  const lastRun = new Gauge({
    name: 'hostportaal_last_run_timestamp_seconds',
    help: 'Unix time the last billing run and dunning run finished and the last SEPA batch was made',
    labelNames: ['kind'],
    registers: [registry],
  });
  const databaseUp = new Gauge({
    name: 'hostportaal_database_up',
    help: "1 when the database answered this scrape's reads within 2 seconds, else 0",
    registers: [registry],
  });

  const read = async () => ({
    outbox: await outboxDepth(db),
    billing: await lastBillingRunFinishedAt(db),
    dunning: await lastDunningRunFinishedAt(db),
    sepa: await lastSepaBatchCreatedAt(db),
  });
  const shared = singleFlight<void>();

  return () =>
    shared('database-gauges', async () => {
      outbox.reset();
      lastRun.reset();
      try {
        const figures = await withinTime(read(), SCRAPE_QUERY_TIMEOUT_MS);
        outbox.set({ state: 'unsent' }, figures.outbox.unsent);
        outbox.set({ state: 'failed' }, figures.outbox.failed);
        const runs = { billing_run: figures.billing, dunning_run: figures.dunning, sepa_batch: figures.sepa };
        for (const [kind, at] of Object.entries(runs)) if (at) lastRun.set({ kind }, unixSeconds(at));
        databaseUp.set(1);
      } catch {
        databaseUp.set(0);
      }
    });
}
