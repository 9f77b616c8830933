import { describe, expect, it } from 'vitest';
import { sampleCreditTransferFile, sampleTransfer } from './pain001-test-support.ts';
import { writePain001 } from './pain001-writer.ts';

describe('pain.001 writer', () => {
  it('writes our company as debtor and one transaction per payout with its own EndToEndId', () => {
    const xml = writePain001(
      sampleCreditTransferFile({
        transfers: [
          sampleTransfer(),
          sampleTransfer({ endToEndId: 'HP-PO-2', amountCents: 1999, creditorBic: null }),
        ],
      }),
    );
    expect(xml).toContain('xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09"');
    expect(xml).toContain('<CstmrCdtTrfInitn>');
    expect(xml).toContain('<NbOfTxs>2</NbOfTxs><CtrlSum>62.49</CtrlSum>');
    expect(xml).toContain('<PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl></PmtTpInf>');
    expect(xml).toContain('<ReqdExctnDt><Dt>2026-11-23</Dt></ReqdExctnDt>');
    expect(xml).toMatch(/<Dbtr><Nm>Hostportaal B\.V\.<\/Nm><PstlAdr>.*<TwnNm>Utrecht<\/TwnNm>/);
    expect(xml).toContain('<DbtrAcct><Id><IBAN>NL44RABO0123456789</IBAN></Id></DbtrAcct>');
    expect(xml).toContain('<DbtrAgt><FinInstnId><BICFI>RABONL2U</BICFI></FinInstnId></DbtrAgt>');
    expect(xml).toContain('<ChrgBr>SLEV</ChrgBr>');
    expect(xml.match(/<CdtTrfTxInf>/g)).toHaveLength(2);
    expect(xml).toContain('<EndToEndId>HP-PO-20261121-0001</EndToEndId>');
    expect(xml).toContain('<InstdAmt Ccy="EUR">42.50</InstdAmt>');
    expect(xml).toContain(
      '<EndToEndId>HP-PO-2</EndToEndId></PmtId><Amt><InstdAmt Ccy="EUR">19.99</InstdAmt></Amt><Cdtr>',
    );
    expect(xml).toContain('<Ustrd>Terugbetaling tegoed klantnummer 1042</Ustrd>');
  });

  it('keeps names and remittance in the SEPA character set, escaped and cut to length', () => {
    const xml = writePain001(
      sampleCreditTransferFile({
        transfers: [
          sampleTransfer({
            creditorName: 'Zoë Jansen & Zonen',
            remittanceInformation: `Tegoed ‘klant’ 1042 — ${'x'.repeat(200)}`,
          }),
        ],
      }),
    );
    expect(xml).toContain('<Cdtr><Nm>Zoe Jansen + Zonen</Nm></Cdtr>');
    const remittance = /<Ustrd>(.*?)<\/Ustrd>/.exec(xml)?.[1] ?? '';
    expect(remittance.startsWith('Tegoed &apos;klant&apos; 1042 - x')).toBe(true);
    expect(remittance.replace(/&apos;/g, "'").length).toBeLessThanOrEqual(140);
  });

  it('refuses input a bank would refuse, before writing anything', () => {
    const bad = (overrides: Parameters<typeof sampleTransfer>[0]) => () =>
      writePain001(sampleCreditTransferFile({ transfers: [sampleTransfer(overrides)] }));
    expect(bad({ creditorIban: 'NL00ABNA0417164300' })).toThrow(/creditor IBAN/);
    expect(bad({ amountCents: 0 })).toThrow(/amount/);
    expect(bad({ creditorName: '東京' })).toThrow(/creditor name/);
    expect(bad({ endToEndId: 'with space and too long for a sepa identifier of 35' })).toThrow(/EndToEndId/);
    expect(() => writePain001(sampleCreditTransferFile({ transfers: [] }))).toThrow(/no transfers/);
    expect(() =>
      writePain001(sampleCreditTransferFile({ transfers: [sampleTransfer(), sampleTransfer()] })),
    ).toThrow(/used twice/);
    expect(() => writePain001(sampleCreditTransferFile({ executionDate: '2026-02-30' }))).toThrow(
      /execution date/,
    );
  });
});
