import { describe, expect, it } from 'vitest';
import {
  formatIban,
  isSameBank,
  isSepaIban,
  isValidBic,
  isValidIban,
  normalizeBic,
  normalizeIban,
} from './iban.ts';

describe('IBAN', () => {
  it('normalises the printed form', () => {
    expect(normalizeIban(' nl91 abna 0417 1643 00 ')).toBe('NL91ABNA0417164300');
  });

  it('accepts valid IBANs, also printed with spaces', () => {
    expect(isValidIban('NL91ABNA0417164300')).toBe(true);
    expect(isValidIban('NL91 ABNA 0417 1643 00')).toBe(true);
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('BE68539007547034')).toBe(true);
  });

  it('rejects a wrong check digit, a wrong length and rubbish', () => {
    expect(isValidIban('NL92ABNA0417164300')).toBe(false);
    expect(isValidIban('NL91ABNA041716430')).toBe(false);
    expect(isValidIban('')).toBe(false);
    expect(isValidIban('hello')).toBe(false);
  });

  it('knows which IBANs are in the SEPA area', () => {
    expect(isSepaIban('NL91ABNA0417164300')).toBe(true);
    expect(isSepaIban('BR1800360305000010009795493C1')).toBe(false);
  });

  it('prints in groups of four', () => {
    expect(formatIban('nl91abna0417164300')).toBe('NL91 ABNA 0417 1643 00');
    expect(formatIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
  });
});

describe('BIC', () => {
  it('accepts 8 and 11 character BICs of Dutch banks, case and spaces ignored', () => {
    for (const bic of [
      'INGBNL2A',
      'ABNANL2A',
      'RABONL2U',
      'SNSBNL2A',
      'TRIONL2U',
      'BUNQNL2A',
      'KNABNL2H',
      'DEUTDEFF500',
    ]) {
      expect(isValidBic(bic)).toBe(true);
    }
    expect(isValidBic('ingb nl2a')).toBe(true);
    expect(normalizeBic('ingb nl2a')).toBe('INGBNL2A');
  });

  it('rejects wrong lengths, unknown countries and characters the schemas forbid', () => {
    expect(isValidBic('INGBNL2')).toBe(false);
    expect(isValidBic('INGBNL2AXX')).toBe(false);
    expect(isValidBic('INGBXX2A')).toBe(false);
    expect(isValidBic('INGBNL1A')).toBe(false);
    expect(isValidBic('INGBNL2O')).toBe(false);
    expect(isValidBic('')).toBe(false);
  });

  it('tells whether two accounts are at the same bank (an amendment to another bank is SMNDA)', () => {
    expect(isSameBank('NL91ABNA0417164300', 'nl02 abna 0123 4567 89')).toBe(true);
    expect(isSameBank('NL91ABNA0417164300', 'NL69INGB0123456789')).toBe(false);
    expect(isSameBank('NL91ABNA0417164300', 'DE89370400440532013000')).toBe(false);
    expect(isSameBank('NL91ABNA0417164300', 'not an iban')).toBe(false);
  });
});
