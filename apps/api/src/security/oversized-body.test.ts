import { errorResponseSchema } from '@hostportaal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestApp } from '../../test/test-app.ts';
import { createSignedInApp } from './signed-in-app.ts';

// app.ts sets Fastify's bodyLimit to 1 MiB; only the bank-file import raises it (a month's camt.053 is
// some 40 MB), to 64 MiB.
const BODY_LIMIT = 1024 * 1024;
const BANK_FILE_LIMIT = 64 * 1024 * 1024;
let t: TestApp;
let customer: string;
let admin: string;

beforeAll(async () => {
  ({ t, customer, admin } = await createSignedInApp());
});
afterAll(() => t.close());

/** A JSON object of exactly `bytes` bytes: `{"message":"xxx…"}`. */
function jsonOfSize(bytes: number): string {
  const frame = '{"message":""}';
  return `{"message":"${'x'.repeat(bytes - frame.length)}"}`;
}

function send(method: string, url: string, payload: string, token?: string) {
  return t.inject({
    method: method as 'POST',
    url,
    payload,
    headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
  });
}

function expectTooLarge(response: { statusCode: number; body: string }) {
  expect(response.statusCode).toBe(413);
  expect(errorResponseSchema.strict().parse(JSON.parse(response.body))).toMatchObject({
    code: 'PAYLOAD_TOO_LARGE',
  });
}

describe('bodies over the limit', () => {
  it('are 413 in the error shape on a public, a customer and an admin route', async () => {
    expect(t.app.initialConfig.bodyLimit).toBe(BODY_LIMIT);
    const oversized = jsonOfSize(BODY_LIMIT + 1);
    expectTooLarge(await send('POST', '/auth/login', oversized));
    expectTooLarge(await send('POST', '/api/tickets', oversized, customer));
    expectTooLarge(await send('PUT', '/api/admin/company-settings', oversized, admin));
  });

  it('at exactly the limit are read and judged by the schema instead', async () => {
    const response = await send('POST', '/api/tickets', jsonOfSize(BODY_LIMIT), customer);
    expect(response.statusCode).toBe(422);
  });

  it('are not read at all for a caller who may not use the route: 401 first', async () => {
    const response = await send('POST', '/api/tickets', jsonOfSize(BODY_LIMIT + 1));
    expect(response.statusCode).toBe(401);
  });

  it('on the bank-file import count from its own 64 MiB limit', async () => {
    const twoMegabytes = await send('POST', '/api/admin/bank-files', jsonOfSize(2 * BODY_LIMIT), admin);
    expect(twoMegabytes.statusCode).toBe(422);
    const overLimit = await send('POST', '/api/admin/bank-files', jsonOfSize(BANK_FILE_LIMIT + 1), admin);
    expectTooLarge(overLimit);
  });
});
