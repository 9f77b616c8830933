import { can, type UserRole } from '@hostportaal/contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp } from '../../test/test-app.ts';
import { companySettings } from '../db/schema/index.ts';
import type { RouteInfo } from '../plugins/auth-guard.ts';
import {
  type AuthorizationFixture,
  buildAuthorizationFixture,
  snapshotOwnedRows,
} from './authorization-fixture.ts';
import {
  ABSENT_ID,
  everyRouteEnv,
  ownCredentialRoutes,
  pathParams,
  queryStrings,
  requestBodies,
  sessionEndingRoutes,
  tokenOnlyRoutes,
} from './route-inputs.ts';

// Issues 9 and 18: every route in the app's route catalog × {anonymous, customer A, customer B, each staff
// role, staff without 2FA while the company requires it}. The routes and the permission each needs come
// from the app itself, so a route added tomorrow is in the matrix without anyone listing it, and what a
// staff role may reach follows from the route's permission and the contract's `can()`, never a list here.

type Role = 'anonymous' | 'customer A' | 'customer B' | 'staff without 2FA' | 'support' | 'finance' | 'admin';
type SignedInRole = Exclude<Role, 'anonymous'>;
type StaffSubject = Extract<Role, 'support' | 'finance' | 'admin'>;
type Response = LightMyRequestResponse;

const PASSWORD = 'Test!2026pass';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// The catalog names the tests, so the app is built while the file is collected.
const t = await createTestApp({ env: everyRouteEnv });
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
/**
 * Sent by staff, the route takes the staff path: a staff route, or an owner route (`/pay/invoices/:userId`)
 * whose owner parameter names customer A, never the staff member.
 */
const staffPath = (route: RouteInfo) => route.auth === 'staff' || route.ownerParam !== null;
const isStaff = (role: Role): role is StaffSubject | 'staff without 2FA' =>
  role !== 'anonymous' && !role.startsWith('customer');
/** The matrix's own reading of the rule: a route's permission per `can()`; none declared is the admin's alone. */
const mayUse = (role: UserRole, route: RouteInfo) =>
  route.permission === null ? role === 'admin' : can(role, route.permission);

function emailOf(role: SignedInRole): string {
  const users = {
    'customer A': fixture.customerA,
    'customer B': fixture.customerB,
    'staff without 2FA': fixture.adminWithoutTwoFactor,
    support: fixture.support,
    finance: fixture.finance,
    admin: fixture.admin,
  };
  return users[role].email;
}

/** The URL with the fixture's values; staff's changing calls name nothing that exists, so the fixture stays whole. */
function pathOf(route: RouteInfo, role: Role): string {
  if (!takesIds(route)) return route.url;
  const fill = pathParams[route.url];
  if (!fill) throw new Error(`${routeKey(route)}: add its path parameters to pathParams in route-inputs.ts`);
  const values = fill(fixture);
  return route.url.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${routeKey(route)}: pathParams gives no value for :${name}`);
    const chosen = isStaff(role) && changesData(route) && UUID.test(value) ? ABSENT_ID : value;
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
  if (tokenOnlyRoutes.has(routeKey(route))) return expectStatus(role, route, response, [401]);
  if (route.auth === 'public' && ownCredentialRoutes.has(routeKey(route)) && response.statusCode === 401)
    return;
  expect([401, 403], outcome(role, route, response)).not.toContain(response.statusCode);
}

function expectStatus(role: Role, route: RouteInfo, response: Response, statuses: number[]) {
  expect(statuses, outcome(role, route, response)).toContain(response.statusCode);
}

function expectRefused(role: Role, route: RouteInfo, response: Response, code: string) {
  expect([response.statusCode, response.json().code], outcome(role, route, response)).toEqual([403, code]);
}

/** A staff role reaches the staff path exactly where its permissions say, and its own customer routes. */
function expectStaffAccess(role: StaffSubject) {
  return (route: RouteInfo, response: Response) => {
    if (staffPath(route) && !mayUse(role, route)) expectRefused(role, route, response, 'FORBIDDEN');
    else expectAdmitted(role, route, response);
  };
}

const expectationsFor: Record<Role, (route: RouteInfo, response: Response) => void> = {
  anonymous(route, response) {
    if (route.auth === 'public') expectAdmitted('anonymous', route, response);
    else expectStatus('anonymous', route, response, [401]);
  },
  'customer B'(route, response) {
    expectNoTraceOfA(route, response);
    if (route.auth === 'staff') expectStatus('customer B', route, response, [403]);
    else if (ownedByA(route)) expectStatus('customer B', route, response, [403, 404]);
    else expectAdmitted('customer B', route, response);
  },
  'customer A'(route, response) {
    if (route.method === 'GET') answersToA.set(routeKey(route), response.body.toLowerCase());
    if (route.auth === 'staff') expectStatus('customer A', route, response, [403]);
    else if (ownedByA(route))
      expect(
        response.statusCode,
        `${outcome('customer A', route, response)}\nthe owner must reach it`,
      ).toBeLessThan(300);
    else expectAdmitted('customer A', route, response);
  },
  // An admin: every permission, so only the 2FA rule can refuse them.
  'staff without 2FA'(route, response) {
    if (staffPath(route)) expectRefused('staff without 2FA', route, response, 'TWO_FACTOR_REQUIRED');
    else expectAdmitted('staff without 2FA', route, response);
  },
  support: expectStaffAccess('support'),
  finance: expectStaffAccess('finance'),
  admin: expectStaffAccess('admin'),
};

const signedIn = ['customer A', 'customer B', 'staff without 2FA', 'support', 'finance', 'admin'] as const;

/** The company's rule that staff use 2FA (issue 9), on only while the matrix sends as staff without 2FA. */
async function requireStaffTwoFactor(required: boolean) {
  await t.database.db.update(companySettings).set({ requireAdminTwoFactor: required });
}

beforeAll(async () => {
  fixture = await buildAuthorizationFixture(t.database.db, t.clock.now());
  for (const role of signedIn) tokens.set(role, (await t.login(emailOf(role), PASSWORD)).token);
});
afterAll(() => t.close());

describe('the route table', () => {
  it('declares the permission of every staff route and owner route', () => {
    const undeclared = catalog
      .filter((route) => (route.auth === 'staff' || route.ownerParam !== null) && route.permission === null)
      .map(routeKey);
    expect(undeclared, 'add config: { permission } to these routes').toEqual([]);
  });

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
      ...[
        ...Object.keys(requestBodies),
        ...sessionEndingRoutes,
        ...ownCredentialRoutes,
        ...tokenOnlyRoutes,
      ].filter((key) => !keys.has(key)),
    ];
    expect(stale).toEqual([]);
  });
});

// Roles run in this order: B tries A's resources while they are all there, A then reads and changes its
// own, staff without 2FA is refused everything of the staff path, and the staff roles (whose changes name
// absent ids, or run over everything) come last, the admin with every permission last of all.
describe.each([
  'anonymous',
  'customer B',
  'customer A',
  'staff without 2FA',
  'support',
  'finance',
  'admin',
] as const)('%s', (role) => {
  if (role === 'staff without 2FA') {
    beforeAll(() => requireStaffTwoFactor(true));
    afterAll(() => requireStaffTwoFactor(false));
  }
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
