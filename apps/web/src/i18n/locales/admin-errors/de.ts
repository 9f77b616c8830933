import { de } from '../de';
import type { AdminErrors } from './en';

// The admin screens are translated in de: their errors are the customer catalogue's.
export const adminErrorsDe: AdminErrors = de.errors;
