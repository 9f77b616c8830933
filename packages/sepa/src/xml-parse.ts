// Safe parsing of the ISO 20022 files a bank sends us or another program wrote. A document type
// declaration is refused outright, so no XXE or entity bomb can reach the parser; saxes itself never
// loads anything and knows only the five predefined entities and character references.
//
// saxes is a streaming (SAX) parser: the tree is built here, in one pass that also checks that the XML is
// well-formed. Large statements hand their entries over one at a time (`detach`), so a camt.053 of 50,000
// entries is never held as one object tree (fast-xml-parser's tree of it took ~1 GB and most of the time).
import { SaxesParser, type SaxesTagPlain } from 'saxes';

export type SepaFileErrorCode =
  | 'MALFORMED_XML'
  | 'ENTITIES_NOT_ALLOWED'
  | 'UNSUPPORTED_MESSAGE'
  | 'INVALID_CONTENT';

/** A bank file we cannot read; the API answers 422 with `message`. Nothing has been changed when it is thrown. */
export class SepaFileError extends Error {
  override readonly name = 'SepaFileError';
  constructor(
    readonly code: SepaFileErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export const SUPPORTED_MESSAGE_TYPES = [
  'camt.053.001.02',
  'camt.053.001.08',
  'camt.054.001.02',
  'camt.054.001.08',
  'pain.002.001.03',
  'pain.002.001.10',
  'pain.008.001.02',
  'pain.008.001.08',
] as const;
export type SepaMessageType = (typeof SUPPORTED_MESSAGE_TYPES)[number];

/**
 * A parsed element: text, or an object of child elements, attributes ('@_Ccy') and '#text'. An element
 * that occurs more than once under its parent is an array; namespace prefixes are removed, text is trimmed
 * and its entities decoded.
 */
export type XmlNode = string | { [name: string]: XmlNode | XmlNode[] };

export type ParsedSepaDocument = {
  messageType: SepaMessageType;
  /** The `Document` element, namespace prefixes removed. */
  document: XmlNode;
};

/** Where a detached element stood: its message, and its position among same-named siblings and its parent's. */
export type DetachedAt = { messageType: SepaMessageType; index: number; parentIndex: number };

export type SepaParseOptions = {
  /** The message types the caller reads: any other is refused as soon as the document element is seen. */
  expected?: readonly SepaMessageType[];
  /**
   * Elements at these paths below Document (local names, e.g. ['BkToCstmrStmt', 'Stmt', 'Ntry']) are given to
   * `handle` as soon as they close, and left out of the tree.
   */
  detach?: { paths: readonly (readonly string[])[]; handle: (node: XmlNode, at: DetachedAt) => void };
};

const NAMESPACE_PREFIX = 'urn:iso:std:iso:20022:tech:xsd:';

const DECLARATIONS =
  'The file contains a DOCTYPE or ENTITY declaration, which bank files never need; it was refused for safety.';

type Frame = {
  name: string;
  node: { [name: string]: XmlNode | XmlNode[] };
  /** No attributes and no child elements kept: the element is its text. */
  empty: boolean;
  text: string;
  /** Position among the parent's children of the same name. */
  index: number;
  detached: boolean;
  /** Children handed to `detach.handle` so far (they are not in `node`). */
  detachedChildren: number;
};

/** Parses a camt.053/camt.054/pain.002/pain.008 file; throws SepaFileError when it is not one we read. */
export function parseSepaXml(input: string | Uint8Array, options: SepaParseOptions = {}): ParsedSepaDocument {
  const xml = sepaText(input);
  refuseDeclarations(xml);
  const parser = new SaxesParser();
  const stack: Frame[] = [];
  let messageType: SepaMessageType | null = null;
  let document: XmlNode | null = null;

  parser.on('error', (error) => {
    const reason = error.message.replace(/^\d+:\d+: /, '');
    throw new SepaFileError(
      'MALFORMED_XML',
      `The file is not well-formed XML (line ${parser.line}, column ${parser.column + 1}): ${reason}`,
    );
  });
  parser.on('doctype', () => {
    throw new SepaFileError('ENTITIES_NOT_ALLOWED', DECLARATIONS);
  });
  parser.on('opentag', (tag: SaxesTagPlain) => {
    const name = localName(tag.name);
    const parent = stack[stack.length - 1];
    if (parent === undefined) messageType = documentMessageType(name, tag, options.expected);
    const detached = parent !== undefined && isDetached(options.detach?.paths, stack, name);
    const node: Frame['node'] = {};
    let empty = true;
    for (const attribute in tag.attributes) {
      if (attribute === 'xmlns' || attribute.startsWith('xmlns:')) continue;
      node[`@_${localName(attribute)}`] = tag.attributes[attribute] as string;
      empty = false;
    }
    const index = parent === undefined ? 0 : detached ? parent.detachedChildren++ : count(parent.node[name]);
    stack.push({ name, node, empty, text: '', index, detached, detachedChildren: 0 });
  });
  const addText = (text: string) => {
    const frame = stack[stack.length - 1];
    if (frame) frame.text += text;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', () => {
    const frame = stack.pop();
    if (!frame) return;
    const text = frame.text.trim();
    let value: XmlNode = frame.node;
    if (frame.empty) value = text;
    else if (text !== '') frame.node['#text'] = text;
    const parent = stack[stack.length - 1];
    if (parent === undefined) {
      document = value;
    } else if (frame.detached && messageType !== null) {
      options.detach?.handle(value, { messageType, index: frame.index, parentIndex: parent.index });
    } else {
      parent.empty = false;
      const siblings = parent.node[frame.name];
      if (siblings === undefined) parent.node[frame.name] = value;
      else if (Array.isArray(siblings)) siblings.push(value);
      else parent.node[frame.name] = [siblings, value];
    }
  });

  parser.write(xml).close();
  if (messageType === null || document === null) {
    throw new SepaFileError('MALFORMED_XML', 'The file is not well-formed XML: it has no document element.');
  }
  return { messageType, document };
}

/**
 * The message type of a file from its document element alone, without parsing the rest: to choose the
 * reader. The reader still parses (and so checks) the whole file.
 */
export function detectSepaMessageType(input: string | Uint8Array): SepaMessageType {
  const xml = sepaText(input);
  refuseDeclarations(xml);
  // The document element is the first start tag after the declaration, comments and processing instructions.
  const [, prefixWithColon, rootName, rootAttributes = ''] =
    /^(?:\s|<\?[\s\S]*?\?>|<!--[\s\S]*?-->)*<([A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)([^>]*)>/.exec(xml) ?? [];
  if (rootName !== 'Document') throw notIsoDocument();
  const attribute = prefixWithColon ? `xmlns:${prefixWithColon.slice(0, -1)}` : 'xmlns';
  const namespace = new RegExp(`\\s${attribute.replaceAll('.', '\\.')}\\s*=\\s*(["'])(.*?)\\1`).exec(
    rootAttributes,
  )?.[2];
  return messageTypeOf(namespace);
}

/** Throws unless the document is of one of the expected message types (e.g. a camt file given to the pain.002 reader). */
export function expectMessageType<T extends SepaMessageType>(
  parsed: ParsedSepaDocument,
  expected: readonly T[],
): T {
  refuseUnexpected(parsed.messageType, expected);
  return parsed.messageType as T;
}

function refuseUnexpected(messageType: SepaMessageType, expected: readonly SepaMessageType[]) {
  if (!expected.includes(messageType)) {
    throw new SepaFileError(
      'UNSUPPORTED_MESSAGE',
      `This is a ${messageType} file, but a ${expected.join(' or ')} file was expected here.`,
    );
  }
}

function sepaText(input: string | Uint8Array): string {
  return typeof input === 'string' ? input.replace(/^\uFEFF/, '') : decodeBytes(input);
}

function refuseDeclarations(xml: string) {
  if (/<!\s*(DOCTYPE|ENTITY)/i.test(xml)) throw new SepaFileError('ENTITIES_NOT_ALLOWED', DECLARATIONS);
}

function documentMessageType(
  name: string,
  tag: SaxesTagPlain,
  expected: readonly SepaMessageType[] | undefined,
): SepaMessageType {
  if (name !== 'Document') throw notIsoDocument();
  const colon = tag.name.indexOf(':');
  const namespace = tag.attributes[colon === -1 ? 'xmlns' : `xmlns:${tag.name.slice(0, colon)}`];
  const messageType = messageTypeOf(namespace);
  if (expected) refuseUnexpected(messageType, expected);
  return messageType;
}

function messageTypeOf(namespace: string | undefined): SepaMessageType {
  const messageType = namespace?.startsWith(NAMESPACE_PREFIX)
    ? namespace.slice(NAMESPACE_PREFIX.length)
    : null;
  if (messageType && (SUPPORTED_MESSAGE_TYPES as readonly string[]).includes(messageType)) {
    return messageType as SepaMessageType;
  }
  throw new SepaFileError(
    'UNSUPPORTED_MESSAGE',
    `Unsupported message type ${namespace ? `'${namespace}'` : '(no namespace)'}; we read camt.053, camt.054 (.02/.08), pain.002 (.03/.10) and pain.008 (.02/.08).`,
  );
}

function notIsoDocument() {
  return new SepaFileError(
    'UNSUPPORTED_MESSAGE',
    'The file is not an ISO 20022 document (no Document element).',
  );
}

function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon === -1 ? name : name.slice(colon + 1);
}

function count(siblings: XmlNode | XmlNode[] | undefined): number {
  if (siblings === undefined) return 0;
  return Array.isArray(siblings) ? siblings.length : 1;
}

// `stack` holds Document and the open elements below it; `name` is about to open. Called for every
// element, so plain loops.
function isDetached(paths: readonly (readonly string[])[] | undefined, stack: Frame[], name: string) {
  if (!paths) return false;
  for (const path of paths) {
    if (path.length !== stack.length || path[path.length - 1] !== name) continue;
    let matches = true;
    for (let depth = 0; matches && depth < path.length - 1; depth += 1) {
      matches = stack[depth + 1]?.name === path[depth];
    }
    if (matches) return true;
  }
  return false;
}

function decodeBytes(bytes: Uint8Array): string {
  // The XML declaration is ASCII in every encoding a bank uses, so it can be read before decoding.
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  const declared = /^(?:\uFEFF|\u00EF\u00BB\u00BF)?<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(
    head,
  )?.[1];
  const encoding = declared?.toLowerCase() ?? 'utf-8';
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    throw new SepaFileError(
      'MALFORMED_XML',
      `The file is not valid ${encoding.toUpperCase()} text; SEPA files must be UTF-8.`,
    );
  }
}
