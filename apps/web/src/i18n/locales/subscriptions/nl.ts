// Dutch reference texts of the subscriptions screens; en, de and fr mirror these keys.
export const subscriptionsNl = {};
