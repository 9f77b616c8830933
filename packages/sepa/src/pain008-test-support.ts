// Test support for the pain.008 writer tests: sample input, IBAN maker and XSD validation through xmllint
// against the schemas in packages/sepa/standards.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { creditorIdCheckDigits } from './creditor-id.ts';
import type {
  DirectDebitFile,
  DirectDebitTransaction,
  Pain008Version,
  PaymentInformation,
} from './direct-debit-types.ts';
import { standardPath } from './reference-files.ts';

/** Runs xmllint against the schema; returns its messages ('' when the file validates). */
export function xsdErrorsOfFile(file: string, version: Pain008Version): string {
  const result = spawnSync('xmllint', ['--noout', '--schema', standardPath(version), file], {
    encoding: 'utf8',
  });
  return result.status === 0
    ? ''
    : `${result.stderr}${result.stdout}`.trim() || `xmllint exit ${result.status}`;
}

export function xsdErrors(xml: string, version: Pain008Version): string {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'pain008-'));
  try {
    const file = path.join(directory, 'file.xml');
    writeFileSync(file, xml);
    return xsdErrorsOfFile(file, version);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

/** A valid Dutch IBAN for a bank code and up to 10 digits (same mod-97 as the creditor id, without ZZZ). */
export function dutchIban(bankCode: string, accountNumber: number): string {
  const bban = `${bankCode}${String(accountNumber).padStart(10, '0')}`;
  return `NL${creditorIdCheckDigits('NL', bban)}${bban}`;
}

export function sampleTransaction(overrides: Partial<DirectDebitTransaction> = {}): DirectDebitTransaction {
  return {
    endToEndId: 'INV-2026-000123',
    amountCents: 1815,
    mandateId: 'HP-MANDATE-0001',
    mandateSignedOn: '2025-03-14',
    amendment: null,
    debtorName: 'Zoë Jansen & Zonen',
    debtorAddress: {
      street: 'Keizersgracht',
      buildingNumber: '12a',
      postCode: '1015 CS',
      townName: 'Amsterdam',
      country: 'NL',
    },
    debtorIban: 'NL91ABNA0417164300',
    debtorBic: 'ABNANL2A',
    remittanceInformation: 'Factuur 2026-000123 PAY-2026-0123',
    ...overrides,
  };
}

export function sampleFile(overrides: Partial<DirectDebitFile> = {}): DirectDebitFile {
  return {
    version: 'pain.008.001.08',
    messageId: 'HP-20261121-0001',
    createdAt: '2026-11-21T10:00:00Z',
    localInstrument: 'CORE',
    creditor: {
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
      creditorId: 'NL51ZZZ405365330000',
    },
    paymentInformations: [
      {
        paymentInformationId: 'HP-20261121-0001-RCUR',
        sequenceType: 'RCUR',
        collectionDate: '2026-11-24',
        transactions: [sampleTransaction()],
      },
    ],
    ...overrides,
  };
}

/** The first PmtInf of a file, for tests that change it in place. */
export function firstBatch(file: DirectDebitFile): PaymentInformation {
  const batch = file.paymentInformations[0];
  if (!batch) throw new Error('file has no payment information');
  return batch;
}

export function firstTransaction(file: DirectDebitFile): DirectDebitTransaction {
  const transaction = firstBatch(file).transactions[0];
  if (!transaction) throw new Error('first batch has no transactions');
  return transaction;
}
