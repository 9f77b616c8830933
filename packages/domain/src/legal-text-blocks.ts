// The terms and privacy statement are plain text that staff write: paragraphs split by blank lines, and a
// paragraph whose first line starts with "# " begins with a heading. The web page and the PDF read it alike.

/** The blocks of a legal text as the web page and the PDF show them. */
export type LegalTextBlock = { kind: 'heading' | 'paragraph'; text: string };

export function legalTextBlocks(body: string): LegalTextBlock[] {
  return body
    .replaceAll('\r\n', '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .flatMap((block) => {
      const [first, ...rest] = block.split('\n');
      if (!first?.startsWith('# ')) return [{ kind: 'paragraph' as const, text: block }];
      const heading = { kind: 'heading' as const, text: first.slice(2).trim() };
      return rest.length > 0 ? [heading, { kind: 'paragraph' as const, text: rest.join('\n') }] : [heading];
    });
}
