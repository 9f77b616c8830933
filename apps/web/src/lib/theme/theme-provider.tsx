import { type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import {
  applyTheme,
  onSystemThemeChange,
  readStoredTheme,
  storeTheme,
  systemTheme,
  type Theme,
  type ThemePreference,
} from './stored-theme';
import { ThemeContext } from './theme-context';

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [preference, setPreference] = useState<ThemePreference>(readStoredTheme);
  const [system, setSystem] = useState<Theme>(systemTheme);
  const theme: Theme = preference === 'auto' ? system : preference;

  useEffect(() => onSystemThemeChange(() => setSystem(systemTheme())), []);

  useLayoutEffect(() => {
    applyTheme(theme);
  }, [theme]);

  const setTheme = useCallback((next: ThemePreference) => {
    storeTheme(next);
    setPreference(next);
  }, []);

  const value = useMemo(
    () => ({
      theme,
      preference,
      setTheme,
      toggleTheme: () => setTheme(theme === 'dark' ? 'light' : 'dark'),
    }),
    [theme, preference, setTheme],
  );

  return <ThemeContext value={value}>{children}</ThemeContext>;
}
