import { eq } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/client.ts';
import { users } from '../../apps/api/src/db/schema/index.ts';
import { hashPassword } from '../../apps/api/src/modules/auth/password.ts';

/** The admin every bench logs in as; the generated data set has customers only. */
export const BENCH_ADMIN = { email: 'bench-admin@hostportaal.test', password: 'Bench!2026admin' };

export async function ensureBenchAdmin(db: Db): Promise<void> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, BENCH_ADMIN.email));
  if (existing) return;
  const passwordHash = await hashPassword(BENCH_ADMIN.password);
  await db
    .insert(users)
    .values({ email: BENCH_ADMIN.email, passwordHash, firstname: 'Bench', lastname: 'Admin', role: 'admin' });
}
