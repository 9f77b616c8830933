import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';
import { tickets, users } from '../db/schema/index.ts';
import { insertUser } from '../db/seed/user-factory.ts';
import type { JsonSchema } from './schema-arbitrary.ts';

// One policy for fields the contract does not name: they are stripped (zod's default for objects) and
// never reach a handler. A request carrying them succeeds as if they were not there.
const password = 'Test!2026pass';
let t: TestApp;

/** Fields that would hand a client a role, another owner, a state or an amount if a handler took them. */
const privileged = { role: 'admin', isActive: false, isEmailVerified: true, twoFactorEnabled: true };
const foreign = {
  id: '00000000-0000-4000-8000-000000000001',
  userId: '00000000-0000-4000-8000-000000000002',
};
const PRIVILEGED_NAMES =
  /^(role|isActive|isEmailVerified|twoFactor\w*|userId|ownerId|customerId|status|passwordHash|\w*Cents|createdAt|updatedAt)$/;

type Operation = { requestBody?: { content: Record<string, { schema: JsonSchema }> } };
type Document = { paths: Record<string, Record<string, Operation>> };

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function bodySchemas(level: 'any' | 'non-admin') {
  const document = t.app.swagger() as unknown as Document;
  return t.app.routeCatalog
    .filter((route) => level === 'any' || route.auth !== 'staff')
    .flatMap((route) => {
      const operation = document.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      const schema = operation?.requestBody?.content['application/json']?.schema;
      return schema ? [{ route: `${route.method} ${route.url}`, schema }] : [];
    });
}

/** Every object schema inside `schema`, with the field path to it. */
function objectsIn(schema: JsonSchema & { additionalProperties?: unknown }, path = 'body') {
  const found: { path: string; schema: typeof schema }[] = [];
  if (schema.properties) {
    found.push({ path, schema });
    for (const [name, field] of Object.entries(schema.properties))
      found.push(...objectsIn(field, `${path}.${name}`));
  }
  if (schema.items) found.push(...objectsIn(schema.items, `${path}[]`));
  for (const branch of schema.anyOf ?? []) found.push(...objectsIn(branch, path));
  return found;
}

describe('the contract', () => {
  it('has no request body that refuses unknown fields: they are all stripped alike', () => {
    const strict = bodySchemas('any').flatMap(({ route, schema }) =>
      objectsIn(schema)
        .filter((object) => object.schema.additionalProperties === false)
        .map((object) => `${route} ${object.path}`),
    );
    expect(strict).toEqual([]);
  });

  it('lets no customer or public body name a role, an owner, a state or an amount', () => {
    const exposed = bodySchemas('non-admin').flatMap(({ route, schema }) =>
      objectsIn(schema).flatMap((object) =>
        Object.keys(object.schema.properties ?? {})
          .filter((name) => PRIVILEGED_NAMES.test(name))
          .map((name) => `${route} ${object.path}.${name}`),
      ),
    );
    expect(exposed).toEqual([]);
  });
});

describe('privileged fields sent along', () => {
  it('PUT /auth/profile changes the profile and nothing else', async () => {
    const user = await insertUser(t.database.db, { email: 'profiel@example.nl' });
    const { token } = await t.login('profiel@example.nl', password);
    const response = await t.inject({
      method: 'PUT',
      url: '/auth/profile',
      headers: bearer(token),
      payload: {
        ...privileged,
        ...foreign,
        passwordHash: 'x',
        firstname: 'Noor',
        lastname: 'de Vries',
        email: 'profiel@example.nl',
      },
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      firstname: 'Noor',
      role: 'user',
      isActive: true,
      twoFactorEnabled: false,
      passwordHash: user.passwordHash,
    });
  });

  it('POST /auth/register makes an unverified customer whatever the body claims', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/auth/register',
      payload: {
        ...privileged,
        firstname: 'Sem',
        lastname: 'Jansen',
        email: 'nieuw@example.nl',
        password: 'Nieuw!2026wachtwoord',
      },
    });
    expect(response.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'nieuw@example.nl'));
    expect(row).toMatchObject({
      role: 'user',
      isActive: true,
      isEmailVerified: false,
      twoFactorEnabled: false,
    });
  });

  it("POST /api/tickets opens the caller's own open ticket, whatever owner and status the body names", async () => {
    const owner = await insertUser(t.database.db, { email: 'ticket@example.nl' });
    const other = await insertUser(t.database.db);
    const { token } = await t.login('ticket@example.nl', password);
    const response = await t.inject({
      method: 'POST',
      url: '/api/tickets',
      headers: bearer(token),
      payload: {
        userId: other.id,
        status: 'closed',
        number: 1,
        subject: 'Vraag over mijn factuur',
        category: 'billing',
        message: 'Klopt dit bedrag?',
      },
    });
    expect(response.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(tickets).where(eq(tickets.id, response.json().data.id));
    expect(row).toMatchObject({ userId: owner.id, status: 'open' });
  });

  it('PUT /api/account/notifications saves the seven switches and drops the rest', async () => {
    const user = await insertUser(t.database.db, { email: 'meldingen@example.nl' });
    const { token } = await t.login('meldingen@example.nl', password);
    const settings = {
      email: true,
      sms: false,
      push: false,
      maintenanceAlerts: true,
      billingReminders: true,
      securityAlerts: true,
      marketingEmails: false,
    };
    const response = await t.inject({
      method: 'PUT',
      url: '/api/account/notifications',
      headers: bearer(token),
      payload: { ...settings, ...privileged, admin: true },
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.notificationSettings).toEqual(settings);
    expect(row?.role).toBe('user');
  });
});
