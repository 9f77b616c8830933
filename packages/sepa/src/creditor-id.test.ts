import { describe, expect, it } from 'vitest';
import {
  buildDutchCreditorId,
  creditorIdCheckDigits,
  isValidCreditorId,
  isValidDutchCreditorId,
  normalizeCreditorId,
} from './creditor-id.ts';

describe('Dutch creditor identifier (incassant-ID)', () => {
  it('accepts the example of DOMAIN-NL', () => {
    expect(isValidDutchCreditorId('NL51ZZZ405365330000')).toBe(true);
    expect(isValidCreditorId('NL51ZZZ405365330000')).toBe(true);
  });

  it('accepts spaces and lower case', () => {
    expect(isValidDutchCreditorId('nl51 zzz 4053 6533 0000')).toBe(true);
    expect(normalizeCreditorId('nl51 zzz 405365330000')).toBe('NL51ZZZ405365330000');
  });

  it('rejects wrong check digits', () => {
    expect(isValidDutchCreditorId('NL52ZZZ405365330000')).toBe(false);
    expect(isValidDutchCreditorId('NL51ZZZ405365330001')).toBe(false);
  });

  it('rejects a Dutch id of the wrong shape even when its check digits add up', () => {
    // Business code is not part of the check, so only the shape rule can refuse it.
    expect(isValidDutchCreditorId('NL51ABC405365330000')).toBe(false);
    expect(isValidCreditorId('NL51ABC405365330000')).toBe(false);
    const shortKvk = `NL${creditorIdCheckDigits('NL', '40536533000')}ZZZ40536533000`;
    expect(isValidDutchCreditorId(shortKvk)).toBe(false);
    expect(isValidDutchCreditorId('NL51ZZZ40536533000A')).toBe(false);
  });

  it('builds the id from KvK number and location code', () => {
    expect(buildDutchCreditorId('40536533')).toBe('NL51ZZZ405365330000');
    expect(isValidDutchCreditorId(buildDutchCreditorId('12345678', '0001'))).toBe(true);
    expect(() => buildDutchCreditorId('1234567')).toThrow(/8 digits/);
    expect(() => buildDutchCreditorId('12345678', '1')).toThrow(/4 digits/);
  });
});

describe('SEPA creditor identifier of other countries', () => {
  it('accepts published examples (business code not checked)', () => {
    expect(isValidCreditorId('DE98ZZZ09999999999')).toBe(true);
    expect(isValidCreditorId('DE98ABC09999999999')).toBe(true);
    expect(isValidCreditorId('BE69ZZZ050D000000008')).toBe(true);
  });

  it('is not a Dutch id', () => {
    expect(isValidDutchCreditorId('DE98ZZZ09999999999')).toBe(false);
  });

  it('rejects wrong check digits and bad shapes', () => {
    expect(isValidCreditorId('DE97ZZZ09999999999')).toBe(false);
    expect(isValidCreditorId('DEXXZZZ09999999999')).toBe(false);
    expect(isValidCreditorId('DE98ZZZ')).toBe(false);
    expect(isValidCreditorId('')).toBe(false);
  });

  it('maps letters A=10 … Z=35 in the national part', () => {
    const id = `FR${creditorIdCheckDigits('FR', 'ABC123')}ZZZABC123`;
    expect(isValidCreditorId(id)).toBe(true);
  });
});
