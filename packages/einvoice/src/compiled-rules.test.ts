// The compile-once cache and the SVRL reading, on a small stylesheet of our own: quicker to compile than the
// official rules, and it shows exactly what the reader makes of each kind of failed assert.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SaxonJS from 'saxon-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadCompiledRules } from './compiled-rules.ts';
import { runRules } from './rule-run.ts';

/** An XSLT that reports, as Schematron rules compiled to XSLT do, one failed assert per <fail> element. */
function reportingStylesheet(prefix: string): string {
  return `<xsl:stylesheet version="2.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
    xmlns:svrl="http://purl.oclc.org/dsdl/svrl">
  <xsl:template match="/">
    <svrl:schematron-output>
      <xsl:for-each select="//fail">
        <svrl:failed-assert test="{@test}" location="/doc/fail[{position()}]">
          <xsl:copy-of select="@id | @flag"/>
          <svrl:text>${prefix}<xsl:value-of select="."/></svrl:text>
        </svrl:failed-assert>
      </xsl:for-each>
    </svrl:schematron-output>
  </xsl:template>
</xsl:stylesheet>`;
}

let directory: string;
let cacheDirectory: string;
let xsltPath: string;

beforeEach(() => {
  directory = mkdtempSync(path.join(os.tmpdir(), 'einvoice-rules-'));
  cacheDirectory = path.join(directory, 'cache');
  xsltPath = path.join(directory, 'rules.xslt');
});
afterEach(() => rmSync(directory, { recursive: true, force: true }));

async function failuresOf(xml: string) {
  const document = await SaxonJS.getResource({ text: xml, type: 'xml' });
  return runRules('cen', await loadCompiledRules(xsltPath, cacheDirectory), document);
}

describe('compiled rules', () => {
  it('are compiled once into the cache folder, and afresh when the rules change', async () => {
    const xml = '<doc><fail id="T-1" flag="warning" test="a = b">one</fail></doc>';
    writeFileSync(xsltPath, reportingStylesheet('first: '));
    expect((await failuresOf(xml))[0]?.text).toBe('first: one');
    expect(await failuresOf(xml)).toHaveLength(1);
    expect(readdirSync(cacheDirectory)).toEqual([expect.stringMatching(/^rules-[0-9a-f]{16}\.sef\.json$/)]);

    writeFileSync(xsltPath, reportingStylesheet('second: '));
    expect((await failuresOf(xml))[0]?.text).toBe('second: one');
    expect(readdirSync(cacheDirectory)).toHaveLength(2);
  }, 120_000);

  it('report each failed assert with its id, flag, location, test and text', async () => {
    writeFileSync(xsltPath, reportingStylesheet(''));
    const failures = await failuresOf(
      '<doc><fail id="T-1" flag="warning" test="a = b">one</fail><fail test="c">[SI-X-1]-two</fail></doc>',
    );
    expect(failures).toEqual([
      {
        ruleSet: 'cen',
        id: 'T-1',
        flag: 'warning',
        location: '/doc/fail[1]',
        test: 'a = b',
        text: 'one',
      },
      // No id attribute: the id is read from the text; no flag: an error, as ISO Schematron has it.
      {
        ruleSet: 'cen',
        id: 'SI-X-1',
        flag: 'fatal',
        location: '/doc/fail[2]',
        test: 'c',
        text: '[SI-X-1]-two',
      },
    ]);
  }, 120_000);

  it('that do not compile give xslt3’s message and leave nothing in the cache', async () => {
    writeFileSync(
      xsltPath,
      '<xsl:stylesheet version="2.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">',
    );
    await expect(loadCompiledRules(xsltPath, cacheDirectory)).rejects.toThrow(
      `xslt3 could not compile ${xsltPath}`,
    );
    expect(readdirSync(cacheDirectory)).toEqual([]);
  }, 120_000);
});
