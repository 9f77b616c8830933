// Dutch reference texts of the billing screens; en, de and fr mirror these keys.
export const billingNl = {};
