import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type CompanySettings, companySettings } from '../../db/schema/index.ts';

/** The company details, or null on a database not yet seeded (the e-mail footer then stays off). */
export async function findCompanySettings(db: DbOrTx): Promise<CompanySettings | null> {
  const [row] = await db.select().from(companySettings).where(eq(companySettings.id, 1)).limit(1);
  return row ?? null;
}

/** Our own company details (name, address, KvK, btw-id, IBAN) for invoices, letters and the contact page. */
export async function getCompanySettings(db: DbOrTx): Promise<CompanySettings> {
  const [row] = await db.select().from(companySettings).where(eq(companySettings.id, 1)).limit(1);
  if (!row) throw new Error('Company settings are missing');
  return row;
}
