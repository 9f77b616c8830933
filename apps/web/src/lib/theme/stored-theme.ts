export type Theme = 'light' | 'dark';
/** What the user chose: a fixed theme, or 'auto' to follow the operating system. */
export type ThemePreference = Theme | 'auto';

const THEME_KEY = 'theme';
const DEFAULT_THEME: Theme = 'dark'; // SPEC §9: default theme dark

export function readStoredTheme(): ThemePreference {
  const stored = window.localStorage.getItem(THEME_KEY);
  return stored === 'light' || stored === 'dark' || stored === 'auto' ? stored : DEFAULT_THEME;
}

export function storeTheme(theme: ThemePreference): void {
  window.localStorage.setItem(THEME_KEY, theme);
}

const DARK_QUERY = '(prefers-color-scheme: dark)';

export function systemTheme(): Theme {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

/** Calls `listener` whenever the operating system switches between light and dark. */
export function onSystemThemeChange(listener: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

/** Tailwind's `dark:` variant follows the `dark` class on <html>. */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}
