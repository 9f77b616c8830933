import { addDays, addMonths } from '@hostportaal/domain';
import type { DbOrTx } from '../client.ts';
import { users } from '../schema/index.ts';
import { amsterdamInstant } from './amsterdam-instant.ts';
import { cachedPasswordHash } from './password-hash-cache.ts';

export const adminLogin = { email: 'admin@hostportaal.test', password: 'Admin!2026demo' } as const;
/** Finance writes the direct-debit batches. */
export const financeEmail = 'finance@hostportaal.test';

// The back-office team; all three are admins and share the demo admin password.
export const staffMembers = [
  {
    email: adminLogin.email,
    firstname: 'Sanne',
    lastname: 'de Beheerder',
    phone: '030-2001000',
    monthsAgo: 40,
  },
  {
    email: financeEmail,
    firstname: 'Femke',
    lastname: 'Visser',
    phone: '030-2001001',
    monthsAgo: 38,
  },
  {
    email: 'support@hostportaal.test',
    firstname: 'Youssef',
    lastname: 'El Amrani',
    phone: '030-2001002',
    monthsAgo: 26,
  },
];

export async function insertStaffUsers(db: DbOrTx, today: string): Promise<number> {
  const passwordHash = await cachedPasswordHash(adminLogin.password);
  const rows = staffMembers.map(({ monthsAgo, ...member }) => {
    const createdAt = amsterdamInstant(addMonths(today, -monthsAgo), 9, 0);
    return {
      ...member,
      passwordHash,
      role: 'admin' as const,
      isEmailVerified: true,
      lastLogin: amsterdamInstant(addDays(today, -1), 8, 30),
      createdAt,
      updatedAt: createdAt,
    };
  });
  await db.insert(users).values(rows);
  return rows.length;
}
