import type { adminCatalogNl } from './nl';

export const adminCatalogEn: typeof adminCatalogNl = {
  title: 'Admin Panel',
};
