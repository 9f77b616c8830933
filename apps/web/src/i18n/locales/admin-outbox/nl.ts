import { type AdminOutboxTexts, adminOutboxEn } from './en';

// The admin screens are English in nl too (SPEC §1).
export const adminOutboxNl: AdminOutboxTexts = adminOutboxEn;
