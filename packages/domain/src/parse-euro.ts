// ARCHITECTURE "Money": user input in euros becomes integer cents here, never a float in between.

const MONEY_INPUT = /^([+-]?)\s*(?:€|eur)?\s*([+-]?)\s*([\d.,]+)\s*(?:€|eur)?$/i;

function digitsToCents(negative: boolean, integerDigits: string, fractionDigits: string): number | null {
  const cents = Number(`${integerDigits}${fractionDigits.padEnd(2, '0')}`);
  if (!Number.isSafeInteger(cents)) return null;
  return negative && cents !== 0 ? -cents : cents;
}

// One kind of separator seen once is the decimal mark ('12,50', '12.50'); seen twice or more it groups
// thousands ('1.234.567'). With both kinds the last one is the decimal mark ('1.234,56', '1,234.56').
// A single '1.234' therefore reads as three decimals and is refused rather than guessed.
function parseAmountBody(body: string): { integerDigits: string; fractionDigits: string } | null {
  const lastComma = body.lastIndexOf(',');
  const lastDot = body.lastIndexOf('.');
  let decimalMark: string | null = null;
  let groupMark: string | null = null;
  if (lastComma >= 0 && lastDot >= 0) {
    decimalMark = lastComma > lastDot ? ',' : '.';
    groupMark = lastComma > lastDot ? '.' : ',';
  } else if (lastComma >= 0 || lastDot >= 0) {
    const mark = lastComma >= 0 ? ',' : '.';
    if (body.indexOf(mark) === body.lastIndexOf(mark)) decimalMark = mark;
    else groupMark = mark;
  }
  const splitAt = decimalMark === null ? -1 : body.lastIndexOf(decimalMark);
  const integerText = splitAt < 0 ? body : body.slice(0, splitAt);
  const fractionDigits = splitAt < 0 ? '' : body.slice(splitAt + 1);
  if (splitAt >= 0 && !/^\d{1,2}$/.test(fractionDigits)) return null;
  if (groupMark !== null && integerText.includes(groupMark)) {
    const grouped = groupMark === '.' ? /^\d{1,3}(?:\.\d{3})+$/ : /^\d{1,3}(?:,\d{3})+$/;
    if (!grouped.test(integerText)) return null;
    return { integerDigits: integerText.split(groupMark).join(''), fractionDigits };
  }
  return /^\d+$/.test(integerText) ? { integerDigits: integerText, fractionDigits } : null;
}

function parseEuroText(input: string): number | null {
  const match = MONEY_INPUT.exec(input.trim());
  if (!match) return null;
  const [, signBefore = '', signAfter = '', body = ''] = match;
  if (signBefore && signAfter) return null;
  const parsed = parseAmountBody(body);
  if (!parsed) return null;
  return digitsToCents((signBefore || signAfter) === '-', parsed.integerDigits, parsed.fractionDigits);
}

// A number such as 0.1 + 0.2 is read through its shortest decimal form ('0.30000000000000004') and
// rounded half away from zero on those digits, so binary noise never shifts a cent (1.005 → 101).
function parseEuroNumber(input: number): number | null {
  if (!Number.isFinite(input)) return null;
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(input));
  if (!match) return null;
  const [, sign = '', integerPart = '', fractionPart = '', exponentText = '0'] = match;
  const digits = `${integerPart}${fractionPart}`;
  const point = integerPart.length + Number(exponentText);
  const padded = point <= 0 ? `${'0'.repeat(1 - point)}${digits}` : digits.padEnd(point, '0');
  const pointInPadded = Math.max(point, 1);
  const integerDigits = padded.slice(0, pointInPadded);
  const fraction = padded.slice(pointInPadded);
  const cents = digitsToCents(sign === '-', integerDigits, fraction.slice(0, 2));
  if (cents === null || (fraction[2] ?? '0') < '5') return cents;
  const roundedAway = cents < 0 || (cents === 0 && sign === '-') ? cents - 1 : cents + 1;
  return Number.isSafeInteger(roundedAway) ? roundedAway : null;
}

/**
 * Euro input ('12,50', '12.50', '1.234,56', '€ 12,50', '€ -1.234,56', 12.5) → cents, or null for
 * anything that is not an amount. Text with more than two decimals is refused; numbers are rounded.
 */
export function parseEuroToCents(input: string | number): number | null {
  return typeof input === 'number' ? parseEuroNumber(input) : parseEuroText(input);
}
