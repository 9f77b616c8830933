import type { adminCatalogNl } from './nl';

export const adminCatalogDe: typeof adminCatalogNl = {
  title: 'Admin Panel',
};
