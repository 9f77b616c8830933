// A large camt.053.001.02 for the reader's volume test and the import benchmark: `count` collection
// entries, every tenth one an AM04 return, each with one TxDtls, as one statement. By default each entry
// is EUR 18.15 with made-up references; `entryAt` points the entries at real collections instead.
const HEADER = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>
<GrpHdr><MsgId>GENERATED-CAMT053</MsgId><CreDtTm>2026-12-04T06:00:00</CreDtTm></GrpHdr>
<Stmt><Id>GENERATED-1</Id><CreDtTm>2026-12-04T06:00:00</CreDtTm>
<Acct><Id><IBAN>NL20INGB0001234567</IBAN></Id><Ccy>EUR</Ccy></Acct>
<Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">0.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-12-03</Dt></Dt></Bal>`;

export type GeneratedCollection = { endToEndId: string; mandateId: string; amountCents: number };

const madeUp = (index: number): GeneratedCollection => ({
  endToEndId: `HP-INV-2026-${String(index).padStart(6, '0')}`,
  mandateId: `HP-MANDATE-${index}`,
  amountCents: 1815,
});

const decimal = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

function entry(index: number, { endToEndId, mandateId, amountCents }: GeneratedCollection): string {
  const isReturn = index % 10 === 9;
  const amount = decimal(amountCents);
  return `<Ntry><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>${isReturn ? 'DBIT' : 'CRDT'}</CdtDbtInd>${isReturn ? '<RvslInd>true</RvslInd>' : ''}<Sts>BOOK</Sts>
<BookgDt><Dt>2026-12-03</Dt></BookgDt><ValDt><Dt>2026-12-03</Dt></ValDt>
<BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>IDDT</Cd><SubFmlyCd>${isReturn ? 'UPDD' : 'ESDD'}</SubFmlyCd></Fmly></Domn></BkTxCd>
<NtryDtls><TxDtls><Refs><EndToEndId>${endToEndId}</EndToEndId><MndtId>${mandateId}</MndtId></Refs>
<AmtDtls><TxAmt><Amt Ccy="EUR">${amount}</Amt></TxAmt></AmtDtls>
<RltdPties><Dbtr><Nm>Klant ${index}</Nm></Dbtr><DbtrAcct><Id><IBAN>NL91ABNA0417164300</IBAN></Id></DbtrAcct></RltdPties>
<RmtInf><Ustrd>Factuur ${endToEndId} PAY-2026-${index}</Ustrd></RmtInf>${isReturn ? '<RtrInf><Rsn><Cd>AM04</Cd></Rsn></RtrInf>' : ''}
</TxDtls></NtryDtls></Ntry>`;
}

export function generateCamt053(
  count: number,
  entryAt: (index: number) => GeneratedCollection = madeUp,
): string {
  const parts = [HEADER];
  for (let index = 0; index < count; index += 1) parts.push(entry(index, entryAt(index)));
  parts.push('</Stmt></BkToCstmrStmt></Document>');
  return parts.join('\n');
}
