// Stored text as staff must see it to correct it: characters that show as nothing (control characters, and
// format characters such as zero-width and direction marks) are written out as their code point, so a
// name stored as '\u0001' reads ⟨U+0001⟩.
const INVISIBLE = /[\p{Cc}\p{Cf}\u{fffe}\u{ffff}]/gu;

export function visibleText(value: string): string {
  const shown = value.replace(
    INVISIBLE,
    (char) => `⟨U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}⟩`,
  );
  return shown.trim() === '' ? `"${shown}"` : shown;
}
