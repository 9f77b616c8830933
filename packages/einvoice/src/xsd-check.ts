// UBL 2.1 syntax check with xmllint (libxml2-utils), as the SEPA files are checked against their XSDs.
import { spawn } from 'node:child_process';
import { type UblDocumentType, ublSchemaPath } from './standards-files.ts';

/** xmllint's complaints about `xml` against the UBL 2.1 schema of its document type; [] when it validates. */
export function ublSchemaErrors(xml: string, documentType: UblDocumentType): Promise<string[]> {
  // --nonet: the schemas import each other by relative path; nothing may be fetched.
  const args = ['--noout', '--nonet', '--schema', ublSchemaPath(documentType), '-'];
  return new Promise((resolve, reject) => {
    const xmllint = spawn('xmllint', args, { stdio: ['pipe', 'pipe', 'pipe'] });
    let output = '';
    xmllint.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
    });
    xmllint.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
    });
    xmllint.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error('xmllint is not installed (Debian: apt-get install libxml2-utils)')
          : error,
      ),
    );
    xmllint.on('close', (status) => {
      if (status === 0) return resolve([]);
      const messages = output
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '' && line !== '- fails to validate');
      resolve(messages.length > 0 ? messages : [`xmllint exit ${status}`]);
    });
    xmllint.stdin.end(xml);
  });
}
