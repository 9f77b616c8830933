import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasSepaText, isSepaText, toSepaText, unwritableSepaCharacters } from './sepa-text.ts';

describe('toSepaText', () => {
  it('removes diacritics', () => {
    expect(toSepaText('Zoë Noël, José Müller, Björk, Ångström, François, Muñoz, Dvořák, Ärzte')).toBe(
      'Zoe Noel, Jose Muller, Bjork, Angstrom, Francois, Munoz, Dvorak, Arzte',
    );
  });

  it('spells out letters that have no accent-free base', () => {
    expect(toSepaText('Straße Æbeltoft Søren Œuvre Łódź')).toBe('Strasse AEbeltoft Soren OEuvre Lodz');
  });

  it('spells the Dutch IJ ligature as two letters', () => {
    expect(toSepaText('Ĳsselstein')).toBe('IJsselstein');
    expect(toSepaText('Ĳmuiden aan het ĳ')).toBe('IJmuiden aan het ij');
    expect(toSepaText('ĲSSELMONDE')).toBe('IJSSELMONDE');
  });

  it('reduces other letters that only compatibility decomposition splits', () => {
    expect(toSepaText('ŉ Boer')).toBe("'n Boer");
    expect(toSepaText('Meſſer')).toBe('Messer');
    expect(toSepaText('Paraŀlel, CAĿLE')).toBe('Parallel, CALLE');
    expect(toSepaText('ǅamonja, ǈubljana, Ǌegoš')).toBe('Dzamonja, Ljubljana, NJegos');
    expect(toSepaText('ﬁlm ﬂat')).toBe('film flat');
    expect(toSepaText('½ jaar')).toBe('1/2 jaar');
  });

  it('turns full-width forms into their plain letters, digits and signs', () => {
    expect(toSepaText('Ｊａｎｓｅｎ　＆　Ｚｏｎｅｎ　１２３')).toBe('Jansen + Zonen 123');
  });

  it('spells out stroked and other letters no decomposition reduces', () => {
    expect(toSepaText('ĸ')).toBe('q');
    expect(toSepaText('Ħamrun, Ŧ ŧ, Ŋ ŋ')).toBe('Hamrun, T t, N n');
    expect(toSepaText('Ǥ ǥ Ʒ ʒ Ǯ ǯ')).toBe('G g Z z Z z');
    expect(toSepaText('ƒ 25')).toBe('f 25');
  });

  it('turns & into +', () => {
    expect(toSepaText('Jansen & Zonen')).toBe('Jansen + Zonen');
  });

  it('keeps the whole SEPA set', () => {
    const all = "abcxyz ABCXYZ 0189 / - ? : ( ) . , ' +";
    expect(toSepaText(all)).toBe(all);
  });

  it('drops other characters, collapses spaces and trims', () => {
    expect(toSepaText('  Factuur #123 — €18,15 * "spoed" @ 😀  ')).toBe('Factuur 123 - 18,15 spoed');
    expect(toSepaText('a\t\nb\u00a0\u00a0c')).toBe('a b c');
    expect(toSepaText('李小龍')).toBe('');
  });

  it('maps typographic apostrophes', () => {
    expect(toSepaText('D’Hondt')).toBe("D'Hondt");
  });

  it('cuts to the maximum length without a trailing space', () => {
    expect(toSepaText('abcdef', 3)).toBe('abc');
    expect(toSepaText('abc def', 4)).toBe('abc');
    expect(toSepaText('é'.repeat(100), 70)).toHaveLength(70);
  });

  it('always gives clean, trimmed text within the limit', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 200 }),
        fc.integer({ min: 1, max: 140 }),
        (input, max) => {
          const out = toSepaText(input, max);
          expect(isSepaText(out)).toBe(true);
          expect(out.length).toBeLessThanOrEqual(max);
          expect(out).toBe(out.trim());
          expect(out).not.toMatch(/ {2}/);
        },
      ),
    );
  });
});

describe('hasSepaText', () => {
  it('is false for text that transliterates to nothing', () => {
    expect(hasSepaText('王小明')).toBe(false);
    expect(hasSepaText('محمد')).toBe(false);
    expect(hasSepaText('   ')).toBe(false);
    expect(hasSepaText('')).toBe(false);
  });

  it('is true when any letter survives', () => {
    expect(hasSepaText('ÆØÅ')).toBe(true);
    expect(toSepaText('ÆØÅ')).toBe('AEOA');
    expect(hasSepaText('Ĳ')).toBe(true);
    expect(hasSepaText('王 Li')).toBe(true);
  });
});

describe('isSepaText', () => {
  it('tells clean text from unclean', () => {
    expect(isSepaText("O'Brien (2026) +31")).toBe(true);
    expect(isSepaText('Zoë')).toBe(false);
    expect(isSepaText('a&b')).toBe(false);
  });
});

describe('unwritableSepaCharacters', () => {
  it('finds nothing in text the transliteration writes whole', () => {
    for (const text of [
      'Amsterdam',
      "'s-Hertogenbosch",
      'Zoë Noël',
      'Straße 5',
      'Ĳsselstein',
      'Ærø',
      '',
      '  ',
    ])
      expect(unwritableSepaCharacters(text), text).toEqual([]);
    expect(unwritableSepaCharacters('Keizersgracht 1\u00a0a')).toEqual([]);
  });

  it('names each character a SEPA file would lose, once, in order', () => {
    expect(unwritableSepaCharacters('東京')).toEqual(['東', '京']);
    expect(unwritableSepaCharacters('•')).toEqual(['•']);
    expect(unwritableSepaCharacters('\u0001')).toEqual(['\u0001']);
    expect(unwritableSepaCharacters('Laan 4 #3 #4')).toEqual(['#']);
    expect(unwritableSepaCharacters('東京通り 5')).toEqual(['東', '京', '通', 'り']);
    expect(unwritableSepaCharacters('Café 😀')).toEqual(['😀']);
  });

  it('names combining marks that have no letter to sit on', () => {
    expect(unwritableSepaCharacters('\u0301')).toEqual(['\u0301']);
    expect(unwritableSepaCharacters('e\u0301')).toEqual([]);
  });

  it('agrees with the writer: text with nothing unwritable transliterates to something', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const lost = unwritableSepaCharacters(text);
        for (const char of lost) expect(text).toContain(char);
        if (lost.length === 0 && text.trim() !== '') expect(hasSepaText(text)).toBe(true);
      }),
    );
  });
});
