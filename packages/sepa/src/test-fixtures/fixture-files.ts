// Test support for the readers: where the fixtures, the public bank samples and the XSDs live, and XSD
// validation through xmllint. The XSDs are read in place (../shared/standards or SEPA_XSD_DIR), never copied.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SepaMessageType } from '../xml-parse.ts';

const fixtureDirectory = path.dirname(fileURLToPath(import.meta.url));
const repositoryRoot = path.resolve(fixtureDirectory, '../../../..');
export const xsdDirectory = process.env.SEPA_XSD_DIR ?? path.resolve(repositoryRoot, '../shared/standards');
export const bankSampleDirectory = path.resolve(repositoryRoot, '../shared/bank-samples');

export function fixturePath(name: string): string {
  return path.join(fixtureDirectory, name);
}

export function readFixture(name: string): string {
  return readFileSync(fixturePath(name), 'utf8');
}

/** A public bank sample as bytes, the way an upload reaches the reader. */
export function readBankSample(name: string): Uint8Array {
  return readFileSync(path.join(bankSampleDirectory, name));
}

/** xmllint's complaints about `file` against the XSD of `messageType`; '' when it validates. */
export function xsdErrorsOfFile(file: string, messageType: SepaMessageType): string {
  const schema = path.join(xsdDirectory, `${messageType}.xsd`);
  const result = spawnSync('xmllint', ['--noout', '--schema', schema, file], { encoding: 'utf8' });
  if (result.error) throw result.error;
  return result.status === 0 ? '' : `${result.stderr}${result.stdout}`.trim();
}
