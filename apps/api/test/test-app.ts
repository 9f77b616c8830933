import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { type App, buildApp } from '../src/app.ts';
import { fixedClock } from '../src/clock.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { createTestDatabase } from './test-database.ts';

export type TestApp = {
  app: App;
  database: Database;
  clock: ReturnType<typeof fixedClock>;
  close: () => Promise<void>;
  inject: (options: InjectOptions) => Promise<LightMyRequestResponse>;
  login: (email: string, password: string) => Promise<{ token: string; cookie: string; body: LoginBody }>;
};

type LoginBody = { success: boolean; data: { accessToken: string; user: { id: string; role: string } } };

export const TEST_NOW = new Date('2026-11-21T10:00:00Z');

export async function createTestApp(
  options: { env?: Record<string, string>; now?: Date } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const clock = fixedClock(options.now ?? TEST_NOW);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    PUBLIC_URL: 'http://portal.test',
    DATA_DIR: '/tmp/hostportaal-test',
    ...options.env,
  });
  const app = await buildApp({ config, db: database.db, clock, logger: false });
  const inject = (request: InjectOptions) => app.inject(request);
  return {
    app,
    database,
    clock,
    inject,
    async login(email, password) {
      const response = await inject({ method: 'POST', url: '/auth/login', payload: { email, password } });
      if (response.statusCode !== 200)
        throw new Error(`login failed: ${response.statusCode} ${response.body}`);
      const body = response.json() as LoginBody;
      const cookie = response.cookies.find((c) => c.name === 'hp_refresh');
      return { token: body.data.accessToken, cookie: cookie ? `hp_refresh=${cookie.value}` : '', body };
    },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}
