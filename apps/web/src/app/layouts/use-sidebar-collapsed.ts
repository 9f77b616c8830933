import { useCallback, useState } from 'react';

const STORAGE_KEY = 'sidebarCollapsed';

/** The desktop sidebar's collapsed state, remembered across visits. */
export function useSidebarCollapsed(): [collapsed: boolean, toggle: () => void] {
  const [collapsed, setCollapsed] = useState(() => window.localStorage.getItem(STORAGE_KEY) === 'true');
  const toggle = useCallback(() => {
    setCollapsed((current) => {
      window.localStorage.setItem(STORAGE_KEY, String(!current));
      return !current;
    });
  }, []);
  return [collapsed, toggle];
}
