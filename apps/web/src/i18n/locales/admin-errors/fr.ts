import { fr } from '../fr';
import type { AdminErrors } from './en';

// The admin screens are translated in fr: their errors are the customer catalogue's.
export const adminErrorsFr: AdminErrors = fr.errors;
