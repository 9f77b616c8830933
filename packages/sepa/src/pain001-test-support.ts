// Test support for the pain.001 writer tests: a sample payout file and XSD validation through xmllint.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CreditTransfer, CreditTransferFile } from './pain001-writer.ts';
import { standardPath } from './reference-files.ts';

/** xmllint's messages against pain.001.001.09 ('' when the document validates). */
export function pain001XsdErrors(xml: string): string {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'pain001-'));
  try {
    const file = path.join(directory, 'file.xml');
    writeFileSync(file, xml);
    const result = spawnSync('xmllint', ['--noout', '--schema', standardPath('pain.001.001.09'), file], {
      encoding: 'utf8',
    });
    return result.status === 0
      ? ''
      : `${result.stderr}${result.stdout}`.trim() || `xmllint exit ${result.status}`;
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

export function sampleTransfer(overrides: Partial<CreditTransfer> = {}): CreditTransfer {
  return {
    endToEndId: 'HP-PO-20261121-0001',
    amountCents: 4250,
    creditorName: 'Zoë Jansen & Zonen',
    creditorIban: 'NL91ABNA0417164300',
    creditorBic: 'ABNANL2A',
    remittanceInformation: 'Terugbetaling tegoed klantnummer 1042',
    ...overrides,
  };
}

export function sampleCreditTransferFile(overrides: Partial<CreditTransferFile> = {}): CreditTransferFile {
  return {
    messageId: 'HP-PO-20261121-0001',
    createdAt: '2026-11-21T10:00:00+01:00',
    paymentInformationId: 'HP-PO-20261121-0001-TRF',
    executionDate: '2026-11-23',
    debtor: {
      name: 'Hostportaal B.V.',
      address: {
        street: 'Stationsplein',
        buildingNumber: '1',
        postCode: '3511 ED',
        townName: 'Utrecht',
        country: 'NL',
      },
      iban: 'NL44RABO0123456789',
      bic: 'RABONL2U',
    },
    transfers: [sampleTransfer()],
    ...overrides,
  };
}
