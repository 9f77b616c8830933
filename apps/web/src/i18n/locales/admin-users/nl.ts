import { adminUsersEn } from './en';

// The admin user management shows English in nl too (ARCHITECTURE "Language"); de and fr translate.
export const adminUsersNl = adminUsersEn;
