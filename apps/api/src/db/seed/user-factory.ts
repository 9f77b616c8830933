import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../client.ts';
import { type NewUser, type User, users } from '../schema/index.ts';
import { generateDutchAddress } from './dutch-addresses.ts';
import { dutchFirstNames, dutchSurnames } from './dutch-names.ts';
import { cachedPasswordHash, defaultTestPassword } from './password-hash-cache.ts';
import { createSeededRandom } from './seeded-random.ts';

export type UserOverrides = Partial<Omit<NewUser, 'passwordHash'>> & {
  /** Plain password to hash (cached per process); default 'Test!2026pass'. */
  password?: string;
  passwordHash?: string;
};

const random = createSeededRandom('user-factory');
let createdCount = 0;

/** An ASCII e-mail local part from a name: 'Zoë' → 'zoe', "van 't Hof" → 'vanthof'. */
export function emailLocalPart(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** Overrides for a customer who has not given an address yet (nothing may be ordered or invoiced). */
export const withoutAddress = { street: null, houseNumber: null, zipcode: null, city: null } as const;

/** A users row with a Dutch name and complete address and a unique e-mail; not inserted. */
export async function buildUser(overrides: UserOverrides = {}): Promise<NewUser> {
  const { password, ...columns } = overrides;
  createdCount += 1;
  const firstname = overrides.firstname ?? random.pick(dutchFirstNames);
  const lastname = overrides.lastname ?? random.pick(dutchSurnames);
  const unique = `${createdCount}${randomBytes(3).toString('hex')}`;
  return {
    email: `${emailLocalPart(firstname)}.${emailLocalPart(lastname)}.${unique}@example.nl`,
    firstname,
    lastname,
    phone: `06-${random.int(10_000_000, 99_999_999)}`,
    ...generateDutchAddress(random),
    isEmailVerified: true,
    ...columns,
    passwordHash: overrides.passwordHash ?? (await cachedPasswordHash(password ?? defaultTestPassword)),
  };
}

/** Inserts a customer (role 'user') who can log in with 'Test!2026pass' unless `password` says otherwise. */
export async function insertUser(db: DbOrTx, overrides: UserOverrides = {}): Promise<User> {
  const [user] = await db
    .insert(users)
    .values(await buildUser(overrides))
    .returning();
  if (!user) throw new Error('insertUser returned no row');
  return user;
}

export function insertAdmin(db: DbOrTx, overrides: UserOverrides = {}): Promise<User> {
  return insertUser(db, { role: 'admin', ...overrides });
}
