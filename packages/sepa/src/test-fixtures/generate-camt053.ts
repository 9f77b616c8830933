// A large camt.053.001.02 for the reader's volume test: `count` collection entries of EUR 18.15, every
// tenth one an AM04 return, each with one TxDtls, as one statement.
const HEADER = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>
<GrpHdr><MsgId>GENERATED-CAMT053</MsgId><CreDtTm>2026-12-04T06:00:00</CreDtTm></GrpHdr>
<Stmt><Id>GENERATED-1</Id><CreDtTm>2026-12-04T06:00:00</CreDtTm>
<Acct><Id><IBAN>NL20INGB0001234567</IBAN></Id><Ccy>EUR</Ccy></Acct>
<Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">0.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-12-03</Dt></Dt></Bal>`;

function entry(index: number): string {
  const isReturn = index % 10 === 9;
  const endToEndId = `HP-INV-2026-${String(index).padStart(6, '0')}`;
  return `<Ntry><Amt Ccy="EUR">18.15</Amt><CdtDbtInd>${isReturn ? 'DBIT' : 'CRDT'}</CdtDbtInd>${isReturn ? '<RvslInd>true</RvslInd>' : ''}<Sts>BOOK</Sts>
<BookgDt><Dt>2026-12-03</Dt></BookgDt><ValDt><Dt>2026-12-03</Dt></ValDt>
<BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>IDDT</Cd><SubFmlyCd>${isReturn ? 'UPDD' : 'ESDD'}</SubFmlyCd></Fmly></Domn></BkTxCd>
<NtryDtls><TxDtls><Refs><EndToEndId>${endToEndId}</EndToEndId><MndtId>HP-MANDATE-${index}</MndtId></Refs>
<AmtDtls><TxAmt><Amt Ccy="EUR">18.15</Amt></TxAmt></AmtDtls>
<RltdPties><Dbtr><Nm>Klant ${index}</Nm></Dbtr><DbtrAcct><Id><IBAN>NL91ABNA0417164300</IBAN></Id></DbtrAcct></RltdPties>
<RmtInf><Ustrd>Factuur ${endToEndId} PAY-2026-${index}</Ustrd></RmtInf>${isReturn ? '<RtrInf><Rsn><Cd>AM04</Cd></Rsn></RtrInf>' : ''}
</TxDtls></NtryDtls></Ntry>`;
}

export function generateCamt053(count: number): string {
  const parts = [HEADER];
  for (let index = 0; index < count; index += 1) parts.push(entry(index));
  parts.push('</Stmt></BkToCstmrStmt></Document>');
  return parts.join('\n');
}
