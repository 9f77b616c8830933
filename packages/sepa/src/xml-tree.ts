// Reading values out of a parsed ISO 20022 tree. An element occurs once or many times, holds text or
// children, so every access goes through these functions rather than through raw property chains.
import { SepaFileError, type XmlNode } from './xml-parse.ts';

/** All child elements named `name` (an element that occurs once is still a list of one). */
export function xmlChildren(node: XmlNode | undefined, name: string): XmlNode[] {
  if (node === undefined || typeof node === 'string') return [];
  const value = node[name];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** The first element along `path`, e.g. xmlChild(entry, 'BookgDt', 'Dt'). */
export function xmlChild(node: XmlNode | undefined, ...path: string[]): XmlNode | undefined {
  let current = node;
  for (const name of path) {
    current = xmlChildren(current, name)[0];
    if (current === undefined) return undefined;
  }
  return current;
}

/** The text of the element at `path`; null when absent or empty. */
export function xmlText(node: XmlNode | undefined, ...path: string[]): string | null {
  return textOf(xmlChild(node, ...path));
}

/** The texts of every element named by the last step of `path` (e.g. all `Ustrd` lines). */
export function xmlTexts(node: XmlNode | undefined, ...path: string[]): string[] {
  const last = path.at(-1);
  if (last === undefined) return [];
  const parent = xmlChild(node, ...path.slice(0, -1));
  return xmlChildren(parent, last)
    .map(textOf)
    .filter((text): text is string => text !== null);
}

export function xmlAttribute(node: XmlNode | undefined, name: string): string | null {
  if (node === undefined || typeof node === 'string') return null;
  const value = node[`@_${name}`];
  return typeof value === 'string' ? value : null;
}

export function requireText(node: XmlNode | undefined, path: string[], where: string): string {
  const text = xmlText(node, ...path);
  if (text === null) {
    throw new SepaFileError('INVALID_CONTENT', `${where}: required element ${path.join('/')} is missing.`);
  }
  return text;
}

/**
 * Integer cents from an ISO amount ('1600.00', '100', '4.5') without floating point. More than two
 * decimals are accepted only when the extra digits are zeros: euro amounts never have fractions of a cent.
 */
export function parseAmountCents(text: string, where: string): number {
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text);
  const fraction = (match?.[2] ?? '').padEnd(2, '0');
  if (!match?.[1] || /[1-9]/.test(fraction.slice(2))) {
    throw new SepaFileError('INVALID_CONTENT', `${where}: '${text}' is not an amount in cents.`);
  }
  const cents = Number(match[1]) * 100 + Number(fraction.slice(0, 2));
  if (!Number.isSafeInteger(cents)) {
    throw new SepaFileError('INVALID_CONTENT', `${where}: amount '${text}' is too large.`);
  }
  return cents;
}

/** Cents of the amount element at `path`, or null when it is absent. */
export function xmlAmountCents(node: XmlNode | undefined, path: string[], where: string): number | null {
  const text = xmlText(node, ...path);
  return text === null ? null : parseAmountCents(text, where);
}

/** An ISO date from a DateAndDateTimeChoice (`Dt` in .02, `Dt` or `DtTm` in .08), as the bank wrote it. */
export function xmlDate(node: XmlNode | undefined): string | null {
  const text = xmlText(node, 'Dt') ?? xmlText(node, 'DtTm');
  return text === null ? null : text.slice(0, 10);
}

/** The BIC of a FinInstnId: `BIC` in .02/.03, `BICFI` in .08/.10. */
export function xmlBic(financialInstitution: XmlNode | undefined): string | null {
  return xmlText(financialInstitution, 'BIC') ?? xmlText(financialInstitution, 'BICFI');
}

/** A code that is either `Cd` or `Prtry` under `node` (reason codes, status codes). */
export function xmlCodeOrProprietary(node: XmlNode | undefined): string | null {
  return xmlText(node, 'Cd') ?? xmlText(node, 'Prtry');
}

function textOf(node: XmlNode | undefined): string | null {
  if (node === undefined) return null;
  const text = typeof node === 'string' ? node : node['#text'];
  return typeof text === 'string' && text !== '' ? text : null;
}
