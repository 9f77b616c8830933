import { en } from '../en';

// The error words of the admin screens SPEC gives in English (the same in nl, see nl.ts): the customer
// catalogue's, which are English in en.
export const adminErrorsEn = en.errors;

export type AdminErrors = typeof adminErrorsEn;
