// The transaction details (TxDtls) of one camt entry: a batch booking carries one per collection,
// each with its EndToEndId, mandate and — for a return or refund — the reason code.
import type { BankEntry, BankEntryDetail } from './bank-statement-reader.ts';
import type { XmlNode } from './xml-parse.ts';
import {
  xmlAmountCents,
  xmlChild,
  xmlChildren,
  xmlCodeOrProprietary,
  xmlText,
  xmlTexts,
} from './xml-tree.ts';

type EntryBase = Pick<BankEntry, 'amountCents' | 'creditDebit' | 'additionalInfo'>;

export function readEntryDetails(entry: XmlNode, base: EntryBase, where: string): BankEntryDetail[] {
  const details = xmlChildren(entry, 'NtryDtls').flatMap((group) => xmlChildren(group, 'TxDtls'));
  if (details.length === 0) return [synthesizedDetail(base)];
  return details.map((detail, index) =>
    readDetail(detail, base, details.length === 1, `${where}, transaction details ${index + 1}`),
  );
}

function readDetail(detail: XmlNode, base: EntryBase, onlyDetail: boolean, where: string): BankEntryDetail {
  const parties = xmlChild(detail, 'RltdPties');
  const returnInfo = xmlChild(detail, 'RtrInf');
  const creditDebit = xmlText(detail, 'CdtDbtInd');
  const additionalTransactionInfo = xmlText(detail, 'AddtlTxInf');
  const ownAmount =
    // .08 puts the amount straight in TxDtls; .02 (and .08 alongside) under AmtDtls.
    xmlAmountCents(detail, ['Amt'], where) ??
    xmlAmountCents(detail, ['AmtDtls', 'TxAmt', 'Amt'], where) ??
    xmlAmountCents(detail, ['AmtDtls', 'InstdAmt', 'Amt'], where);
  return {
    endToEndId: presentId(xmlText(detail, 'Refs', 'EndToEndId')),
    accountServicerReference: xmlText(detail, 'Refs', 'AcctSvcrRef'),
    instructionId: presentId(xmlText(detail, 'Refs', 'InstrId')),
    mandateId: presentId(xmlText(detail, 'Refs', 'MndtId')),
    amountCents: ownAmount ?? (onlyDetail ? base.amountCents : null),
    creditDebit: creditDebit === 'CRDT' || creditDebit === 'DBIT' ? creditDebit : base.creditDebit,
    returnReasonCode: xmlCodeOrProprietary(xmlChild(returnInfo, 'Rsn')),
    returnAdditionalInfo: joined(xmlTexts(returnInfo, 'AddtlInf')),
    remittanceText: joined(xmlTexts(detail, 'RmtInf', 'Ustrd')),
    remittanceReference:
      xmlChildren(xmlChild(detail, 'RmtInf'), 'Strd')
        .map((structured) => xmlText(structured, 'CdtrRefInf', 'Ref'))
        .find((reference) => reference !== null) ?? null,
    // .08 wraps the party in Pty.
    debtorName: xmlText(parties, 'Dbtr', 'Nm') ?? xmlText(parties, 'Dbtr', 'Pty', 'Nm'),
    debtorIban: xmlText(parties, 'DbtrAcct', 'Id', 'IBAN'),
    creditorId: creditorSchemeId(xmlChild(parties, 'Cdtr')),
    sequenceType: /\/SQTP\/(FRST|RCUR|OOFF|FNAL)\b/.exec(additionalTransactionInfo ?? '')?.[1] ?? null,
    additionalTransactionInfo,
  };
}

function synthesizedDetail(base: EntryBase): BankEntryDetail {
  return {
    endToEndId: null,
    accountServicerReference: null,
    instructionId: null,
    mandateId: null,
    amountCents: base.amountCents,
    creditDebit: base.creditDebit,
    returnReasonCode: null,
    returnAdditionalInfo: null,
    // Banks that book without details describe the transfer in AddtlNtryInf (e.g. a PAY-… reference).
    remittanceText: base.additionalInfo,
    remittanceReference: null,
    debtorName: null,
    debtorIban: null,
    creditorId: null,
    sequenceType: null,
    additionalTransactionInfo: null,
  };
}

/** The SEPA creditor identifier in Cdtr/Id (.02) or Cdtr/Pty/Id (.08), scheme 'SEPA' preferred. */
function creditorSchemeId(creditor: XmlNode | undefined): string | null {
  const others = [
    ...xmlChildren(xmlChild(creditor, 'Id', 'PrvtId'), 'Othr'),
    ...xmlChildren(xmlChild(creditor, 'Pty', 'Id', 'PrvtId'), 'Othr'),
  ];
  const sepa = others.find((other) => xmlText(other, 'SchmeNm', 'Prtry') === 'SEPA');
  return xmlText(sepa ?? others[0], 'Id');
}

// 'NOTPROVIDED' is the rulebook's placeholder for a reference the initiator did not give.
function presentId(id: string | null): string | null {
  return id === 'NOTPROVIDED' ? null : id;
}

function joined(lines: string[]): string | null {
  return lines.length === 0 ? null : lines.join(' ');
}
