import { adminAnalyticsEn } from './en';

// The analytics screens show English texts in nl too (ARCHITECTURE "Language"): the Dutch catalogue is the
// English one. de and fr translate these keys.
export const adminAnalyticsNl = adminAnalyticsEn;
