import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidSepaId, sepaIdProblem, toSepaId } from './sepa-id.ts';

describe('SEPA identifiers (MsgId, PmtInfId, EndToEndId, MndtId)', () => {
  it('accepts 1 to 35 characters of the SEPA set', () => {
    expect(isValidSepaId('A')).toBe(true);
    expect(isValidSepaId('INV-2026-000123')).toBe(true);
    expect(isValidSepaId("a/b-c?d:e(f)g.h,i'j+k")).toBe(true);
    expect(isValidSepaId('X'.repeat(35))).toBe(true);
  });

  it('names what is wrong', () => {
    expect(sepaIdProblem('')).toBe('is empty');
    expect(sepaIdProblem('X'.repeat(36))).toMatch(/longer than 35/);
    expect(sepaIdProblem('INV_1')).toMatch(/character set/);
    expect(sepaIdProblem('Zoë')).toMatch(/character set/);
    expect(sepaIdProblem('/INV1')).toMatch(/'\/'/);
    expect(sepaIdProblem('INV1/')).toMatch(/'\/'/);
    expect(sepaIdProblem('INV//1')).toMatch(/'\/\/'/);
    expect(sepaIdProblem(' INV1')).toMatch(/space/);
  });
});

describe('toSepaId', () => {
  it('makes a readable id from text', () => {
    expect(toSepaId('Factuur 2026/000123')).toBe('Factuur-2026/000123');
    expect(toSepaId('//Zoë//Müller//')).toBe('Zoe/Muller');
    expect(toSepaId('a_b & c')).toBe('a-b-+-c');
  });

  it('cuts to 35 without a trailing slash', () => {
    expect(toSepaId(`${'A'.repeat(34)}/B`)).toBe('A'.repeat(34));
  });

  it('gives a stable id for text with nothing usable', () => {
    expect(toSepaId('李小龍')).toMatch(/^ID-[0-9A-F]{8}$/);
    expect(toSepaId('李小龍')).toBe(toSepaId('李小龍'));
    expect(toSepaId('李小龍')).not.toBe(toSepaId('王'));
    expect(isValidSepaId(toSepaId(''))).toBe(true);
  });

  it('always gives a valid id', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (input) => {
        expect(sepaIdProblem(toSepaId(input))).toBeNull();
      }),
      { numRuns: 500 },
    );
  });
});
