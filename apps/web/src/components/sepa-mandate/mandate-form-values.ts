import { zodResolver } from '@hookform/resolvers/zod';
import { type MandateConsent, mandateConsentSchema } from '@hostportaal/contract';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** What the form holds: the consent box starts unticked, which the contract schema then refuses. */
export type MandateFormValues = Omit<z.input<typeof mandateConsentSchema>, 'mandateConsent'> & {
  mandateConsent: boolean;
};

export const emptyMandateForm: MandateFormValues = {
  iban: '',
  bic: '',
  accountHolder: '',
  signedPlace: '',
  mandateConsent: false,
};

// The contract schema itself checks the form. Its input type says `mandateConsent: true`, but an unticked
// box (false) is exactly what it must see to say consent is missing, so the form's wider type is cast in.
export const mandateResolver = zodResolver(mandateConsentSchema) as unknown as Resolver<
  MandateFormValues,
  unknown,
  MandateConsent
>;

/** An empty BIC means "none": the server gets null, as IBAN-only collection allows. */
export function toMandateBody(values: MandateConsent): MandateConsent {
  return { ...values, bic: values.bic ? values.bic : null };
}
