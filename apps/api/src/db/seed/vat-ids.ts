import type { SeededRandom } from './seeded-random.ts';

function randomDigits(random: SeededRandom, length: number): number[] {
  return Array.from({ length }, () => random.int(0, 9));
}

// NL btw-id: NL + 9 digits (the 9th a mod-11 check over weights 9..2) + B + 2 digits (DOMAIN-NL §4).
export function generateDutchVatId(random: SeededRandom): string {
  for (;;) {
    const digits = randomDigits(random, 8);
    if (digits[0] === 0) continue;
    const check = digits.reduce((sum, digit, index) => sum + digit * (9 - index), 0) % 11;
    if (check === 10) continue;
    return `NL${digits.join('')}${check}B${String(random.int(1, 3)).padStart(2, '0')}`;
  }
}

// BE: BE0 + 7 digits + 2 check digits (97 minus the first 8 digits modulo 97).
export function generateBelgianVatId(random: SeededRandom): string {
  const base = `0${random.int(2, 9)}${randomDigits(random, 6).join('')}`;
  const check = 97 - (Number(base) % 97);
  return `BE${base}${String(check).padStart(2, '0')}`;
}

// DE: DE + 8 digits + a check digit by ISO 7064 MOD 11,10.
export function generateGermanVatId(random: SeededRandom): string {
  const digits = [random.int(1, 9), ...randomDigits(random, 7)];
  let product = 10;
  for (const digit of digits) {
    let sum = (digit + product) % 10;
    if (sum === 0) sum = 10;
    product = (2 * sum) % 11;
  }
  const check = (11 - product) % 10;
  return `DE${digits.join('')}${check}`;
}
