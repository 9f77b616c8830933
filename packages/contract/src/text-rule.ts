import { unwritableSepaCharacters } from '@hostportaal/sepa/text';
import { z } from 'zod';

// The one rule for free text we accept (issue 26, decision 032): what a customer or staff member types ends
// up on invoices (PDF, UBL, Peppol), letters, e-mails and SEPA files, so it holds only what those carry.
// Refused, with a field error naming the character:
// - control characters (Unicode Cc: U+0000–U+001F, U+007F–U+009F), except tab and newline in a multi-line
//   field: XML 1.0 cannot carry most of them, and a name of them is empty on every document;
// - the noncharacters (U+FFFE, U+FFFF and the others of Unicode §23.7): not text, not in XML 1.0;
// - the bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): they make a name
//   or reference read differently from what it is (CVE-2021-42574, "Trojan Source").
// Names must hold a letter; address parts and the names a SEPA file carries must be writable in the SEPA
// character set after transliteration, by packages/sepa's own transliteration (the writer's).

export type TextLanguage = 'nl' | 'en';

const CONTROL = /\p{Cc}/u;
const NONCHARACTER = /\p{Noncharacter_Code_Point}/u;
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;
// U+2028 and U+2029 are line breaks as much as a newline is.
const LINE_BREAK = /[\n\r\u2028\u2029]/u;
const TAB = '\t';
const LETTER = /\p{L}/u;
const ALLOWED_IN_MULTI_LINE = new Set(['\t', '\n']);

const UNSAFE = /[\p{Cc}\p{Noncharacter_Code_Point}\u202A-\u202E\u2066-\u2069\u2028\u2029]/gu;

export type TextProblem =
  | { kind: 'line_break'; character: string }
  | { kind: 'control' | 'noncharacter' | 'bidi'; character: string };

/** The first character of `value` the text rule refuses, and why; null when it has none. */
export function textProblem(value: string, options: { multiLine?: boolean } = {}): TextProblem | null {
  for (const character of value) {
    if (options.multiLine && (ALLOWED_IN_MULTI_LINE.has(character) || LINE_BREAK.test(character))) continue;
    if (character === TAB || LINE_BREAK.test(character)) return { kind: 'line_break', character };
    if (CONTROL.test(character)) return { kind: 'control', character };
    if (NONCHARACTER.test(character)) return { kind: 'noncharacter', character };
    if (BIDI_CONTROL.test(character)) return { kind: 'bidi', character };
  }
  return null;
}

/**
 * Text stored before the rule, as a document may print it: every character the rule refuses dropped (a
 * multi-line text keeps its tabs and line breaks, as newlines), trimmed.
 */
export function withoutRefusedText(value: string, options: { multiLine?: boolean } = {}): string {
  const kept = options.multiLine ? value.replace(/\r\n?|[\u2028\u2029]/g, '\n') : value;
  return kept
    .replace(UNSAFE, (character) =>
      options.multiLine && ALLOWED_IN_MULTI_LINE.has(character) ? character : '',
    )
    .trim();
}

/** True when the text names something: it holds a letter (any script). */
export function hasLetter(value: string): boolean {
  return LETTER.test(value);
}

const codePoint = (character: string) =>
  `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

const messages = {
  nl: {
    line_break: () => 'Bevat een regeleinde of tab; dit veld is één regel',
    control: (character: string) =>
      `Bevat een onzichtbaar stuurteken (${codePoint(character)}); haal het weg`,
    noncharacter: (character: string) => `Bevat een teken dat geen tekst is (${codePoint(character)})`,
    bidi: (character: string) => `Bevat een teken dat de leesrichting omdraait (${codePoint(character)})`,
    name: 'Een naam moet minstens één letter bevatten',
    sepa: (characters: string[]) =>
      `Dit kan niet in een SEPA-incassobestand: „${characters.join(' ')}”. Gebruik Latijnse letters en cijfers (é, ü en ß mogen).`,
  },
  en: {
    line_break: () => 'Contains a line break or tab; this field is one line',
    control: (character: string) =>
      `Contains an invisible control character (${codePoint(character)}); remove it`,
    noncharacter: (character: string) => `Contains a character that is not text (${codePoint(character)})`,
    bidi: (character: string) =>
      `Contains a character that reverses the reading direction (${codePoint(character)})`,
    name: 'A name must contain at least one letter',
    sepa: (characters: string[]) =>
      `A SEPA direct debit file cannot hold "${characters.join(' ')}". Use Latin letters and digits (é, ü and ß are fine).`,
  },
} as const;

/** The field error for a refused text, in the language of the screen that shows it. */
export function textProblemMessage(problem: TextProblem, language: TextLanguage = 'nl'): string {
  const words = messages[language];
  return problem.kind === 'line_break' ? words.line_break() : words[problem.kind](problem.character);
}

type TextOptions = {
  multiLine?: boolean;
  language?: TextLanguage;
  /** A name: it must hold a letter. */
  name?: boolean;
  /** Carried by a SEPA file: every character must be writable there. */
  sepa?: boolean;
  /** The field error when no text was given at all (missing, null, a number). */
  typeError?: string;
};

type RuleOptions = Pick<TextOptions, 'language' | 'typeError'>;

/** The one field error for `value` (the first rule it breaks), or null. */
function fieldError(value: string, options: TextOptions): string | null {
  const language = options.language ?? 'nl';
  const problem = textProblem(value, { multiLine: options.multiLine });
  if (problem) return textProblemMessage(problem, language);
  if (value === '') return null;
  if (options.name && !hasLetter(value)) return messages[language].name;
  const unwritable = options.sepa ? unwritableSepaCharacters(value) : [];
  return unwritable.length > 0 ? messages[language].sepa(unwritable) : null;
}

/**
 * Free text that passes the rule: trimmed (a multi-line text with its line breaks as newlines), refused
 * with one field error when it breaks it. Chain .min/.max/.optional as on any string.
 */
export function freeText(options: TextOptions = {}) {
  const string = z.string(options.typeError ? { error: options.typeError } : undefined);
  const base = options.multiLine ? string.overwrite((value) => value.replace(/\r\n?/g, '\n')) : string;
  return base.trim().superRefine((value, context) => {
    const message = fieldError(value, options);
    if (message) context.addIssue({ code: 'custom', message });
  });
}

/** Free text of several lines (a message, a note): tabs and line breaks allowed. */
export function multiLineText(options: RuleOptions = {}) {
  return freeText({ ...options, multiLine: true });
}

/** A name of a person or a company: free text with at least one letter (empty is left to .min). */
export function nameText(options: RuleOptions = {}) {
  return freeText({ ...options, name: true });
}

/**
 * An address part (street, house number, postcode, town): free text every character of which the pain.008
 * writer writes (packages/sepa's transliteration: ë as e, ß as ss, nothing dropped), since a mandate's
 * debtor and our creditor address go into SEPA files.
 */
export function addressText(options: RuleOptions = {}) {
  return freeText({ ...options, sepa: true });
}

/** A name a SEPA file carries (an account holder, our creditor name): a name, writable there. */
export function sepaNameText(options: RuleOptions = {}) {
  return freeText({ ...options, name: true, sepa: true });
}
