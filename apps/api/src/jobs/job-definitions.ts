import { amsterdamToday } from '@hostportaal/domain';
import { AppError } from '../app-error.ts';
import type { Clock } from '../clock.ts';
import { type DailyBackupSettings, runDailyBackup } from '../db/backup/daily-backup.ts';
import type { Db } from '../db/client.ts';
import { purgeAuthRecords } from '../modules/auth/purge-auth-records.ts';
import { billDueSubscriptions } from '../modules/billing/billing-run.ts';
import { BILLING_RUN_TIMEOUT_SECONDS } from '../modules/billing/billing-run-record.ts';
import { deliverPendingInvoices } from '../modules/billing/invoice-delivery.ts';
import { markOverdueInvoices } from '../modules/billing/mark-overdue-invoices.ts';
import { runDunning } from '../modules/collections/dunning-run.ts';
import type { ProviderConfig } from '../modules/online-payments/online-payment-settings.ts';
import { payLinksWhenOn } from '../modules/online-payments/pay-links.ts';
import { reconcileOnlinePayments } from '../modules/online-payments/sync-online-payment.ts';
import { runArrangements } from '../modules/payment-arrangements/arrangement-run.ts';
import { purgeIdempotencyKeys } from '../modules/payments/idempotency.ts';
import type { PeppolAccessPoint } from '../modules/peppol/peppol-access-point.ts';
import { sendDuePeppolDeliveries } from '../modules/peppol/send-peppol-deliveries.ts';
import { reconcileAccounts } from '../modules/provisioning/reconcile-accounts.ts';
import { checkAllServers } from '../modules/provisioning/server-health.ts';
import { claimsLeftOutOfBatch } from '../modules/sepa/batch-left-out.ts';
import { createSepaBatch } from '../modules/sepa/create-sepa-batch.ts';
import { expireUnusedMandates } from '../modules/sepa/expire-mandates.ts';
import { expireCancelledSubscriptions } from '../modules/subscriptions/expire-cancelled-subscriptions.ts';

export type JobLog = {
  info: (details: Record<string, unknown>, message: string) => void;
  error: (details: Record<string, unknown>, message: string) => void;
};

export type JobDependencies = {
  db: Db;
  clock: Clock;
  notifyOutbox: () => void;
  /** The portal's address, for links in e-mails. */
  publicUrl: string;
  /** Opens the DirectAdmin login keys (config SECRETS_KEY). */
  secretsKey: string;
  /** Where panels may be besides the public internet (config PANEL_ALLOWED_NETWORKS). */
  panelAllowedNetworks: readonly string[];
  /** The daily backup's database and directory; unset (no BACKUP_DIR) the backup job does nothing. */
  backup?: DailyBackupSettings;
  /** The Peppol access point (config PEPPOL_ACCESS_POINT_URL); unset or null, nothing goes over Peppol. */
  peppol?: PeppolAccessPoint | null;
  /** What finding the payments provider needs (issue 29); unset, online payments are not reconciled. */
  onlinePayments?: ProviderConfig;
  /** The server's log (the job queue hands it in). */
  log?: JobLog;
  /** Queues another job (the billing run hands its invoices to the delivery job). */
  trigger: (name: JobName, data?: Record<string, unknown>) => Promise<void>;
};

export type JobName =
  | 'billing-run'
  | 'invoice-delivery'
  | 'peppol-delivery'
  | 'mark-overdue-invoices'
  | 'expire-cancelled-subscriptions'
  | 'sepa-batch'
  | 'expire-mandates'
  | 'dunning-run'
  | 'arrangement-run'
  | 'provisioning'
  | 'server-health'
  | 'purge-auth-records'
  | 'daily-backup'
  | 'reconcile-online-payments';

export type JobDefinition = {
  name: JobName;
  /** Cron in Europe/Amsterdam time. */
  cron: string;
  /** How long a run may take before pg-boss fails it for a retry; unset, pg-boss's 15 minutes. */
  expireInSeconds?: number;
  /** Idempotent, and safe when another instance runs it at the same moment (decision 010). */
  run: (deps: JobDependencies, data: Record<string, unknown>) => Promise<number>;
};

export const jobDefinitions: JobDefinition[] = [
  {
    name: 'billing-run',
    cron: '0 2 * * *',
    expireInSeconds: BILLING_RUN_TIMEOUT_SECONDS,
    run: async (deps, data) => {
      const now = deps.clock.now();
      try {
        const result = await billDueSubscriptions(deps.db, {
          today: amsterdamToday(now),
          now,
          runId: typeof data.runId === 'string' ? data.runId : undefined,
          triggeredBy: typeof data.triggeredBy === 'string' ? data.triggeredBy : null,
        });
        if (result.invoicesCreated > 0) await deps.trigger('invoice-delivery');
        return result.invoicesCreated;
      } catch (error) {
        // One billing run at a time (issue 27): the one in progress bills what is due, this one writes nothing.
        if (!(error instanceof AppError) || error.reason !== 'billing_run_in_progress') throw error;
        deps.log?.info(
          { runningRunId: error.params?.runId, startedAt: error.params?.startedAt },
          'billing-run skipped: another billing run is in progress',
        );
        return 0;
      }
    },
  },
  {
    name: 'invoice-delivery',
    cron: '*/5 * * * *',
    run: async (deps) => {
      const now = deps.clock.now();
      const { delivered, leftOut } = await deliverPendingInvoices(deps.db, {
        now,
        peppolConfigured: Boolean(deps.peppol),
        payLinks: deps.onlinePayments ? await payLinksWhenOn(deps.db, deps.onlinePayments, now) : null,
      });
      // The run's report: each invoice left out, with the reason it also keeps for the invoice dialog.
      for (const invoice of leftOut) deps.log?.error(invoice, 'invoice left out of delivery');
      if (delivered > 0) deps.notifyOutbox();
      // The invoices of Peppol customers it queued go out at once rather than at the next minute.
      if (delivered > 0 && deps.peppol) await deps.trigger('peppol-delivery');
      return delivered;
    },
  },
  {
    // E-invoices over Peppol (issue 21, decision 030): what is due, a retry when its back-off is over.
    name: 'peppol-delivery',
    cron: '* * * * *',
    run: (deps) =>
      deps.peppol
        ? sendDuePeppolDeliveries(deps.db, { accessPoint: deps.peppol, now: deps.clock.now(), log: deps.log })
        : Promise.resolve(0),
  },
  {
    name: 'mark-overdue-invoices',
    cron: '5 0 * * *',
    run: (deps) => {
      const now = deps.clock.now();
      return markOverdueInvoices(deps.db, { today: amsterdamToday(now), now });
    },
  },
  {
    // Weekdays after the billing run: the day's pain.008 waits for an admin to download and send it.
    name: 'sepa-batch',
    cron: '0 6 * * 1-5',
    run: async (deps) => {
      const now = deps.clock.now();
      const batch = await createSepaBatch(deps.db, { id: null, now });
      // What it left out for the customer's data, for the log; staff see the same list on the SEPA screen.
      const leftOut = await claimsLeftOutOfBatch(deps.db, now);
      if (leftOut.total > 0)
        deps.log?.error(
          {
            leftOut: leftOut.total,
            // The field, not its value: the log keeps no customer data.
            invoices: leftOut.claims.map(({ invoiceNumber, reason, params }) => ({
              invoiceNumber,
              reason,
              field: params.field,
            })),
          },
          'sepa-batch left out invoices whose customer data a SEPA file cannot carry',
        );
      return batch ? batch.numberOfTransactions : 0;
    },
  },
  {
    name: 'expire-mandates',
    cron: '30 0 * * *',
    run: (deps) => {
      const now = deps.clock.now();
      return expireUnusedMandates(deps.db, { today: amsterdamToday(now), now });
    },
  },
  {
    name: 'expire-cancelled-subscriptions',
    cron: '*/15 * * * *',
    run: (deps) => {
      const now = deps.clock.now();
      return expireCancelledSubscriptions(deps.db, { today: amsterdamToday(now), now });
    },
  },
  {
    // Hosting accounts follow billing and collections (issue 8); each run does what is due (back-off after
    // a failure), so a minute is the longest an account lags behind its subscription.
    name: 'provisioning',
    cron: '* * * * *',
    run: async (deps, data) => {
      const { done, more } = await reconcileAccounts(deps.db, {
        now: deps.clock.now(),
        secretsKey: deps.secretsKey,
        panelAllowedNetworks: deps.panelAllowedNetworks,
        subscriptionId: typeof data.subscriptionId === 'string' ? data.subscriptionId : undefined,
      });
      if (done > 0) deps.notifyOutbox();
      // A full batch (a panel just connected, a backlog after an outage): the next one at once.
      if (more) await deps.trigger('provisioning');
      return done;
    },
  },
  {
    // Every panel's reachability for the status page, /health and where new accounts go (issue 8).
    name: 'server-health',
    cron: '*/5 * * * *',
    run: (deps) =>
      checkAllServers(deps.db, {
        now: deps.clock.now(),
        secretsKey: deps.secretsKey,
        panelAllowedNetworks: deps.panelAllowedNetworks,
      }),
  },
  {
    // Before the dunning run (07:00): arrangements paid in full are completed, late instalments reminded, and a
    // missed one lapses its arrangement, whose claims the dunning run then takes on (issue 30).
    name: 'arrangement-run',
    cron: '30 6 * * *',
    run: async (deps) => {
      const result = await runArrangements(deps.db, deps.clock.now());
      if (result.failures.length > 0)
        deps.log?.error(
          { failed: result.failures.length, arrangements: result.failures },
          'arrangement-run could not process some arrangements; it went on with the others',
        );
      const done = result.reminded + result.lapsed + result.completed;
      if (done > 0) deps.notifyOutbox();
      return done;
    },
  },
  {
    // After the overdue marking (00:05) and the day's SEPA batch (06:00): reminders, letters, suspensions.
    name: 'dunning-run',
    cron: '0 7 * * *',
    run: async (deps) => {
      const now = deps.clock.now();
      const result = await runDunning(deps.db, {
        now,
        publicUrl: deps.publicUrl,
        payLinks: deps.onlinePayments ? await payLinksWhenOn(deps.db, deps.onlinePayments, now) : null,
      });
      if (result.failed > 0)
        deps.log?.error(
          {
            failed: result.failed,
            customers: result.failures.map(({ userId, reason }) => ({ userId, reason })),
          },
          'dunning-run could not take some customers a step further; it went on with the others',
        );
      const sent = result.reminders + result.notices + result.collectionLetters + result.suspensions;
      if (sent > 0) deps.notifyOutbox();
      return sent;
    },
  },
  {
    // Login counters whose window is over and devices past their cookie's lifetime (issue 18); idempotency
    // keys of money-moving requests after a day (issue 27).
    name: 'purge-auth-records',
    cron: '30 3 * * *',
    run: async (deps) =>
      (await purgeAuthRecords(deps.db, deps.clock.now())) +
      (await purgeIdempotencyKeys(deps.db, deps.clock.now())),
  },
  {
    // After the night's billing run (02:00) and before the SEPA batch (06:00); one file a day, whichever
    // instance runs it, and the days past BACKUP_RETENTION_DAYS deleted (decision 025).
    name: 'daily-backup',
    cron: '0 4 * * *',
    run: async (deps) => {
      if (!deps.backup) return 0;
      try {
        const result = await runDailyBackup(deps.backup, {
          now: deps.clock.now(),
          secretsKey: deps.secretsKey,
        });
        return (result.written ? 1 : 0) + result.deleted.length;
      } catch (error) {
        // No file for today and none deleted (decision 033): say which table and why, then fail the run so
        // pg-boss retries it and hostportaal_job_failures_total{queue="daily-backup"} counts it.
        deps.log?.error(
          { dir: deps.backup.dir, reason: (error as Error).message },
          'daily-backup wrote no file today; the earlier backups are all kept',
        );
        throw error;
      }
    },
  },
  {
    // Online payments whose webhook never came (issue 29): asked of Mollie again once past what their method
    // allows, so the books follow the provider even when a delivery is lost.
    name: 'reconcile-online-payments',
    cron: '*/10 * * * *',
    run: async (deps) =>
      deps.onlinePayments
        ? reconcileOnlinePayments(deps.db, deps.onlinePayments, { now: deps.clock.now() }, deps.log)
        : 0,
  },
];
