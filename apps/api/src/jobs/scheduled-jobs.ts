import { amsterdamToday } from '@hostportaal/domain';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { expireCancelledSubscriptions } from '../modules/subscriptions/expire-cancelled-subscriptions.ts';
import type { ScheduledJob } from './job-scheduler.ts';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** The jobs the API runs on its own schedule; each is one idempotent, set-based statement. */
export function scheduledJobs(deps: { db: Db; clock: Clock }): ScheduledJob[] {
  return [
    {
      name: 'expire-cancelled-subscriptions',
      intervalMs: FIFTEEN_MINUTES,
      run: () => {
        const now = deps.clock.now();
        return expireCancelledSubscriptions(deps.db, { today: amsterdamToday(now), now });
      },
    },
  ];
}
