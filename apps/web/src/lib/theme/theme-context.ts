import { createContext, useContext } from 'react';
import type { Theme, ThemePreference } from './stored-theme';

export interface ThemeContextValue {
  /** The theme in effect ('auto' resolved through the operating system). */
  theme: Theme;
  /** What the user chose. */
  preference: ThemePreference;
  setTheme: (theme: ThemePreference) => void;
  toggleTheme: () => void;
}

export const ThemeContext = createContext<ThemeContextValue | null>(null);

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>');
  return value;
}
