import { adminAuditEn } from './en';

// The audit log shows English texts in nl too (ARCHITECTURE "Language"): the Dutch catalogue is the
// English one. de and fr translate these keys.
export const adminAuditNl = adminAuditEn;
