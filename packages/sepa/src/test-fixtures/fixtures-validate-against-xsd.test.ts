import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bankSamplePath } from '../reference-files.ts';
import { parseSepaXml } from '../xml-parse.ts';
import { fixturePath, readFixture, xsdErrorsOfFile } from './fixture-files.ts';
import { generateCamt053 } from './generate-camt053.ts';

const fixtures = readdirSync(path.dirname(fixturePath('x'))).filter((name) => name.endsWith('.xml'));

describe('our bank-file fixtures', () => {
  it('include the Dutch bank fixtures', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(4);
  });

  it.each(fixtures)('%s validates against the XSD of its namespace', (name) => {
    const { messageType } = parseSepaXml(readFixture(name));
    expect(xsdErrorsOfFile(fixturePath(name), messageType)).toBe('');
  });

  it('the generated volume statement validates too', () => {
    const directory = mkdtempSync(path.join(os.tmpdir(), 'camt053-'));
    try {
      const file = path.join(directory, 'generated.xml');
      writeFileSync(file, generateCamt053(200));
      expect(xsdErrorsOfFile(file, 'camt.053.001.02')).toBe('');
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });

  it('the check can fail: the public sample without Bal does not validate', () => {
    const file = bankSamplePath('camt053_dd-return-AC06_oca-ap-pr321.xml');
    expect(xsdErrorsOfFile(file, 'camt.053.001.02')).toMatch(/TxsSummry/);
  });
});
