// Stored text as staff must see it to correct it: characters that show as nothing (control characters,
// zero-width and direction marks) are written out as their code point, so '\u0001' reads ⟨U+0001⟩.
const INVISIBLE =
  /[\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff\ufffe\uffff]/g;

export function visibleText(value: string): string {
  const shown = value.replace(
    INVISIBLE,
    (char) => `⟨U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}⟩`,
  );
  return shown.trim() === '' ? `"${shown}"` : shown;
}
