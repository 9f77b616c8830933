// Where the ISO 20022 schemas (packages/sepa/standards) and the public bank samples (packages/sepa/bank-samples)
// live; their origins and licences are in each folder's SOURCES.md. Resolved from this file, not from the
// working directory, so the sepa tests, the API tests and the bench find them from any clone folder.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SepaMessageType } from './xml-parse.ts';

const packageDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The official XSD of a message type, e.g. `pain.008.001.08` → …/standards/pain.008.001.08.xsd. */
export function standardPath(messageType: SepaMessageType | 'pain.001.001.09'): string {
  return path.join(packageDirectory, 'standards', `${messageType}.xsd`);
}

/** A public bank sample by its file name, e.g. `pain008v08_php-sepa-xml.xml`. */
export function bankSamplePath(fileName: string): string {
  return path.join(packageDirectory, 'bank-samples', fileName);
}
