import { addDays } from '@hostportaal/domain';
import type { DbOrTx } from '../client.ts';
import { companySettings, maintenanceNotices, statusComponents } from '../schema/index.ts';
import { amsterdamInstant } from './amsterdam-instant.ts';
import { insertDemoLegalDocuments } from './legal-documents-seed.ts';
import { seedSupportData } from './support-seed.ts';

// Demo company details for invoices, letters and the contact page.
export const demoCompany = {
  name: 'Hostportaal B.V.',
  street: 'Stationsplein',
  houseNumber: '45',
  zipcode: '3013 AK',
  city: 'Rotterdam',
  country: 'NL',
  kvkNumber: '87654321',
  vatId: 'NL864512397B01',
  iban: 'NL03RABO0312456789',
  bic: 'RABONL2U',
  email: 'support@hostportaal.test',
  phone: '010-7654321',
  website: 'https://www.hostportaal.test',
  supportHours: 'Maandag t/m vrijdag 08:30–17:30',
  paymentTermDays: 14,
  // NL + check digits + ZZZ + KvK 87654321 + location 0000 (ISO 7064 mod 97).
  creditorId: 'NL32ZZZ876543210000',
} as const;

const components = [
  ['Webhosting', 'Gedeelde hostingservers en DirectAdmin'],
  ['Managed VPS', 'Virtuele servers in ons datacenter in Amsterdam'],
  ['Dedicated servers', 'Beheerde dedicated hardware'],
  ['Game servers', 'Minecraft, Valheim, Counter-Strike 2 en meer'],
  ['E-mail', 'Inkomende en uitgaande e-mail (SMTP, IMAP)'],
  ['DNS', 'Naamservers ns1–ns3.hostportaal.test'],
  ['Klantenportaal', 'Dit portaal en de API'],
] as const;

/**
 * The company details (with the incassant-ID the demo's direct debits were collected with) and the first
 * version of its terms and privacy statement, published when the demo's history starts.
 */
export async function insertDemoCompany(db: DbOrTx): Promise<void> {
  await db.insert(companySettings).values({ id: 1, ...demoCompany });
  await insertDemoLegalDocuments(db, amsterdamInstant('2023-01-02', 9, 0));
}

/** Platform components, one planned maintenance window and the demo customer's support history. */
export async function seedPortalData(db: DbOrTx, today: string): Promise<void> {
  await db
    .insert(statusComponents)
    .values(components.map(([name, description], index) => ({ name, description, sortOrder: index + 1 })));
  const maintenanceDay = addDays(today, 6);
  await db.insert(maintenanceNotices).values({
    title: 'Gepland onderhoud webhostingcluster',
    body: 'We installeren beveiligingsupdates op het webhostingcluster. Websites kunnen tussen 02:00 en 04:00 enkele minuten onbereikbaar zijn.',
    severity: 'maintenance',
    startsAt: amsterdamInstant(maintenanceDay, 2, 0),
    endsAt: amsterdamInstant(maintenanceDay, 4, 0),
  });
  await seedSupportData(db, today);
}
