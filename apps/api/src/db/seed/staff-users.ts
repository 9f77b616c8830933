import type { StaffRole } from '@hostportaal/contract';
import { addDays, addMonths } from '@hostportaal/domain';
import type { DbOrTx } from '../client.ts';
import { users } from '../schema/index.ts';
import { amsterdamInstant } from './amsterdam-instant.ts';
import { cachedPasswordHash } from './password-hash-cache.ts';

export const adminLogin = { email: 'admin@hostportaal.test', password: 'Admin!2026demo' } as const;
/** Finance writes the direct-debit batches. */
export const financeEmail = 'finance@hostportaal.test';

// The back-office team, one of each staff role (issue 18); they share the demo admin password.
export const staffMembers = [
  {
    email: adminLogin.email,
    role: 'admin',
    firstname: 'Sanne',
    lastname: 'de Beheerder',
    phone: '030-2001000',
    monthsAgo: 40,
  },
  {
    email: financeEmail,
    role: 'finance',
    firstname: 'Femke',
    lastname: 'Visser',
    phone: '030-2001001',
    monthsAgo: 38,
  },
  {
    email: 'support@hostportaal.test',
    role: 'support',
    firstname: 'Youssef',
    lastname: 'El Amrani',
    phone: '030-2001002',
    monthsAgo: 26,
  },
] as const satisfies readonly { role: StaffRole; [field: string]: unknown }[];

export async function insertStaffUsers(db: DbOrTx, today: string): Promise<number> {
  const passwordHash = await cachedPasswordHash(adminLogin.password);
  const rows = staffMembers.map(({ monthsAgo, ...member }) => {
    const createdAt = amsterdamInstant(addMonths(today, -monthsAgo), 9, 0);
    return {
      ...member,
      passwordHash,
      isEmailVerified: true,
      lastLogin: amsterdamInstant(addDays(today, -1), 8, 30),
      createdAt,
      updatedAt: createdAt,
    };
  });
  await db.insert(users).values(rows);
  return rows.length;
}
