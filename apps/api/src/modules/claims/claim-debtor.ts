import type { DebtorDataProblem } from '@hostportaal/domain';
import {
  type DirectDebitDebtor,
  type DirectDebitTransaction,
  debtorProblem,
  isSameBank,
  type MandateAmendment,
} from '@hostportaal/sepa';

// The debtor of a claim as the pain.008 will carry it: the mandate's account holder, IBAN and reference and
// the customer's structured address. Built here once, for the batch that writes it and for the claim's facts,
// which screen it with the writer's own rules (packages/sepa debtorProblem) so the batch can leave out the
// one claim a file cannot carry (issue 26).

type CustomerAddress = {
  street: string | null;
  houseNumber: string | null;
  zipcode: string | null;
  city: string | null;
  country: string;
};

/** The debtor's structured address for a pain.008, or none when the customer never gave a complete one. */
export function debtorAddressOf(user: CustomerAddress): DirectDebitTransaction['debtorAddress'] {
  if (!user.street || !user.zipcode || !user.city) return null;
  return {
    street: user.street,
    buildingNumber: user.houseNumber,
    postCode: user.zipcode,
    townName: user.city,
    country: user.country,
  };
}

type MandateDetails = {
  reference: string;
  signedAt: string;
  accountHolder: string;
  iban: string;
  bic: string | null;
  originalIban: string | null;
  amendmentPending: boolean;
};

// An IBAN change keeps the mandate reference; the next collection tells the bank (DOMAIN-NL §2): the old
// IBAN at the same bank, or 'SMNDA' when the customer moved to another bank (EPC rulebook).
export function amendmentOf(mandate: Pick<MandateDetails, 'iban' | 'originalIban' | 'amendmentPending'>) {
  if (!mandate.amendmentPending || !mandate.originalIban) return null;
  const amendment: MandateAmendment = isSameBank(mandate.originalIban, mandate.iban)
    ? { originalDebtorIban: mandate.originalIban }
    : { originalDebtorIban: mandate.originalIban, otherBank: true };
  return amendment;
}

/** The debtor part of a collection of this mandate from this customer. */
export function debtorOf(mandate: MandateDetails, customer: CustomerAddress): DirectDebitDebtor {
  return {
    mandateId: mandate.reference,
    mandateSignedOn: mandate.signedAt,
    amendment: amendmentOf(mandate),
    debtorName: mandate.accountHolder,
    debtorAddress: debtorAddressOf(customer),
    debtorIban: mandate.iban,
    debtorBic: mandate.bic,
  };
}

/** What a SEPA file could not carry of this debtor, for the claim's facts; null when it can. */
export function debtorDataOf(
  mandate: MandateDetails | null,
  customer: CustomerAddress,
): DebtorDataProblem | null {
  if (!mandate) return null;
  const problem = debtorProblem(debtorOf(mandate, customer));
  return problem ? { field: problem.field, value: problem.value } : null;
}
