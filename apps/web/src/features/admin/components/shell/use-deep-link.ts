import { useSearchParams } from 'react-router';

/**
 * A section's deep link beside `?section=` (e.g. `?section=invoices&invoice=<id>`, made by the header's
 * global search): the value to open, and `clear` for when its dialog closes, so Back and a reload do not open
 * it again. The history entry is replaced, not added.
 */
export function useDeepLink(name: string): [string | null, () => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const value = searchParams.get(name);
  const clear = () =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.delete(name);
        return params;
      },
      { replace: true },
    );
  return [value || null, clear];
}
