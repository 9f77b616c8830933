import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { registerBodySchema, updateProfileBodySchema } from './auth.ts';
import { mandateConsentSchema } from './orders.ts';
import { createTicketBodySchema } from './support.ts';
import {
  addressText,
  freeText,
  multiLineText,
  nameText,
  sepaNameText,
  textProblem,
  withoutRefusedText,
} from './text-rule.ts';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('the text rule', () => {
  it('refuses control characters, naming the code point', () => {
    expect(messagesOf(freeText().safeParse('Jan\u0001'))).toEqual([
      'Bevat een onzichtbaar stuurteken (U+0001); haal het weg',
    ]);
    expect(messagesOf(freeText().safeParse('a\u007fb'))).toEqual([
      'Bevat een onzichtbaar stuurteken (U+007F); haal het weg',
    ]);
    expect(messagesOf(freeText().safeParse('a\u0085b'))).toEqual([
      'Bevat een onzichtbaar stuurteken (U+0085); haal het weg',
    ]);
  });

  it('refuses a tab or line break in a one-line field, and keeps them in a multi-line one', () => {
    for (const text of ['a\tb', 'a\nb', 'a\rb', 'a\u2028b'])
      expect(messagesOf(freeText().safeParse(text))).toEqual([
        'Bevat een regeleinde of tab; dit veld is één regel',
      ]);
    expect(multiLineText().parse('Beste klant,\r\n\r\n\tGroet')).toBe('Beste klant,\n\n\tGroet');
    expect(messagesOf(multiLineText().safeParse('regel\u0007'))).toEqual([
      'Bevat een onzichtbaar stuurteken (U+0007); haal het weg',
    ]);
  });

  it('refuses U+FFFE, U+FFFF and the other noncharacters', () => {
    expect(messagesOf(freeText().safeParse('a\uffff'))).toEqual([
      'Bevat een teken dat geen tekst is (U+FFFF)',
    ]);
    expect(messagesOf(freeText().safeParse('a\ufffe'))).toEqual([
      'Bevat een teken dat geen tekst is (U+FFFE)',
    ]);
    expect(textProblem('\ufdd0')).toEqual({ kind: 'noncharacter', character: '\ufdd0' });
  });

  it('refuses every bidirectional embedding, override and isolate', () => {
    for (const code of [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]) {
      const character = String.fromCodePoint(code);
      expect(textProblem(`factuur${character}exe.pdf`)).toEqual({ kind: 'bidi', character });
    }
    expect(messagesOf(freeText().safeParse('\u202eAB-123'))).toEqual([
      'Bevat een teken dat de leesrichting omdraait (U+202E)',
    ]);
  });

  it('accepts every script, accents, emoji and the marks that only order text', () => {
    for (const text of ['Zoë', '王小明', 'محمد\u200f', 'Δημήτρης', "O'Brien-van 't Hof", 'Hosting 🚀'])
      expect(freeText().parse(text)).toBe(text);
  });

  it('speaks English on the staff screens that do', () => {
    expect(messagesOf(freeText({ language: 'en' }).safeParse('\u0002'))).toEqual([
      'Contains an invisible control character (U+0002); remove it',
    ]);
    expect(messagesOf(nameText({ language: 'en' }).safeParse('•'))).toEqual([
      'A name must contain at least one letter',
    ]);
  });

  it('gives one error per field: the first rule the text breaks', () => {
    expect(messagesOf(sepaNameText().safeParse('\u0001'))).toEqual([
      'Bevat een onzichtbaar stuurteken (U+0001); haal het weg',
    ]);
  });

  it('a name holds a letter, in any script', () => {
    expect(messagesOf(nameText().safeParse('•'))).toEqual(['Een naam moet minstens één letter bevatten']);
    expect(messagesOf(nameText().safeParse('123'))).toEqual(['Een naam moet minstens één letter bevatten']);
    expect(nameText().parse('王')).toBe('王');
  });

  it('an address part must be writable in a SEPA file, and says so in Dutch', () => {
    const message = (characters: string) =>
      `Dit kan niet in een SEPA-incassobestand: „${characters}”. Gebruik Latijnse letters en cijfers (é, ü en ß mogen).`;
    expect(messagesOf(addressText().safeParse('東京'))).toEqual([message('東 京')]);
    expect(messagesOf(addressText().safeParse('•'))).toEqual([message('•')]);
    expect(addressText().parse("'s-Hertogenbosch")).toBe("'s-Hertogenbosch");
    expect(addressText().parse('Düsseldorf')).toBe('Düsseldorf');
    expect(addressText().parse('Ĳsselstein')).toBe('Ĳsselstein');
    expect(messagesOf(sepaNameText().safeParse('王小明'))).toEqual([message('王 小 明')]);
  });

  it('never accepts a text that withoutRefusedText would change', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const result = freeText().safeParse(text);
        if (result.success) expect(withoutRefusedText(result.data)).toBe(result.data);
      }),
    );
  });
});

describe('withoutRefusedText', () => {
  it('drops what the rule refuses, keeping the lines of a multi-line text', () => {
    expect(withoutRefusedText('\u0001Jan\u202e \uffff')).toBe('Jan');
    expect(withoutRefusedText('a\r\nb\tc', { multiLine: true })).toBe('a\nb\tc');
    expect(withoutRefusedText('a\nb')).toBe('ab');
    expect(withoutRefusedText('\u0001\u0002')).toBe('');
  });
});

describe('the rule in the request bodies', () => {
  const person = { firstname: 'Jan', lastname: 'Jansen', email: 'jan@example.nl' };

  it('registration and profile refuse a name without letters and a town a SEPA file cannot carry', () => {
    const register = registerBodySchema.safeParse({
      ...person,
      firstname: '\u0001',
      password: 'Geheim!2026',
    });
    expect(register.error?.issues.map((issue) => issue.path)).toEqual([['firstname']]);
    const profile = updateProfileBodySchema.safeParse({ ...person, city: '東京', lastname: '\u202e' });
    expect(profile.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['city', 'lastname']);
  });

  it('a mandate refuses an account holder a SEPA file cannot carry', () => {
    const mandate = mandateConsentSchema.safeParse({
      iban: 'NL91ABNA0417164300',
      accountHolder: '•••',
      signedPlace: 'Utrecht',
      mandateConsent: true,
    });
    expect(mandate.error?.issues.map((issue) => issue.path)).toEqual([['accountHolder']]);
  });

  it('a ticket keeps the lines of its message and refuses a control character in its subject', () => {
    const ticket = { category: 'technical', subject: 'Mail werkt niet', message: 'Hallo,\r\nGroet' };
    expect(createTicketBodySchema.parse(ticket).message).toBe('Hallo,\nGroet');
    expect(createTicketBodySchema.safeParse({ ...ticket, subject: 'Mail\u0000' }).success).toBe(false);
  });
});
