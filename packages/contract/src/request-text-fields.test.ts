// Every text a client sends is either free text under the text rule (text-rule.ts) or a value with a form
// of its own (issue 26). Walks every request schema of the contract, so a new field cannot slip past.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as contract from './index.ts';

type Schema = z.ZodType & { _zod: { def: Record<string, unknown> & { type: string } } };

// Texts that are not free text: secrets and tokens (any character is theirs), and values the server checks
// by a form of their own.
const NOT_FREE_TEXT: Record<string, string> = {
  password: 'a secret: any character',
  currentPassword: 'a secret: any character',
  refreshToken: 'a token the server issued',
  loginKey: "a panel's API key: a secret",
  iban: 'checked by its mod-97 check digits on the server',
  bic: 'checked by its form on the server',
  content: 'a bank file: parsed by the SEPA readers, refused whole when it is not one',
  reference: 'a PAY- reference looked up, never stored',
};

const RESPONSE_PARTS = new Set(['activityParamsSchema', 'errorParamsSchema', 'bankFileWordParamsSchema']);

/** The text fields of a schema with their paths; a pipe counts whole (an e-mail is trimmed, then checked). */
function textFields(schema: Schema, path: string, found: [string, Schema][]): void {
  const def = schema._zod.def;
  const inner = (key: string) => textFields(def[key] as Schema, path, found);
  switch (def.type) {
    case 'object':
      for (const [key, value] of Object.entries(def.shape as Record<string, Schema>))
        textFields(value, path ? `${path}.${key}` : key, found);
      return;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      inner('innerType');
      return;
    case 'pipe':
      if ((def.in as Schema)._zod.def.type === 'string') found.push([path, schema]);
      else inner('in');
      return;
    case 'array':
      textFields(def.element as Schema, `${path}[]`, found);
      return;
    case 'union':
      for (const option of def.options as Schema[]) textFields(option, path, found);
      return;
    case 'string':
      found.push([path, schema]);
      return;
    default:
      return;
  }
}

const requestSchemas = Object.entries(contract as Record<string, unknown>).filter(
  ([name]) => /(Body|Query|Params)Schema$/.test(name) && !RESPONSE_PARTS.has(name),
) as [string, Schema][];

const fields = requestSchemas.flatMap(([name, schema]) => {
  const found: [string, Schema][] = [];
  textFields(schema, '', found);
  return found.map(([path, field]) => ({ name: `${name}.${path}`, path, field }));
});

const hostile = ['Jan\u0001', '\u202eJan', 'Jan\uffff', 'Jan\u0000'];

describe('every text field of every request', () => {
  it('finds the fields (the walk itself works)', () => {
    expect(fields.length).toBeGreaterThan(100);
    expect(fields.map((field) => field.name)).toContain('updateProfileBodySchema.city');
    expect(fields.map((field) => field.name)).toContain('createTicketBodySchema.message');
  });

  for (const { name, path, field } of fields) {
    const key = path.split('.').at(-1)?.replace('[]', '') ?? '';
    if (key in NOT_FREE_TEXT) continue;
    it(`${name} refuses control characters, bidi overrides and noncharacters`, () => {
      for (const value of hostile) expect(field.safeParse(value).success, JSON.stringify(value)).toBe(false);
    });
  }
});
