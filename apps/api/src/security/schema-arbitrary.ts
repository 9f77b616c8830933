import fc from 'fast-check';
import { extremeNumber, hostileString, privilegedFields, wrongTypeValue } from './hostile-values.ts';

/** The part of JSON Schema that the zod contract turns into (see the OpenAPI document at /api/docs/json). */
export type JsonSchema = {
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
};

/**
 * How to fill a schema. `valid`: only values it accepts (hostile strings cut to its lengths, privileged
 * extra fields that it must ignore), so the handler behind validation is reached. Otherwise also values
 * beyond its bounds, missing required fields, nulls and wrong types. `ids` exist in the database, so a
 * fuzzed id often finds a row; `preferred` ones are in the table the route's path names.
 */
export type Generation = { valid: boolean; ids: string[]; preferred: string[] };

/** Well-formed values for text fields the schema checks in code (a refine) rather than by a pattern. */
const namedFormats: Record<string, fc.Arbitrary<string>> = {
  email: fc.emailAddress(),
  iban: fc.constantFrom('NL91ABNA0417164300', 'NL20INGB0001234567', 'DE89370400440532013000'),
  bic: fc.constantFrom('ABNANL2A', 'INGBNL2A'),
  // Port 9 refuses at once: a server check against it cannot wait on the network.
  url: fc.constantFrom('http://127.0.0.1:9', 'https://127.0.0.1:9/panel'),
  website: fc.constantFrom('https://example.nl', 'http://127.0.0.1:9'),
  zipcode: fc.constantFrom('1012 AB', '9999ZZ'),
  phone: fc.constantFrom('+31 6 12345678', '020-1234567'),
};

/** `name` is the field's or parameter's name, which says more than its schema for some text fields. */
export function valueFor(schema: JsonSchema, generation: Generation, name = ''): fc.Arbitrary<unknown> {
  const shaped = shapedValue({ ...schema, name }, generation);
  if (generation.valid) return shaped;
  return fc.oneof({ weight: 6, arbitrary: shaped }, { weight: 1, arbitrary: wrongTypeValue() });
}

type NamedSchema = JsonSchema & { name?: string };

function shapedValue(schema: NamedSchema, generation: Generation): fc.Arbitrary<unknown> {
  const shaped = shapeOf(schema, generation);
  return schema.nullable ? fc.oneof({ weight: 4, arbitrary: shaped }, fc.constant(null)) : shaped;
}

function shapeOf(schema: NamedSchema, generation: Generation): fc.Arbitrary<unknown> {
  if (schema.anyOf)
    return fc.oneof(
      ...schema.anyOf.map((branch) => shapedValue({ ...branch, name: schema.name }, generation)),
    );
  if (schema.enum) {
    const members = fc.constantFrom(...schema.enum);
    return generation.valid ? members : fc.oneof({ weight: 4, arbitrary: members }, hostileString());
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringFor(schema, generation);
    case 'integer':
      return numberFor(schema, true, generation);
    case 'number':
      return numberFor(schema, false, generation);
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(valueFor(schema.items ?? {}, generation, schema.name), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case 'object':
      return objectFor(schema, generation);
    default:
      return wrongTypeValue();
  }
}

function stringFor(schema: NamedSchema, generation: Generation): fc.Arbitrary<string> {
  const formatted = formattedString(schema, generation);
  if (generation.valid && formatted) return formatted;
  const { minLength = 0, maxLength = 200 } = schema;
  const fitting = fc.oneof(
    fc.string({ unit: 'grapheme', minLength, maxLength: Math.min(maxLength, 300) }),
    fc.constantFrom(minLength, maxLength).map((length) => 'x'.repeat(length)),
    // Hostile text cut or padded to the lengths the field accepts.
    hostileString().map((text) => text.slice(0, schema.maxLength).padEnd(minLength, 'x')),
  );
  if (generation.valid) return fitting;
  return fc.oneof(
    { weight: formatted ? 5 : 0, arbitrary: formatted ?? fc.constant('') },
    { weight: 3, arbitrary: fitting },
    {
      weight: 1,
      arbitrary: fc.constantFrom(minLength - 1, maxLength + 1).map((n) => 'x'.repeat(Math.max(n, 0))),
    },
    { weight: 2, arbitrary: hostileString() },
  );
}

function formattedString(schema: NamedSchema, generation: Generation): fc.Arbitrary<string> | null {
  const { ids, preferred, valid } = generation;
  const named = schema.name === undefined ? undefined : namedFormats[schema.name];
  if (named && !schema.format && !schema.pattern) return named;
  switch (schema.format) {
    case 'uuid':
      return fc.oneof(
        ...(preferred.length > 0 ? [{ weight: 4, arbitrary: fc.constantFrom(...preferred) }] : []),
        ...(ids.length > 0 ? [{ weight: 2, arbitrary: fc.constantFrom(...ids) }] : []),
        { weight: 1, arbitrary: fc.uuid() },
      );
    case 'date': {
      const dates = fc
        .date({ min: new Date('1970-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
      return valid
        ? dates
        : fc.oneof(
            dates,
            fc.constantFrom('2026-02-29', '2026-13-01', '0000-01-01', '1899-12-31', '9999-12-31'),
          );
    }
    case 'date-time': {
      const instants = fc
        .date({ min: new Date('1970-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString());
      return valid
        ? instants
        : fc.oneof(
            instants,
            fc.constantFrom('2026-11-21T25:00:00Z', '2026-11-21T10:00:00+14:00', '0000-01-01T00:00:00Z'),
          );
    }
    case 'email':
      return fc.emailAddress();
    default:
      return schema.pattern ? fc.stringMatching(new RegExp(schema.pattern)) : null;
  }
}

function numberFor(schema: JsonSchema, integer: boolean, generation: Generation): fc.Arbitrary<number> {
  const min = Math.max(schema.minimum ?? Number.MIN_SAFE_INTEGER, Number.MIN_SAFE_INTEGER);
  const max = Math.min(schema.maximum ?? Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
  const inRange = fc.oneof(
    { weight: 4, arbitrary: integer ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true }) },
    { weight: 1, arbitrary: fc.constantFrom(min, max) },
  );
  if (generation.valid) return inRange;
  return fc.oneof(
    { weight: 4, arbitrary: inRange },
    { weight: 1, arbitrary: fc.constantFrom(min - 1, max + 1) },
    { weight: 1, arbitrary: extremeNumber() },
  );
}

/** The schema's fields (optional ones sometimes left out), at times with privileged extras or a required one missing. */
function objectFor(schema: JsonSchema, generation: Generation): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = (schema.required ?? []).filter((name) => name in properties);
  const fields = fc.record(
    Object.fromEntries(
      Object.entries(properties).map(([name, field]) => [name, valueFor(field, generation, name)]),
    ),
    { requiredKeys: required },
  );
  const withExtras = fc.tuple(fields, privilegedFields()).map(([value, extra]) => ({ ...extra, ...value }));
  if (generation.valid)
    return fc.oneof({ weight: 4, arbitrary: fields }, { weight: 1, arbitrary: withExtras });
  const withoutOne = fc
    .tuple(fields, fc.constantFrom(...required, ''))
    .map(([value, missing]) =>
      Object.fromEntries(Object.entries(value).filter(([name]) => name !== missing)),
    );
  return fc.oneof({ weight: 4, arbitrary: fields }, withExtras, withoutOne);
}
