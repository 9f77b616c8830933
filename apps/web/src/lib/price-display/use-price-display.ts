import { isBusinessCustomer } from '@hostportaal/domain';
import { useCallback, useSyncExternalStore } from 'react';
import { useSession } from '../session/session-context';

/** Which price is the main figure: incl. btw (what a consumer pays) or excl. btw. */
export type PriceDisplayMode = 'incl' | 'excl';

const STORAGE_KEY = 'priceDisplay';
const listeners = new Set<() => void>();

function readStored(): PriceDisplayMode | null {
  const stored = window.localStorage.getItem(STORAGE_KEY);
  return stored === 'incl' || stored === 'excl' ? stored : null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export interface PriceDisplay {
  mode: PriceDisplayMode;
  /** Only a business customer (KvK number or VAT id) may choose; everyone else sees incl. btw. */
  canSwitch: boolean;
  setMode: (mode: PriceDisplayMode) => void;
}

/**
 * Prijsaanduidingsbesluit (DOMAIN-NL §7): consumers and visitors see prices incl. btw. A business customer sees
 * excl. btw unless they chose otherwise, remembered on this device.
 */
export function usePriceDisplay(): PriceDisplay {
  const { user } = useSession();
  const business = user !== null && isBusinessCustomer(user);
  const stored = useSyncExternalStore(subscribe, readStored, () => null);
  const setMode = useCallback((mode: PriceDisplayMode) => {
    window.localStorage.setItem(STORAGE_KEY, mode);
    for (const listener of listeners) listener();
  }, []);
  return { mode: business ? (stored ?? 'excl') : 'incl', canSwitch: business, setMode };
}
