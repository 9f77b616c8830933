import { randomBytes } from 'node:crypto';
import { amsterdamToday } from '@hostportaal/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { type SepaMandate, sepaMandates, users } from '../schema/index.ts';
import { generateDutchBankAccount } from './dutch-bank-accounts.ts';
import { createSeededRandom } from './seeded-random.ts';

export type NewSepaMandate = typeof sepaMandates.$inferInsert;
export type MandateOverrides = Partial<Omit<NewSepaMandate, 'userId'>>;

const random = createSeededRandom('mandate-factory');

/** 'HP-MND-000123': the mandate reference the demo data uses (≤35 characters, DOMAIN-NL §2). */
export function formatMandateReference(number: number): string {
  return `HP-MND-${String(number).padStart(6, '0')}`;
}

/** Inserts a valid, web-signed mandate with a fresh Dutch IBAN; the account holder defaults to the user's name. */
export async function insertMandate(
  db: DbOrTx,
  userId: string,
  overrides: MandateOverrides = {},
): Promise<SepaMandate> {
  let accountHolder = overrides.accountHolder;
  if (!accountHolder) {
    const [user] = await db
      .select({ firstname: users.firstname, lastname: users.lastname })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw new Error(`insertMandate: no user ${userId}`);
    accountHolder = `${user.firstname} ${user.lastname}`;
  }
  const account = generateDutchBankAccount(random);
  const [row] = await db
    .insert(sepaMandates)
    .values({
      userId,
      reference: `HP-MND-T${randomBytes(6).toString('hex').toUpperCase()}`,
      iban: account.iban,
      bic: account.bic,
      signedAt: amsterdamToday(new Date()),
      signatureMethod: 'web_consent',
      status: 'valid',
      ...overrides,
      accountHolder,
    })
    .returning();
  if (!row) throw new Error('insertMandate returned no row');
  return row;
}
