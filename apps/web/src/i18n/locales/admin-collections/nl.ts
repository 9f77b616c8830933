import { adminCollectionsEn } from './en';

// The Collection Center shows SPEC's English texts in nl too (ARCHITECTURE "Language"): the Dutch
// catalogue is the English one. de and fr translate these keys.
export const adminCollectionsNl = adminCollectionsEn;
