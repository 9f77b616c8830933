// Test support: a small camt.053.001.02 with exactly the entries a test needs (one TxDtls each).
import { demoCompany } from '../../db/seed/portal-seed.ts';

/** The statements a test imports are of the company's own account (demoCompany), or the import refuses them. */
export const OUR_IBAN = demoCompany.iban;

/** A bank's sample file made ours: its statement account (Acct, not a debtor's) becomes the company's IBAN. */
export function asOurStatement(xml: string): string {
  return xml.replace(/(<Acct>\s*<Id>\s*<IBAN>)[^<]+(<\/IBAN>)/g, `$1${OUR_IBAN}$2`);
}

export type CamtEntry = {
  /** Euros as the bank writes them, e.g. '12.10'. */
  amount: string;
  creditDebit: 'CRDT' | 'DBIT';
  /** IDDT: direct debit; RCDT: received transfer; anything else (e.g. bank costs) leaves the line unrecognised. */
  family: 'IDDT' | 'RCDT' | 'CHRG';
  reversal?: boolean;
  endToEndId?: string;
  mandateId?: string;
  returnReason?: string;
  remittance?: string;
  debtorName?: string;
};

const subFamily = { IDDT: 'ESDD', RCDT: 'ESCT', CHRG: 'OTHR' };

function entry(line: CamtEntry, index: number): string {
  const family = line.reversal ? 'UPDD' : subFamily[line.family];
  return `<Ntry><NtryRef>${index + 1}</NtryRef><Amt Ccy="EUR">${line.amount}</Amt><CdtDbtInd>${line.creditDebit}</CdtDbtInd>${line.reversal ? '<RvslInd>true</RvslInd>' : ''}<Sts>BOOK</Sts>
<BookgDt><Dt>2026-11-21</Dt></BookgDt><ValDt><Dt>2026-11-21</Dt></ValDt>
<BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>${line.family}</Cd><SubFmlyCd>${family}</SubFmlyCd></Fmly></Domn></BkTxCd>
<NtryDtls><TxDtls><Refs><EndToEndId>${line.endToEndId ?? 'NOTPROVIDED'}</EndToEndId>${line.mandateId ? `<MndtId>${line.mandateId}</MndtId>` : ''}</Refs>
<AmtDtls><TxAmt><Amt Ccy="EUR">${line.amount}</Amt></TxAmt></AmtDtls>
${line.debtorName ? `<RltdPties><Dbtr><Nm>${line.debtorName}</Nm></Dbtr></RltdPties>` : ''}
${line.remittance ? `<RmtInf><Ustrd>${line.remittance}</Ustrd></RmtInf>` : ''}${line.returnReason ? `<RtrInf><Rsn><Cd>${line.returnReason}</Cd></Rsn></RtrInf>` : ''}
</TxDtls></NtryDtls></Ntry>`;
}

/** `messageId` makes each file distinct (the import refuses the same bytes twice). */
export function camt053(messageId: string, entries: CamtEntry[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>
<GrpHdr><MsgId>${messageId}</MsgId><CreDtTm>2026-11-21T06:00:00</CreDtTm></GrpHdr>
<Stmt><Id>${messageId}-1</Id><CreDtTm>2026-11-21T06:00:00</CreDtTm>
<Acct><Id><IBAN>${OUR_IBAN}</IBAN></Id><Ccy>EUR</Ccy></Acct>
${entries.map(entry).join('\n')}
</Stmt></BkToCstmrStmt></Document>`;
}
