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
  | 'unknown';

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
  ['BE05', 'technical', 'incassant onbekend bij de bank (incassant-ID)', false],
  ['CNOR', 'technical', 'bank van de incassant neemt niet deel', false],
  ['DNOR', 'account', 'bank van de klant neemt niet deel aan SEPA-incasso', true],
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
]);
