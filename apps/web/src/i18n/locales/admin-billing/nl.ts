// Dutch reference texts (issue 4); en, de and fr mirror these keys.
export const adminBillingNl = {
  title: 'Facturatie',
};
