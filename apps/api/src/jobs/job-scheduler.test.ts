import { describe, expect, it } from 'vitest';
import { type JobLog, startJobScheduler } from './job-scheduler.ts';

function recordingLog() {
  const errors: string[] = [];
  const log: JobLog = {
    info: () => {},
    error: (details) => errors.push(String(details.job)),
  };
  return { log, errors };
}

function deferred() {
  let resolve: (value: number) => void = () => {};
  const promise = new Promise<number>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('job scheduler', () => {
  it('runs each job at start-up and never twice at once in one process', async () => {
    const gate = deferred();
    let runs = 0;
    const { log } = recordingLog();
    const scheduler = startJobScheduler({
      log,
      jobs: [
        {
          name: 'slow',
          intervalMs: 60_000,
          run: () => {
            runs++;
            return gate.promise;
          },
        },
      ],
    });
    expect(runs).toBe(1);
    const second = scheduler.runNow('slow');
    expect(runs).toBe(1);
    gate.resolve(0);
    await second;
    await scheduler.runNow('slow');
    expect(runs).toBe(2);
    await scheduler.stop();
  });

  it('logs a failing job and keeps going; stop waits for the run in progress and prevents new runs', async () => {
    const { log, errors } = recordingLog();
    let runs = 0;
    const scheduler = startJobScheduler({
      log,
      jobs: [
        {
          name: 'broken',
          intervalMs: 60_000,
          run: async () => {
            runs++;
            throw new Error('boom');
          },
        },
      ],
    });
    await scheduler.runNow('broken');
    expect(errors).toEqual(['broken']);
    await scheduler.runNow('broken');
    expect(runs).toBe(2);
    await scheduler.stop();
    await scheduler.runNow('broken');
    expect(runs).toBe(2);
  });
});
