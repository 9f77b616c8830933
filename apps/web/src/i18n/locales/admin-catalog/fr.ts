import type { adminCatalogNl } from './nl';

export const adminCatalogFr: typeof adminCatalogNl = {
  title: 'Admin Panel',
};
