import type { TFunction } from 'i18next';

/** The game's name in the customer's language; a game the catalogue does not know yet shows `fallback`. */
export function gameName(t: TFunction, game: string, fallback: string): string {
  const names: Record<string, string> = t('games.names', { returnObjects: true });
  return Object.hasOwn(names, game) ? (names[game] ?? fallback) : fallback;
}
