// XSD validation of a generated document held in memory, through the fixtures' xmllint helper.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { xsdErrorsOfFile } from '../test-fixtures/fixture-files.ts';
import type { SepaMessageType } from '../xml-parse.ts';

/** xmllint's complaints about `xml` against the XSD of `messageType`; '' when it validates. */
export function xsdErrors(xml: string, messageType: SepaMessageType | 'pain.001.001.09'): string {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'bank-file-'));
  try {
    const file = path.join(directory, 'bank-file.xml');
    writeFileSync(file, xml);
    return xsdErrorsOfFile(file, messageType);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
