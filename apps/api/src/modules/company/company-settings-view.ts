import type { Company, CompanySettingsView } from '@hostportaal/contract';
import type { CompanySettings } from '../../db/schema/index.ts';

/** What anyone may see: contact details, KvK, btw-id, bank account and incassant-ID. */
export function publicCompany(row: CompanySettings): Company {
  return {
    name: row.name,
    street: row.street,
    houseNumber: row.houseNumber,
    zipcode: row.zipcode,
    city: row.city,
    country: row.country,
    kvkNumber: row.kvkNumber,
    vatId: row.vatId,
    iban: row.iban,
    bic: row.bic,
    email: row.email,
    phone: row.phone,
    website: row.website,
    supportHours: row.supportHours,
    creditorId: row.creditorId,
  };
}

export function companySettingsView(row: CompanySettings): CompanySettingsView {
  return {
    ...publicCompany(row),
    paymentTermDays: row.paymentTermDays,
    sepaScheme: row.sepaScheme,
    collectionLeadDays: row.collectionLeadDays,
    preNotificationDays: row.preNotificationDays,
    pain008Version: row.pain008Version,
    hostingGraceDays: row.hostingGraceDays,
    requireAdminTwoFactor: row.requireAdminTwoFactor,
    updatedAt: row.updatedAt.toISOString(),
  };
}
