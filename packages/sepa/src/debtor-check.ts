// The pain.008 writer's rules for one debtor, as a question a caller can ask before writing: a batch screens
// every debtor with these and leaves out the one it cannot write, instead of the writer refusing the whole
// file for everybody (issue 26). The writer checks every transaction with the same function.
import { isSEPACountry } from 'ibantools';
import type { DirectDebitTransaction, PostalAddress } from './direct-debit-types.ts';
import { isValidBic, isValidIban, normalizeIban } from './iban.ts';
import { sepaIdProblem } from './sepa-id.ts';
import { hasSepaText } from './sepa-text.ts';

/** What the writer needs to know about the debtor and their mandate. */
export type DirectDebitDebtor = Pick<
  DirectDebitTransaction,
  'mandateId' | 'mandateSignedOn' | 'amendment' | 'debtorName' | 'debtorAddress' | 'debtorIban' | 'debtorBic'
>;

/** Which of the debtor's details a SEPA file cannot carry. */
export type DebtorField =
  | 'name'
  | 'town'
  | 'country'
  | 'iban'
  | 'bic'
  | 'mandate_reference'
  | 'mandate_signed_on'
  | 'amendment'
  | 'original_mandate_reference'
  | 'original_iban';

/** The field, the stored value as it is, and the rule it breaks (English, as the writer's errors). */
export type DebtorProblem = { field: DebtorField; value: string; problem: string };

export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth;
}

// A name that transliterates to nothing would be written as an empty <Nm>, which banks reject.
export function nameProblem(value: string): string | null {
  return hasSepaText(value) ? null : `'${value}' has no characters of the SEPA character set (empty <Nm>)`;
}

// Dutch banks want a structured address with at least the town and the country (from 15 Nov 2026).
export function addressProblem(
  address: PostalAddress,
): { field: 'town' | 'country'; value: string; problem: string } | null {
  if (!/^[A-Z]{2}$/.test(address.country))
    return {
      field: 'country',
      value: address.country,
      problem: `'${address.country}' is not an ISO country code`,
    };
  if (!hasSepaText(address.townName))
    return {
      field: 'town',
      value: address.townName,
      problem: `'${address.townName}' has no characters of the SEPA character set (empty <TwnNm>)`,
    };
  return null;
}

const problemOf = (field: DebtorField, value: string, problem: string | null): DebtorProblem | null =>
  problem === null ? null : { field, value, problem };

function idProblem(field: DebtorField, value: string): DebtorProblem | null {
  const problem = sepaIdProblem(value);
  return problemOf(field, value, problem && `'${value}' ${problem}`);
}

function ibanProblem(field: DebtorField, value: string): DebtorProblem | null {
  const iban = normalizeIban(value);
  if (!isValidIban(iban)) return problemOf(field, value, `'${value}' is not a valid IBAN`);
  // The SEPA scheme only reaches accounts in SEPA countries (EPC rulebook).
  if (!isSEPACountry(iban.slice(0, 2))) return problemOf(field, value, `'${value}' is not in a SEPA country`);
  return null;
}

function amendmentProblem(amendment: DirectDebitDebtor['amendment']): DebtorProblem | null {
  if (!amendment) return null;
  const { originalMandateId, originalDebtorIban, otherBank } = amendment;
  if (originalMandateId === undefined && originalDebtorIban === undefined && !otherBank)
    return problemOf('amendment', '', 'names nothing that changed');
  if (originalMandateId !== undefined) {
    const problem = idProblem('original_mandate_reference', originalMandateId);
    if (problem) return problem;
  }
  if (originalDebtorIban !== undefined && !isValidIban(originalDebtorIban))
    return problemOf('original_iban', originalDebtorIban, `'${originalDebtorIban}' is not a valid IBAN`);
  return null;
}

/**
 * The first of the debtor's details that the pain.008 writer would refuse, or null when it writes them.
 * A debtor without an address passes: whether one is needed is the caller's rule (the claim lifecycle).
 */
export function debtorProblem(debtor: DirectDebitDebtor): DebtorProblem | null {
  return (
    idProblem('mandate_reference', debtor.mandateId) ??
    (isIsoDate(debtor.mandateSignedOn)
      ? null
      : problemOf(
          'mandate_signed_on',
          debtor.mandateSignedOn,
          `'${debtor.mandateSignedOn}' is not a date (YYYY-MM-DD)`,
        )) ??
    problemOf('name', debtor.debtorName, nameProblem(debtor.debtorName)) ??
    (debtor.debtorAddress ? addressProblem(debtor.debtorAddress) : null) ??
    ibanProblem('iban', debtor.debtorIban) ??
    (debtor.debtorBic !== null && !isValidBic(debtor.debtorBic)
      ? problemOf('bic', debtor.debtorBic, `'${debtor.debtorBic}' is not a valid BIC`)
      : null) ??
    amendmentProblem(debtor.amendment)
  );
}
