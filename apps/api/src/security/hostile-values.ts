import fc from 'fast-check';

/**
 * Strings that have broken web applications before: SQL and script injection, template and path tricks,
 * LIKE wildcards, control and bidi characters, a NUL (PostgreSQL text cannot hold one), odd unicode.
 */
export const hostileStrings = [
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '" OR ""="',
  "1' UNION SELECT password_hash FROM users --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally
  '${7*7}',
  '../../../../etc/passwd',
  '%00',
  '%',
  '_',
  '\\',
  '\u0000',
  'a\u0000b',
  '\r\nSet-Cookie: x=1',
  '\u202Egnp.exe',
  '\uFEFF',
  '\uD800',
  'Zoë 🦀 مرحبا 日本語',
  'NaN',
  '-0',
  '1e309',
  'null',
  'undefined',
  '[]',
  '{}',
  '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><x>&a;</x>',
  ' ',
  '',
];

/** Hostile strings, random unicode (graphemes and raw UTF-16, lone surrogates included) and huge ones. */
export function hostileString(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...hostileStrings) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.constantFrom(...hostileStrings).map((text) => text.repeat(2000)) },
    {
      weight: 1,
      arbitrary: fc.nat({ max: 25 }).map((letter) => String.fromCharCode(97 + letter).repeat(70_000)),
    },
  );
}

/** Numbers at the edges: beyond 32 and 64 bits, beyond the safe integers, fractions, negative zero. */
export function extremeNumber(): fc.Arbitrary<number> {
  return fc.oneof(
    fc.constantFrom(
      0,
      -0,
      -1,
      0.5,
      2 ** 31,
      2 ** 31 - 1,
      -(2 ** 31),
      2 ** 53,
      Number.MAX_SAFE_INTEGER,
      Number.MIN_SAFE_INTEGER,
      Number.MAX_VALUE,
      -Number.MAX_VALUE,
      Number.MIN_VALUE,
      1e21,
    ),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.integer(),
  );
}

/** A value of any JSON type, for a place that expects another type. */
export function wrongTypeValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constant(null),
    fc.boolean(),
    extremeNumber(),
    hostileString(),
    fc.array(fc.oneof(fc.integer(), fc.string()), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.integer(), fc.string()), { maxKeys: 3 }),
  );
}

/** Fields a client must never be able to set by sending them along (mass assignment). */
export function privilegedFields(): fc.Arbitrary<Record<string, unknown>> {
  return fc.record(
    {
      role: fc.constant('admin'),
      isActive: fc.boolean(),
      isEmailVerified: fc.constant(true),
      id: fc.uuid(),
      userId: fc.uuid(),
      passwordHash: fc.constant('x'),
      createdAt: fc.constant('1970-01-01T00:00:00Z'),
      amountCents: fc.constant(-100),
    },
    { requiredKeys: [] },
  );
}

/** Request bodies that are not the JSON the route reads: malformed, prototype poisoning, other framings. */
export const malformedBodies = [
  '',
  '{',
  '{"a":',
  'null',
  '[]',
  '"text"',
  '12',
  'true',
  '{"__proto__":{"role":"admin"}}',
  '{"constructor":{"prototype":{"role":"admin"}}}',
  '{"a":1,"a":2}',
  '\u0000',
  '\uFEFF{}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `{"a":${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}}`,
  '<xml/>',
  'a=1&b=2',
];
