// Dutch reference texts of the settings screens; en, de and fr mirror these keys.
export const settingsNl = {};
