// The API as its own process for bench/report-export.ts, so that process's peak RSS is the server's alone.
// Usage: node --import tsx bench/lib/report-server.ts <database>; prints {"port":…} once it listens.
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { users } from '../../apps/api/src/db/schema/index.ts';
import { hashPassword } from '../../apps/api/src/modules/auth/password.ts';
import { DEFAULT_DATABASE, databaseUrl } from './bench-config.ts';

const REPORT_ADMIN = { email: 'bench-admin@hostportaal.test', password: 'Bench!2026admin' };

const url = databaseUrl(process.argv[2] ?? DEFAULT_DATABASE);
const database = await openDatabase({ databaseUrl: url });
const [existing] = await database.db.select().from(users).where(eq(users.email, REPORT_ADMIN.email));
if (!existing) {
  const passwordHash = await hashPassword(REPORT_ADMIN.password);
  await database.db.insert(users).values({
    email: REPORT_ADMIN.email,
    passwordHash,
    firstname: 'Bench',
    lastname: 'Admin',
    role: 'admin',
  });
}
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
  DATABASE_URL: url,
  JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
  PUBLIC_URL: 'http://localhost',
  DATA_DIR: '/tmp/hostportaal-bench',
});
const app = await buildApp({ config, db: database.db });
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(JSON.stringify({ port: (app.server.address() as AddressInfo).port }));
