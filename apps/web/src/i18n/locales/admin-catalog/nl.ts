// Dutch reference texts (issue 4); en, de and fr mirror these keys.
export const adminCatalogNl = {
  title: 'Admin Panel',
};
