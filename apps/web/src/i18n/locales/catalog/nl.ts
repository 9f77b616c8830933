// Dutch reference texts of the catalog screens; en, de and fr mirror these keys.
export const catalogNl = {};
