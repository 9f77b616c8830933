export type Theme = 'light' | 'dark';

const THEME_KEY = 'theme';
const DEFAULT_THEME: Theme = 'dark'; // SPEC §9: default theme dark

export function readStoredTheme(): Theme {
  const stored = window.localStorage.getItem(THEME_KEY);
  return stored === 'light' || stored === 'dark' ? stored : DEFAULT_THEME;
}

export function storeTheme(theme: Theme): void {
  window.localStorage.setItem(THEME_KEY, theme);
}

/** Tailwind's `dark:` variant follows the `dark` class on <html>. */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}
