export type JobLog = {
  info: (details: Record<string, unknown>, message: string) => void;
  error: (details: Record<string, unknown>, message: string) => void;
};

export type ScheduledJob = {
  name: string;
  intervalMs: number;
  /** Must be idempotent and safe when another instance runs it at the same moment (decision 009). */
  run: () => Promise<number | undefined>;
};

export type JobScheduler = {
  /** Runs a job now unless it is already running; resolves when that run has finished. */
  runNow: (name: string) => Promise<void>;
  /** Clears the timers and waits for runs in progress. */
  stop: () => Promise<void>;
};

/**
 * In-process scheduling until the billing run brings pg-boss (issue 4): every job runs at start-up and
 * then every intervalMs. Timers are unref'd so they never keep the process alive, and a job never
 * overlaps itself in this process.
 */
export function startJobScheduler(options: { jobs: ScheduledJob[]; log: JobLog }): JobScheduler {
  const { jobs, log } = options;
  const running = new Map<string, Promise<void>>();
  const timers: NodeJS.Timeout[] = [];
  let stopped = false;

  const runJob = (job: ScheduledJob): Promise<void> => {
    const inProgress = running.get(job.name);
    if (inProgress) return inProgress;
    if (stopped) return Promise.resolve();
    const started = Date.now();
    const run = job
      .run()
      .then((affected) => {
        if (affected) log.info({ job: job.name, affected, ms: Date.now() - started }, 'job finished');
      })
      .catch((error: unknown) => {
        log.error({ job: job.name, err: error }, 'job failed');
      })
      .finally(() => {
        running.delete(job.name);
      });
    running.set(job.name, run);
    return run;
  };

  for (const job of jobs) {
    void runJob(job);
    const timer = setInterval(() => void runJob(job), job.intervalMs);
    timer.unref();
    timers.push(timer);
  }

  return {
    runNow: async (name) => {
      const job = jobs.find((candidate) => candidate.name === name);
      if (!job) throw new Error(`Unknown job ${name}`);
      await runJob(job);
    },
    stop: async () => {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.all(running.values());
    },
  };
}
