import fc from 'fast-check';
import type { RouteInfo } from '../plugins/auth-guard.ts';
import { malformedBodies, wrongTypeValue } from './hostile-values.ts';
import { type Generation, type JsonSchema, valueFor } from './schema-arbitrary.ts';

type Parameter = { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

/** A request as `app.inject` takes it; the payload is always the exact text on the wire. */
export type FuzzRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
};

/** The route's OpenAPI operation: Fastify writes `/a/:id`, OpenAPI `/a/{id}`. */
export function operationOf(document: OpenApiDocument, route: RouteInfo): Operation {
  const path = route.url.replace(/:(\w+)/g, '{$1}');
  const operation = document.paths[path]?.[route.method.toLowerCase()];
  if (!operation) throw new Error(`${route.method} ${route.url} is not in the OpenAPI document`);
  return operation;
}

/**
 * Requests to one route: half fit its schema (hostile text where text fits, ids that exist, extra fields it
 * must ignore), so the handler runs; half carry wrong types, bounds, missing fields and framing garbage.
 */
export function requestsFor(
  route: RouteInfo,
  operation: Operation,
  existing: { ids: string[]; preferred: string[] },
): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(
    requestsOfKind(route, operation, { valid: true, ...existing }),
    requestsOfKind(route, operation, { valid: false, ...existing }),
  );
}

function requestsOfKind(
  route: RouteInfo,
  operation: Operation,
  generation: Generation,
): fc.Arbitrary<FuzzRequest> {
  const parameters = operation.parameters ?? [];
  const pathParameters = parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
  const bodySchema = operation.requestBody?.content['application/json']?.schema;
  return fc
    .record({
      path: pathFor(route.url, pathParameters, generation),
      query: queryFor(queryParameters, generation),
      body: route.method === 'GET' ? fc.constant(null) : bodyFor(bodySchema, generation),
    })
    .map(
      ({ path, query, body }): FuzzRequest => ({
        method: route.method,
        url: query === '' ? path : `${path}?${query}`,
        headers: body?.contentType ? { 'content-type': body.contentType } : {},
        ...(body ? { payload: body.payload } : {}),
      }),
    );
}

/** A lone surrogate cannot be percent-encoded; a client would have sent U+FFFD (String#toWellFormed). */
function wellFormed(value: string): string {
  return value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

function encodeSegment(value: string): string {
  return encodeURIComponent(wellFormed(value));
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value ?? null);
}

function pathFor(url: string, parameters: Parameter[], generation: Generation): fc.Arbitrary<string> {
  if (parameters.length === 0) return fc.constant(url);
  const encoded = (parameter: Parameter) =>
    valueFor(parameter.schema, generation, parameter.name).map((value) => encodeSegment(asText(value)));
  const segment = (parameter: Parameter) =>
    fc.oneof(
      { weight: generation.valid ? 1 : 8, arbitrary: encoded(parameter) },
      // Already-encoded garbage: bad escapes, encoded slashes and dots, an empty segment.
      {
        weight: generation.valid ? 0 : 1,
        arbitrary: fc.constantFrom('%ZZ', '%', '%2e%2e', '..%2f..%2f', '%00', ''),
      },
    );
  return fc
    .record(Object.fromEntries(parameters.map((parameter) => [parameter.name, segment(parameter)])))
    .map((values) => url.replace(/:(\w+)/g, (_, name: string) => values[name] ?? ''));
}

/** One value as query pairs: an array repeats the key, as a browser form would. */
function queryPairs(name: string, value: unknown): [string, string][] {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value.map((item): [string, string] => [name, asText(item)]);
  return [[name, typeof value === 'object' ? asText(value) : String(value)]];
}

function queryFor(parameters: Parameter[], generation: Generation): fc.Arbitrary<string> {
  const fields = fc.record(
    Object.fromEntries(
      parameters.map((parameter) => [parameter.name, valueFor(parameter.schema, generation, parameter.name)]),
    ),
    { requiredKeys: generation.valid ? parameters.filter((p) => p.required).map((p) => p.name) : [] },
  );
  const unknownFields = fc.dictionary(fc.string({ minLength: 1, maxLength: 10 }), wrongTypeValue(), {
    maxKeys: 2,
  });
  const encoded = fc
    .tuple(fields, fc.oneof({ weight: 4, arbitrary: fc.constant({}) }, unknownFields))
    .map(([values, extra]) => {
      const pairs = Object.entries({ ...extra, ...values }).flatMap(([name, value]) =>
        queryPairs(name, value),
      );
      return new URLSearchParams(
        pairs.map(([name, value]) => [name, wellFormed(value)] as [string, string]),
      ).toString();
    });
  if (generation.valid) return encoded;
  return fc.oneof(
    { weight: 8, arbitrary: encoded },
    {
      weight: 1,
      arbitrary: fc.constantFrom('%', '%ZZ=1', 'page=%FF', '&&=&', 'page[]=1', 'a[b][c]=1', '__proto__=1'),
    },
  );
}

type Body = { payload: string; contentType?: string } | null;

function bodyFor(schema: JsonSchema | undefined, generation: Generation): fc.Arbitrary<Body> {
  const json = (value: unknown): Body => ({
    payload: JSON.stringify(value),
    contentType: 'application/json',
  });
  if (generation.valid) return schema ? valueFor(schema, generation).map(json) : fc.constant(null);
  const shaped = schema ? valueFor(schema, generation).map(json) : wrongTypeValue().map(json);
  const otherFraming = fc.oneof(
    fc
      .constantFrom(...malformedBodies)
      .map((payload): Body => ({ payload, contentType: 'application/json' })),
    fc
      .constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/json; charset=utf-16',
        'application/xml',
      )
      .map((contentType): Body => ({ payload: 'a=1', contentType })),
    fc.constant<Body>({ payload: '{}' }),
    fc.constant<Body>(null),
  );
  return fc.oneof({ weight: 8, arbitrary: shaped }, { weight: 2, arbitrary: otherFraming });
}
