// Reads a UBL document back for the tests, as a receiving bookkeeping program would: a namespace-aware
// parse (saxes) into elements by local name, with the namespace kept so a wrong one shows.
import { SaxesParser } from 'saxes';

export type UblNode = {
  name: string;
  namespace: string;
  attributes: Record<string, string>;
  children: UblNode[];
  text: string;
};

export function parseUbl(xml: string): UblNode {
  const parser = new SaxesParser({ xmlns: true });
  const stack: UblNode[] = [];
  let root: UblNode | null = null;
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    const attributes: Record<string, string> = {};
    for (const attribute of Object.values(tag.attributes)) {
      if (attribute.prefix !== 'xmlns' && attribute.name !== 'xmlns')
        attributes[attribute.local] = attribute.value;
    }
    const node: UblNode = { name: tag.local, namespace: tag.uri, attributes, children: [], text: '' };
    stack.at(-1)?.children.push(node);
    stack.push(node);
    root ??= node;
  });
  parser.on('text', (text) => {
    const node = stack.at(-1);
    if (node) node.text += text;
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  parser.write(xml).close();
  if (!root) throw new Error('no document element');
  return root;
}

/** All elements along `path` (local names), e.g. all('InvoiceLine', 'Item', 'Name'). */
export function all(node: UblNode, ...path: string[]): UblNode[] {
  let current = [node];
  for (const name of path) current = current.flatMap((n) => n.children.filter((c) => c.name === name));
  return current;
}

export function one(node: UblNode, ...path: string[]): UblNode {
  const found = all(node, ...path);
  if (found.length !== 1) throw new Error(`${path.join('/')}: ${found.length} elements, expected 1`);
  return found[0] as UblNode;
}

export function textAt(node: UblNode, ...path: string[]): string {
  return one(node, ...path).text;
}

/** '14.95' → 1495; refuses anything but two decimals, as the writer must write them. */
export function cents(text: string): number {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(text);
  if (!match) throw new Error(`'${text}' is not an amount with two decimals`);
  return (match[1] ? -1 : 1) * (Number(match[2]) * 100 + Number(match[3]));
}

/** The cents of the amount element at `path`, checking it is in euros. */
export function euroCents(node: UblNode, ...path: string[]): number {
  const amount = one(node, ...path);
  if (amount.attributes.currencyID !== 'EUR') throw new Error(`${path.join('/')} is not in EUR`);
  return cents(amount.text);
}
