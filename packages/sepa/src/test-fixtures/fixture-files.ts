// Test support for the readers: where the fixtures live, the public bank samples as bytes, and XSD
// validation through xmllint against the schemas in packages/sepa/standards.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bankSamplePath, standardPath } from '../reference-files.ts';
import type { SepaMessageType } from '../xml-parse.ts';

const fixtureDirectory = path.dirname(fileURLToPath(import.meta.url));

export function fixturePath(name: string): string {
  return path.join(fixtureDirectory, name);
}

export function readFixture(name: string): string {
  return readFileSync(fixturePath(name), 'utf8');
}

/** A public bank sample as bytes, the way an upload reaches the reader. */
export function readBankSample(name: string): Uint8Array {
  return readFileSync(bankSamplePath(name));
}

/** xmllint's complaints about `file` against the XSD of `messageType`; '' when it validates. */
export function xsdErrorsOfFile(file: string, messageType: SepaMessageType | 'pain.001.001.09'): string {
  const result = spawnSync('xmllint', ['--noout', '--schema', standardPath(messageType), file], {
    encoding: 'utf8',
  });
  if (result.error) throw result.error;
  return result.status === 0 ? '' : `${result.stderr}${result.stdout}`.trim();
}
