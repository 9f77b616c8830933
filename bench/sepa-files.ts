// pain.008 for 50,000 transactions (our writer and the `sepa` npm package) and a camt.053 of 50,000
// entries through our reader: time, peak memory, and whether each written file validates.
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, mkdtempSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { type DirectDebitFile, readBankToCustomer, writePain008 } from '../packages/sepa/src/index.ts';
import { generateCamt053 } from '../packages/sepa/src/test-fixtures/generate-camt053.ts';

const COUNT = Number(process.env.BENCH_SEPA_COUNT ?? 50_000);
const xsdDir = process.env.SEPA_XSD_DIR ?? path.resolve(import.meta.dirname, '../../shared/standards');
const folder = mkdtempSync(path.join(os.tmpdir(), 'bench-sepa-'));

function debitFile(): DirectDebitFile {
  return {
    version: 'pain.008.001.08',
    messageId: 'BENCH-PAIN008-1',
    createdAt: '2026-11-21T10:00:00',
    localInstrument: 'CORE',
    creditor: {
      name: 'Hostportaal B.V.',
      address: {
        street: 'Stationsplein',
        buildingNumber: '45',
        postCode: '3013 AK',
        townName: 'Rotterdam',
        country: 'NL',
      },
      iban: 'NL03RABO0312456789',
      bic: 'RABONL2U',
      creditorId: 'NL32ZZZ876543210000',
    },
    paymentInformations: [
      {
        paymentInformationId: 'BENCH-PAIN008-1-RCUR',
        sequenceType: 'RCUR',
        collectionDate: '2026-11-24',
        transactions: Array.from({ length: COUNT }, (_, index) => ({
          endToEndId: `2026-${String(index).padStart(6, '0')}-1`,
          amountCents: 1210 + (index % 5000),
          mandateId: `HP-MND-${String(index).padStart(6, '0')}`,
          mandateSignedOn: '2025-01-15',
          amendment: null,
          debtorName: `Klant ${index} Bakker`,
          debtorAddress: {
            street: 'Dorpsstraat',
            buildingNumber: String(index % 200),
            postCode: '1234 AB',
            townName: 'Utrecht',
            country: 'NL',
          },
          debtorIban: 'NL91ABNA0417164300',
          debtorBic: null,
          remittanceInformation: `Factuur 2026-${String(index).padStart(6, '0')} PAY-2026-${index}`,
        })),
      },
    ],
  };
}

function validates(file: string, xsd: string): string {
  try {
    execFileSync('xmllint', ['--noout', '--schema', path.join(xsdDir, xsd), file], { stdio: 'pipe' });
    return 'validates';
  } catch (error) {
    return `fails: ${String((error as { stderr?: Buffer }).stderr ?? error).split('\n')[0]}`;
  }
}

async function measure(label: string, run: () => Promise<string>) {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  const started = performance.now();
  const file = await run();
  const ms = performance.now() - started;
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { label, ms, peakMb: peak / 2 ** 20, file };
}

export async function benchSepaFiles() {
  const input = debitFile();
  const ours = await measure('pain.008 (ours, streamed to a file)', async () => {
    const file = path.join(folder, 'ours.xml');
    const out = createWriteStream(file);
    for (const chunk of writePain008(input)) if (!out.write(chunk)) await once(out, 'drain');
    out.end();
    await once(out, 'finish');
    return file;
  });
  const peer = await measure('pain.008 (sepa npm package 3.0.0)', async () => {
    const SEPA = (await import('sepa')).default as unknown as Record<string, never> & {
      Document: new (type: string) => SepaDocument;
    };
    const doc = new SEPA.Document('pain.008.001.08');
    doc.grpHdr.id = 'BENCH-PAIN008-2';
    doc.grpHdr.created = new Date('2026-11-21T10:00:00Z');
    doc.grpHdr.initiatorName = input.creditor.name;
    const info = doc.createPaymentInfo();
    info.collectionDate = new Date('2026-11-24');
    info.creditorIBAN = input.creditor.iban;
    info.creditorBIC = input.creditor.bic;
    info.creditorName = input.creditor.name;
    info.creditorId = input.creditor.creditorId;
    info.batchBooking = true;
    doc.addPaymentInfo(info);
    for (const transaction of input.paymentInformations[0]?.transactions ?? []) {
      const tx = info.createTransaction();
      tx.debtorName = transaction.debtorName;
      tx.debtorIBAN = transaction.debtorIban;
      tx.mandateId = transaction.mandateId;
      tx.mandateSignatureDate = new Date(transaction.mandateSignedOn);
      tx.amount = transaction.amountCents / 100;
      tx.remittanceInfo = transaction.remittanceInformation;
      tx.end2endId = transaction.endToEndId;
      info.addTransaction(tx);
    }
    const file = path.join(folder, 'peer.xml');
    const out = createWriteStream(file);
    out.end(doc.toString());
    await once(out, 'finish');
    return file;
  });
  const camtText = generateCamt053(COUNT);
  const reader = await measure('camt.053 read (ours)', async () => {
    const message = readBankToCustomer(camtText);
    return `${message.statements[0]?.entries.length ?? 0} entries`;
  });

  console.log(`\n${COUNT} transactions; machine: ${os.cpus().length} cores, Node ${process.version}\n`);
  console.log('| Case | Time (s) | Peak RSS (MB) | Output | XSD |');
  console.log('|---|---:|---:|---|---|');
  for (const result of [ours, peer]) {
    const size = `${(statSync(result.file).size / 2 ** 20).toFixed(1)} MB`;
    console.log(
      `| ${result.label} | ${(result.ms / 1000).toFixed(2)} | ${result.peakMb.toFixed(0)} | ${size} | ${validates(result.file, 'pain.008.001.08.xsd')} |`,
    );
  }
  console.log(
    `| ${reader.label} | ${(reader.ms / 1000).toFixed(2)} | ${reader.peakMb.toFixed(0)} | ${reader.file} | – |`,
  );
  console.log(`\nTime ratio sepa package / ours: ${(peer.ms / ours.ms).toFixed(1)}×`);
}

type SepaTransaction = Record<string, unknown>;
type SepaPaymentInfo = Record<string, unknown> & {
  createTransaction: () => SepaTransaction;
  addTransaction: (tx: SepaTransaction) => void;
};
type SepaDocument = {
  grpHdr: Record<string, unknown>;
  createPaymentInfo: () => SepaPaymentInfo;
  addPaymentInfo: (info: SepaPaymentInfo) => void;
  toString: () => string;
};

if (import.meta.url === `file://${process.argv[1]}`) await benchSepaFiles();
