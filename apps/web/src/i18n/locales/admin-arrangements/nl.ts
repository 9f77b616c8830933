import { type AdminArrangements, adminArrangementsEn } from './en';

// The Administration Dashboard shows English in nl too (ARCHITECTURE "Language"): the Dutch catalogue is
// the English one. de and fr translate these keys.
export const adminArrangementsNl: AdminArrangements = adminArrangementsEn;
