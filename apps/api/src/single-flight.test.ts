import { describe, expect, it } from 'vitest';
import { singleFlight } from './single-flight.ts';

function deferred<V>() {
  let resolve!: (value: V) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<V>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('singleFlight', () => {
  it('gives requests that arrive during a computation its answer, and computes anew after it', async () => {
    const shared = singleFlight<number>();
    let computations = 0;
    const first = deferred<number>();
    const compute = () => {
      computations += 1;
      return computations === 1 ? first.promise : Promise.resolve(2);
    };
    const a = shared('2026-11-24/30d', compute);
    const b = shared('2026-11-24/30d', compute);
    const other = shared('2026-11-24/7d', compute);
    first.resolve(1);
    expect([await a, await b, await other]).toEqual([1, 1, 2]);
    expect(computations).toBe(2);
    // Done: the next request computes again (nothing is cached).
    expect(await shared('2026-11-24/30d', () => Promise.resolve(3))).toBe(3);
  });

  it('shares a failure with the requests that waited for it, and the next request tries again', async () => {
    const shared = singleFlight<number>();
    const failing = deferred<number>();
    const a = shared('k', () => failing.promise);
    const b = shared('k', () => Promise.resolve(0));
    failing.reject(new Error('database went away'));
    await expect(a).rejects.toThrow('database went away');
    await expect(b).rejects.toThrow('database went away');
    expect(await shared('k', () => Promise.resolve(4))).toBe(4);
  });
});
