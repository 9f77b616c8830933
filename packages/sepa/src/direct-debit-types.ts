// The data of a SEPA direct debit initiation (pain.008), as the writer takes it and the reader gives it
// back. Amounts are integer euro cents; dates are ISO 'YYYY-MM-DD'; text is already in our own words
// (the writer transliterates to the SEPA character set).

export type SequenceType = 'FRST' | 'RCUR' | 'OOFF' | 'FNAL';
export type LocalInstrument = 'CORE' | 'B2B';
export type Pain008Version = 'pain.008.001.08' | 'pain.008.001.02';

/** Structured postal address (Dutch banks reject unstructured ones from 15 Nov 2026). */
export type PostalAddress = {
  street: string;
  buildingNumber: string | null;
  postCode: string;
  townName: string;
  /** ISO 3166 alpha-2, e.g. 'NL'. */
  country: string;
};

export type Creditor = {
  name: string;
  address: PostalAddress;
  iban: string;
  /** Optional (IBAN-only is allowed). */
  bic: string | null;
  /** Dutch incassant-ID, e.g. 'NL51ZZZ405365330000'. */
  creditorId: string;
};

/** Set when the debtor's IBAN or the mandate changed since the last collection (AmdmntInd). */
export type MandateAmendment = {
  originalMandateId?: string;
  originalDebtorIban?: string;
  /** The debtor moved to another bank: OrgnlDbtrAgt 'SMNDA'. */
  otherBank?: boolean;
};

export type DirectDebitTransaction = {
  /** ≤ 35 characters, unique within the file. */
  endToEndId: string;
  amountCents: number;
  mandateId: string;
  mandateSignedOn: string;
  amendment: MandateAmendment | null;
  debtorName: string;
  debtorAddress: PostalAddress | null;
  debtorIban: string;
  debtorBic: string | null;
  /** Unstructured remittance text (≤ 140), e.g. 'Factuur 2026-000123 PAY-2026-0123'. */
  remittanceInformation: string;
};

/** One PmtInf: all transactions of one sequence type and one collection date. */
export type PaymentInformation = {
  /** ≤ 35 characters, unique. */
  paymentInformationId: string;
  sequenceType: SequenceType;
  collectionDate: string;
  transactions: DirectDebitTransaction[];
};

export type DirectDebitFile = {
  version: Pain008Version;
  /** ≤ 35 characters, unique per file. */
  messageId: string;
  /** ISO date-time of creation. */
  createdAt: string;
  localInstrument: LocalInstrument;
  creditor: Creditor;
  paymentInformations: PaymentInformation[];
};
