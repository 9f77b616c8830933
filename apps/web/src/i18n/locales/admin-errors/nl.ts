import { type AdminErrors, adminErrorsEn } from './en';

// The Administration Dashboard is English in nl too (SPEC): its errors are the English ones.
export const adminErrorsNl: AdminErrors = adminErrorsEn;
