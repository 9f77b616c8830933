// A small element tree for the XML documents we write (UBL). Every text and attribute value passes through
// escapeXml (the one the pain.008 writer uses) when serialised, so no caller concatenates markup; characters
// XML 1.0 cannot carry (control characters, lone surrogates) and the others the text rule refuses (bidi
// overrides, noncharacters: text stored before the rule may hold them) are dropped rather than written.
import { withoutRefusedText } from '@hostportaal/contract';
import { escapeXml } from '@hostportaal/sepa';
import { DocumentDataError } from './document-data-error.ts';

export type XmlElement = {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly content: string | readonly XmlElement[];
};

type Child = XmlElement | null | undefined | false;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The text as XML 1.0 may carry it and the text rule allows, leading and trailing white space removed. */
export function xmlSafeText(value: string): string {
  return withoutRefusedText(value.replace(LONE_SURROGATE, ''), { multiLine: true });
}

/** An element with child elements; null/false children are left out. Throws when none is left. */
export function element(
  name: string,
  children: readonly Child[],
  attributes: Record<string, string> = {},
): XmlElement {
  const content = children.filter((child): child is XmlElement => Boolean(child));
  // PEPPOL-EN16931-R008: a document must not contain empty elements.
  if (content.length === 0) throw new DocumentDataError(`<${name}> zou leeg zijn`);
  return { name, attributes, content };
}

/** Like element(), but null when no child is left (an optional group with nothing to say). */
export function optionalElement(
  name: string,
  children: readonly Child[],
  attributes: Record<string, string> = {},
): XmlElement | null {
  return children.some(Boolean) ? element(name, children, attributes) : null;
}

/** An element holding text. Throws when the text is blank. */
export function textElement(name: string, text: string, attributes: Record<string, string> = {}): XmlElement {
  const content = xmlSafeText(text);
  if (content === '') throw new DocumentDataError(`<${name}> zou leeg zijn`);
  return { name, attributes, content };
}

/** A text element, or null when there is no text to write. */
export function optionalTextElement(
  name: string,
  text: string | null | undefined,
  attributes: Record<string, string> = {},
): XmlElement | null {
  if (text === null || text === undefined || xmlSafeText(text) === '') return null;
  return textElement(name, text, attributes);
}

function attributeText(attributes: Readonly<Record<string, string>>): string {
  return Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeXml(xmlSafeText(value))}"`)
    .join('');
}

function serialise(node: XmlElement, indent: string, out: string[]): void {
  const open = `${indent}<${node.name}${attributeText(node.attributes)}>`;
  if (typeof node.content === 'string') {
    out.push(`${open}${escapeXml(node.content)}</${node.name}>`);
    return;
  }
  out.push(open);
  for (const child of node.content) serialise(child, `${indent}  `, out);
  out.push(`${indent}</${node.name}>`);
}

/** The document as UTF-8 XML text with its declaration, indented two spaces per level. */
export function serialiseXmlDocument(root: XmlElement): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>'];
  serialise(root, '', out);
  return `${out.join('\n')}\n`;
}
