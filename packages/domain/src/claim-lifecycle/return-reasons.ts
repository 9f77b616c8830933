// The ISO 20022 reason codes banks send back on a direct debit (camt.053/054 RtrInf, pain.002 StsRsnInf),
// with what each means for the claim (DOMAIN-NL §2). Data, so the bank import, the retry button, the
// batch, the dunning run and the customer's e-mail read one table.

/** What kind of failure a code is: it decides whether, when and by whom the claim is collected again. */
export type ReturnReasonClass =
  /** AM04: collected again with the next batch, at most twice. */
  | 'insufficient_funds'
  /** The account cannot be debited any more: a new IBAN is needed. */
  | 'account'
  /** The bank knows no valid mandate: a new mandate is needed. */
  | 'mandate'
  /** Direct debit is not allowed on this account: another account or a transfer. */
  | 'debit_not_allowed'
  /** MD06: the debtor had the debit refunded. Never debited again; paid by transfer. */
  | 'chargeback'
  /** The debtor (or their bank, without a reason) refused: no blind retry, paid by transfer. */
  | 'refused'
  /** Our file or our data was wrong: staff fix it and may offer the claim again. */
  | 'technical'
  /** MD07: the debtor died. Stop everything; staff handle it personally. */
  | 'deceased'
  /** AM05: the bank saw it as a duplicate. Staff check what was collected. */
  | 'duplicate'
  /** A code not in the table: staff look at it. */
  | 'unknown'
  /**
   * The bank refused our whole file or payment-information block at intake (pain.002 GrpSts or PmtInfSts
   * RJCT): no debtor's bank saw the collection, and the code is about our file or our account, never the
   * debtor's. Staff fix the cause and offer the claim again.
   */
  | 'batch_rejected';

export type ReturnReason = {
  code: string;
  reasonClass: ReturnReasonClass;
  /** What the code means, in Dutch, for staff (the import report, the SEPA screen). */
  meaning: string;
  /** The mandate can no longer be used: the next debit needs a new IBAN or a new mandate. */
  invalidatesMandate: boolean;
};

const table: ReadonlyArray<[string, ReturnReasonClass, string, boolean]> = [
  ['AC01', 'account', 'rekeningnummer onjuist', true],
  ['AC04', 'account', 'rekening opgeheven', true],
  ['AC06', 'account', 'rekening geblokkeerd', true],
  ['AG01', 'debit_not_allowed', 'incasso niet toegestaan op deze rekening', true],
  ['AG02', 'technical', 'ongeldige transactiecode in ons bestand', false],
  ['AM04', 'insufficient_funds', 'onvoldoende saldo', false],
  ['AM05', 'duplicate', 'dubbele incasso', false],
  ['AM10', 'technical', 'controletotaal van ons bestand klopt niet', false],
  ['AM18', 'technical', 'aantal transacties in ons bestand klopt niet', false],
  ['BE05', 'technical', 'incassant onbekend bij de bank (incassant-ID)', false],
  ['CH21', 'technical', 'verplicht gegeven ontbreekt in ons bestand', false],
  ['CNOR', 'technical', 'bank van de incassant neemt niet deel', false],
  ['DNOR', 'account', 'bank van de klant neemt niet deel aan SEPA-incasso', true],
  ['DT01', 'technical', 'ongeldige datum (incassodatum)', false],
  ['DU01', 'duplicate', 'bestand al eerder aangeleverd (zelfde bericht-ID)', false],
  ['DU02', 'duplicate', 'incassoblok al eerder aangeleverd (zelfde PmtInfId)', false],
  ['DU03', 'duplicate', 'transactie al eerder aangeleverd', false],
  ['DU04', 'duplicate', 'EndToEndId al eerder aangeleverd', false],
  ['DU05', 'duplicate', 'InstrId al eerder aangeleverd', false],
  ['FF01', 'technical', 'ongeldig bestandsformaat', false],
  ['MD01', 'mandate', 'geen geldige machtiging', true],
  ['MD02', 'technical', 'verplichte machtigingsgegevens ontbreken of kloppen niet', false],
  ['MD06', 'chargeback', 'teruggeboekt op verzoek van de klant', false],
  ['MD07', 'deceased', 'rekeninghouder overleden', true],
  ['MS02', 'refused', 'geweigerd door de klant', false],
  ['MS03', 'refused', 'geweigerd door de bank zonder opgave van reden', false],
  ['RC01', 'technical', 'BIC onjuist', false],
  ['RR01', 'technical', 'rekening of identificatie van de klant ontbreekt (regelgeving)', false],
  ['RR02', 'technical', 'naam of adres van de klant ontbreekt (regelgeving)', false],
  ['RR03', 'technical', 'naam of adres van de incassant ontbreekt (regelgeving)', false],
  ['RR04', 'technical', 'geweigerd om redenen van regelgeving', false],
  ['SL01', 'debit_not_allowed', 'geweigerd door een regel van de bank van de klant', true],
];

export const RETURN_REASONS: ReadonlyMap<string, ReturnReason> = new Map(
  table.map(([code, reasonClass, meaning, invalidatesMandate]) => [
    code,
    { code, reasonClass, meaning, invalidatesMandate },
  ]),
);

/** The code's row; an unknown code (or none) is for staff to look at. */
export function returnReasonOf(code: string | null): ReturnReason {
  const known = code ? RETURN_REASONS.get(code.toUpperCase()) : undefined;
  return (
    known ?? {
      code: code ?? '',
      reasonClass: 'unknown',
      meaning: code ? `onbekende redencode ${code}` : 'geen reden opgegeven',
      invalidatesMandate: false,
    }
  );
}

/**
 * A rejection of the whole file or payment-information block (pain.002 GrpSts or PmtInfSts RJCT): whatever
 * the code, it is about our file or our account (AC01 there is our IBAN), so it never invalidates a mandate.
 */
export function batchRejectionReason(code: string | null): ReturnReason {
  const reason = returnReasonOf(code);
  return {
    code: reason.code,
    reasonClass: 'batch_rejected',
    meaning: `de bank weigerde het hele incassobestand (${reason.meaning})`,
    invalidatesMandate: false,
  };
}

/** The reason of a claim's newest return: a whole batch's rejection, or the code's own row. */
export function reasonOfReturn(lastReturn: { code: string | null; batchRejected?: boolean }): ReturnReason {
  return lastReturn.batchRejected ? batchRejectionReason(lastReturn.code) : returnReasonOf(lastReturn.code);
}

/** A refund the debtor asked for (Core scheme, within 8 weeks, no reason needed). */
export const CHARGEBACK_REASON_CODE = 'MD06';

/** Classes after which the claim waits for a new IBAN or mandate before it is debited again. */
export const NEEDS_NEW_PAYMENT_METHOD: ReadonlySet<ReturnReasonClass> = new Set([
  'account',
  'mandate',
  'debit_not_allowed',
]);

/** Classes staff must look at before anything else happens (the dunning run leaves them alone). */
export const STAFF_REVIEW: ReadonlySet<ReturnReasonClass> = new Set([
  'technical',
  'deceased',
  'duplicate',
  'unknown',
  'batch_rejected',
]);
