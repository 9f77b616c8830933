// Dutch reference texts of the support screens; en, de and fr mirror these keys.
export const supportNl = {};
