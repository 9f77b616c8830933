import { composeIBAN, isValidIBAN } from 'ibantools';
import type { SeededRandom } from './seeded-random.ts';

export type DutchBank = { code: string; bic: string; name: string };

export const dutchBanks = {
  ABNA: { code: 'ABNA', bic: 'ABNANL2A', name: 'ABN AMRO' },
  INGB: { code: 'INGB', bic: 'INGBNL2A', name: 'ING' },
  RABO: { code: 'RABO', bic: 'RABONL2U', name: 'Rabobank' },
  SNSB: { code: 'SNSB', bic: 'SNSBNL2A', name: 'SNS' },
  TRIO: { code: 'TRIO', bic: 'TRIONL2U', name: 'Triodos Bank' },
  BUNQ: { code: 'BUNQ', bic: 'BUNQNL2A', name: 'bunq' },
  KNAB: { code: 'KNAB', bic: 'KNABNL2H', name: 'Knab' },
} as const satisfies Record<string, DutchBank>;

export type DutchBankCode = keyof typeof dutchBanks;

// Roughly the market shares of Dutch retail banks.
const bankShares: readonly (readonly [DutchBankCode, number])[] = [
  ['INGB', 38],
  ['RABO', 26],
  ['ABNA', 20],
  ['SNSB', 7],
  ['BUNQ', 5],
  ['KNAB', 3],
  ['TRIO', 1],
];

// Dutch account numbers pass the old "elfproef": digits weighted 10..1 sum to a multiple of 11.
function generateAccountNumber(random: SeededRandom): string {
  for (;;) {
    const digits = Array.from({ length: 9 }, () => random.int(0, 9));
    const weightedSum = digits.reduce((sum, digit, index) => sum + digit * (10 - index), 0);
    const checkDigit = (11 - (weightedSum % 11)) % 11;
    if (checkDigit < 10) return `${digits.join('')}${checkDigit}`;
  }
}

export type DutchBankAccount = { iban: string; bic: string; bankName: string };

export function generateDutchBankAccount(random: SeededRandom, bankCode?: DutchBankCode): DutchBankAccount {
  const bank = dutchBanks[bankCode ?? random.weighted(bankShares)];
  const iban = composeIBAN({ countryCode: 'NL', bban: `${bank.code}${generateAccountNumber(random)}` });
  if (!iban || !isValidIBAN(iban)) throw new Error(`Generated an invalid IBAN for ${bank.code}`);
  return { iban, bic: bank.bic, bankName: bank.name };
}
