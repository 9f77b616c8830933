/**
 * Requests for the same figures that arrive while one computation of them runs share it, instead of each
 * starting its own: an admin screen asks several routes at once and polls, and under load a heavy figure
 * (the dashboard's stats, analytics) would otherwise be computed once per waiting request, each holding a
 * database connection. Nothing is kept after the computation ends, so no answer is older than the request
 * that joined it by more than one computation.
 */
export function singleFlight<V>(): (key: string, compute: () => Promise<V>) => Promise<V> {
  const inFlight = new Map<string, Promise<V>>();
  return (key, compute) => {
    let pending = inFlight.get(key);
    if (!pending) {
      pending = compute().finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  };
}
