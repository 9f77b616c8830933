import { adminSearchEn } from './en';

// Staff screens show SPEC's English texts in nl too (ARCHITECTURE "Language"): the Dutch catalogue is the
// English one. de and fr translate these keys.
export const adminSearchNl = adminSearchEn;
