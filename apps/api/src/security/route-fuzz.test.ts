import { errorCodes, errorResponseSchema } from '@hostportaal/contract';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../../test/test-app.ts';
import { errorStatus } from '../app-error.ts';
import type { AuthLevel, RouteInfo } from '../plugins/auth-guard.ts';
import { existingIds, seedFuzzData, sessionKeeper } from './fuzz-fixture.ts';
import { everyRouteEnv } from './route-inputs.ts';
import { type FuzzRequest, type OpenApiDocument, operationOf, requestsFor } from './route-requests.ts';

// Every route in the catalog, fuzzed under the access it demands. CI runs a few requests per route with a
// fixed seed per route; FUZZ_RUNS=500 (and FUZZ_SEED=n for other sequences) searches further locally.
const runsPerRoute = Number(process.env.FUZZ_RUNS ?? 12);
const seedOffset = Number(process.env.FUZZ_SEED ?? 0);
const REQUEST_TIME_LIMIT_MS = 5_000;
// Anonymous fuzzing fails logins; from its own address, so the throttle never blocks the fixture's logins.
const FUZZER_ADDRESS = '203.0.113.9';

const errorBodySchema = errorResponseSchema.extend({ code: z.enum(errorCodes) }).strict();
const levelOrder: Record<AuthLevel, number> = { public: 0, user: 1, staff: 2 };

const t = await createTestApp({ env: everyRouteEnv });
// Customer routes before admin routes: an admin route may deactivate or delete the customer.
const routes = [...t.app.routeCatalog].sort((a, b) => levelOrder[a.auth] - levelOrder[b.auth]);
const document = t.app.swagger() as unknown as OpenApiDocument;
const headersFor = sessionKeeper(t);

beforeAll(() => seedFuzzData(t));
afterAll(() => t.close());

/** FNV-1a of the route, so each route has its own fixed sequence and adding a route moves no other. */
function seedOf(route: RouteInfo): number {
  let hash = 0x811c9dc5;
  for (const char of `${route.method} ${route.url}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return (hash ^ seedOffset) | 0;
}

function describeRequest(request: FuzzRequest): string {
  const body = request.payload === undefined ? '' : ` body ${JSON.stringify(request.payload.slice(0, 300))}`;
  return `${request.method} ${request.url.slice(0, 300)} ${JSON.stringify(request.headers)}${body}`;
}

async function sendWithinLimit(request: FuzzRequest, auth: Record<string, string>) {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${REQUEST_TIME_LIMIT_MS} ms`)),
      REQUEST_TIME_LIMIT_MS,
    );
  });
  try {
    return await Promise.race([
      t.inject({ ...request, headers: { ...request.headers, ...auth }, remoteAddress: FUZZER_ADDRESS }),
      hang,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Nothing is a 5xx; every answer has the security headers; a 4xx is JSON in the app's one error shape,
 * with the status its code maps to.
 */
function problemWith(response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500) return `answered ${response.statusCode}: ${response.body.slice(0, 300)}`;
  if (response.headers['x-content-type-options'] !== 'nosniff')
    return 'answered without the security headers';
  if (response.statusCode < 400) return null;
  if (!String(response.headers['content-type']).startsWith('application/json'))
    return `error ${response.statusCode} is ${response.headers['content-type']}, not JSON`;
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return `error ${response.statusCode} body is not JSON: ${response.body.slice(0, 300)}`;
  }
  const parsed = errorBodySchema.safeParse(body);
  if (!parsed.success) return `error body is not the error shape: ${response.body.slice(0, 300)}`;
  if (errorStatus[parsed.data.code] !== response.statusCode)
    return `code ${parsed.data.code} came with status ${response.statusCode}`;
  return null;
}

describe('fuzzing every route', () => {
  // Each request has its own time limit; the route's test only has to leave room for all of them.
  const timeout = runsPerRoute * REQUEST_TIME_LIMIT_MS;
  it.for(routes)('$method $url ($auth)', { timeout }, async (route) => {
    const auth = await headersFor(route.auth);
    const requests = requestsFor(route, operationOf(document, route), await existingIds(t, route));
    const property = fc.asyncProperty(requests, async (request) => {
      const problem = problemWith(await sendWithinLimit(request, auth));
      if (problem) throw new Error(`${problem}\n  request: ${describeRequest(request)}`);
    });
    const details = await fc.check(property, { numRuns: runsPerRoute, seed: seedOf(route) });
    if (details.failed) {
      const cause =
        details.errorInstance instanceof Error ? details.errorInstance.message : details.errorInstance;
      // The database carries what earlier routes did, so a replay runs the whole file with the same settings.
      throw new Error(
        `${cause}\n  replay: FUZZ_RUNS=${runsPerRoute} FUZZ_SEED=${seedOffset} (route seed ${details.seed})`,
      );
    }
  });
});
