import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp } from '../../test/test-app.ts';
import type { RouteInfo } from '../plugins/auth-guard.ts';
import {
  type AuthorizationFixture,
  buildAuthorizationFixture,
  snapshotOwnedRows,
} from './authorization-fixture.ts';
import {
  ABSENT_ID,
  ownCredentialRoutes,
  pathParams,
  queryStrings,
  requestBodies,
  sessionEndingRoutes,
} from './route-inputs.ts';

// Issue 9: every route in the app's route catalog × {anonymous, customer A, customer B, admin}. The routes
// come from the app itself, so a route added tomorrow is in the matrix without anyone listing it.

type Role = 'anonymous' | 'customer A' | 'customer B' | 'admin';
type SignedInRole = Exclude<Role, 'anonymous'>;
type Response = LightMyRequestResponse;

const PASSWORD = 'Test!2026pass';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// The catalog names the tests, so the app is built while the file is collected.
const t = await createTestApp();
const catalog = t.app.routeCatalog;
let fixture: AuthorizationFixture;
const tokens = new Map<SignedInRole, string>();
/** Customer A's answers to GET routes: the leak check must look for things that answers do show. */
const answersToA = new Map<string, string>();

const routeKey = (route: RouteInfo) => `${route.method} ${route.url}`;
const takesIds = (route: RouteInfo) => route.url.includes('/:');
const changesData = (route: RouteInfo) => route.method !== 'GET';
/** A customer route with ids: every id names one of customer A's resources (see route-inputs.ts). */
const ownedByA = (route: RouteInfo) => route.auth === 'user' && takesIds(route);

function emailOf(role: SignedInRole): string {
  if (role === 'admin') return fixture.admin.email;
  return role === 'customer A' ? fixture.customerA.email : fixture.customerB.email;
}

/** The URL with the fixture's values; the admin's changing calls name nothing that exists, so the fixture stays whole. */
function pathOf(route: RouteInfo, role: Role): string {
  if (!takesIds(route)) return route.url;
  const fill = pathParams[route.url];
  if (!fill) throw new Error(`${routeKey(route)}: add its path parameters to pathParams in route-inputs.ts`);
  const values = fill(fixture);
  return route.url.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${routeKey(route)}: pathParams gives no value for :${name}`);
    const chosen = role === 'admin' && changesData(route) && UUID.test(value) ? ABSENT_ID : value;
    return encodeURIComponent(chosen);
  });
}

async function tokenFor(route: RouteInfo, role: Role): Promise<string | undefined> {
  if (role === 'anonymous') return undefined;
  if (sessionEndingRoutes.has(routeKey(route))) return (await t.login(emailOf(role), PASSWORD)).token;
  return tokens.get(role);
}

async function send(route: RouteInfo, role: Role): Promise<Response> {
  const token = await tokenFor(route, role);
  const body = requestBodies[routeKey(route)]?.(fixture);
  return t.inject({
    method: route.method as InjectOptions['method'],
    url: pathOf(route, role),
    query: queryStrings[route.url],
    headers: token ? bearer(token) : {},
    ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
  });
}

function outcome(role: Role, route: RouteInfo, response: Response): string {
  return `${role}: ${routeKey(route)} answered ${response.statusCode} ${response.body.slice(0, 300)}`;
}

/** What gives customer A away: the e-mail, the user id and the ids of A's resources. */
function markersOfA(): string[] {
  // No answer shows a download token again once it is issued (only its hash is stored), so it is no marker.
  const { downloadToken: _secret, ...resources } = fixture.owned;
  return [fixture.customerA.email, fixture.customerA.id, ...Object.values(resources)].map((marker) =>
    marker.toLowerCase(),
  );
}

function expectNoTraceOfA(route: RouteInfo, response: Response) {
  const body = response.body.toLowerCase();
  const shown = markersOfA().filter((marker) => body.includes(marker));
  expect(shown, `${outcome('customer B', route, response)}\nshows customer A's data`).toEqual([]);
}

function expectAdmitted(role: Role, route: RouteInfo, response: Response) {
  if (route.auth === 'public' && ownCredentialRoutes.has(routeKey(route)) && response.statusCode === 401)
    return;
  expect([401, 403], outcome(role, route, response)).not.toContain(response.statusCode);
}

function expectStatus(role: Role, route: RouteInfo, response: Response, statuses: number[]) {
  expect(statuses, outcome(role, route, response)).toContain(response.statusCode);
}

const expectationsFor: Record<Role, (route: RouteInfo, response: Response) => void> = {
  anonymous(route, response) {
    if (route.auth === 'public') expectAdmitted('anonymous', route, response);
    else expectStatus('anonymous', route, response, [401]);
  },
  'customer B'(route, response) {
    expectNoTraceOfA(route, response);
    if (route.auth === 'admin') expectStatus('customer B', route, response, [403]);
    else if (ownedByA(route)) expectStatus('customer B', route, response, [403, 404]);
    else expectAdmitted('customer B', route, response);
  },
  'customer A'(route, response) {
    if (route.method === 'GET') answersToA.set(routeKey(route), response.body.toLowerCase());
    if (route.auth === 'admin') expectStatus('customer A', route, response, [403]);
    else if (ownedByA(route))
      expect(
        response.statusCode,
        `${outcome('customer A', route, response)}\nthe owner must reach it`,
      ).toBeLessThan(300);
    else expectAdmitted('customer A', route, response);
  },
  admin(route, response) {
    expectAdmitted('admin', route, response);
  },
};

beforeAll(async () => {
  fixture = await buildAuthorizationFixture(t.database.db, t.clock.now());
  for (const role of ['customer A', 'customer B', 'admin'] as const)
    tokens.set(role, (await t.login(emailOf(role), PASSWORD)).token);
});
afterAll(() => t.close());

describe('the route table', () => {
  it('gives path parameters for every route that has them', () => {
    const missing = catalog.filter((route) => takesIds(route) && !pathParams[route.url]).map(routeKey);
    expect(missing, 'add these routes to pathParams in route-inputs.ts').toEqual([]);
  });

  it('names only routes that exist', () => {
    const urls = new Set(catalog.map((route) => route.url));
    const keys = new Set(catalog.map(routeKey));
    const stale = [
      ...Object.keys(pathParams).filter((url) => !urls.has(url)),
      ...Object.keys(queryStrings).filter((url) => !urls.has(url)),
      ...[...Object.keys(requestBodies), ...sessionEndingRoutes, ...ownCredentialRoutes].filter(
        (key) => !keys.has(key),
      ),
    ];
    expect(stale).toEqual([]);
  });
});

// Roles run in this order: B tries A's resources while they are all there, A then reads and changes its
// own, and the admin (whose changes name absent ids, or run over everything) comes last.
describe.each(['anonymous', 'customer B', 'customer A', 'admin'] as const)('%s', (role) => {
  const routes =
    role === 'customer A' ? [...catalog].sort((x, y) => +changesData(x) - +changesData(y)) : catalog;
  for (const route of routes) {
    it(routeKey(route), async () => {
      const watchA = role === 'customer B' && changesData(route);
      const before = watchA ? await snapshotOwnedRows(t.database.db, fixture.customerA.id) : '';
      const response = await send(route, role);
      expect(response.statusCode, outcome(role, route, response)).toBeLessThan(500);
      expectationsFor[role](route, response);
      if (watchA)
        expect(
          await snapshotOwnedRows(t.database.db, fixture.customerA.id),
          `${outcome(role, route, response)}\nchanged customer A's data`,
        ).toBe(before);
    });
  }
});

describe('the leak check', () => {
  it("looks for markers that customer A's own answers do show", () => {
    const everything = [...answersToA.values()].join('\n');
    expect(markersOfA().filter((marker) => !everything.includes(marker))).toEqual([]);
  });

  it("searches for a term that finds customer A's ticket and subscription", () => {
    const found = answersToA.get('GET /api/search') ?? '';
    expect(found).toContain(fixture.owned.ticketId);
    expect(found).toContain(fixture.owned.subscriptionId);
  });
});
