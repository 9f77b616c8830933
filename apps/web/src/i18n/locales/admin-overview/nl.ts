import { adminOverviewEn } from './en';

// The Administration Dashboard overview shows SPEC's English texts in nl too (ARCHITECTURE "Language"):
// the Dutch catalogue is the English one. de and fr translate these keys.
export const adminOverviewNl = adminOverviewEn;
