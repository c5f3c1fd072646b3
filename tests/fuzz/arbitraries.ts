import fc from 'fast-check';
import { z } from 'zod';

/**
 * fast-check arbitraries from the zod contracts: each schema is turned into its JSON Schema (zod's own
 * conversion, the one the OpenAPI document uses) and each node into values that mostly pass the schema, so that
 * the request reaches the service, mixed with the classic nasties that a schema lets through (a NUL byte, an
 * object's own key names, numbers at the edges) and some that it should refuse.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  additionalProperties?: JsonSchema | boolean;
};

/** Strings that broke, or break, servers somewhere: each is short enough to pass a length cap. */
export const nastyStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(8),
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'prototype',
  'valueOf',
  "' OR 1=1 --",
  '"; DROP TABLE members; --',
  '%00',
  '%',
  '\\',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '${7*7}',
  '\ud800',
  '\udfff',
  '\u202e\u0e01',
  'ทดสอบ',
  '🎰💰',
  '\r\n',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '1e309',
  '9999999999999999999999',
  '0x10',
  'true',
  '[]',
  '{}',
];

const nastyNumbers = [
  0,
  -0,
  -1,
  1,
  0.001,
  0.1 + 0.2,
  1.005,
  -100,
  2 ** 31,
  2 ** 31 - 1,
  2 ** 53,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  1e21,
  1e308,
  Number.MIN_VALUE,
];

const nastyOther: unknown[] = [null, true, false, [], {}, [null], { __proto__: null }, ['a', 1]];

/** Anything at all, for a field that should have refused it. */
export const anyNasty: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...nastyStrings),
  fc.constantFrom(...nastyNumbers),
  fc.constantFrom(...nastyOther),
  fc.string({ maxLength: 2000 }),
);

/** Values the test knows are real (a member's wallet id, a game code), by property name. */
export type Hints = Record<string, readonly unknown[]>;

const clampInt = (value: number | undefined, fallback: number) =>
  value === undefined || !Number.isFinite(value)
    ? fallback
    : Math.max(-Number.MAX_SAFE_INTEGER, Math.min(Number.MAX_SAFE_INTEGER, value));

const stringArb = (schema: JsonSchema): fc.Arbitrary<string> => {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 300, 300);
  const fits = (value: string) => value.length >= minLength && value.length <= (schema.maxLength ?? Infinity);
  const valid = schema.pattern
    ? fc.stringMatching(new RegExp(schema.pattern)).filter(fits)
    : schema.format === 'email'
      ? fc.emailAddress()
      : schema.format === 'date-time'
        ? fc
            .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
            .map((d) => d.toISOString())
        : fc.oneof(
            fc.string({ minLength, maxLength, unit: 'grapheme-ascii' }),
            fc.string({ minLength, maxLength, unit: 'grapheme' }),
            fc.string({ minLength, maxLength, unit: 'binary' }),
          );
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    {
      weight: 2,
      arbitrary: fc.constantFrom(...nastyStrings.filter(fits), 'x'.repeat(Math.max(minLength, 1))),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 400 }) },
  );
};

const numberArb = (schema: JsonSchema, integer: boolean): fc.Arbitrary<number> => {
  const min =
    schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1e-9 : undefined);
  const max =
    schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1e-9 : undefined);
  const valid = integer
    ? fc.integer({
        min: clampInt(min && Math.ceil(min), -1_000_000),
        max: clampInt(max && Math.floor(max), 1_000_000),
      })
    : fc.double({ min: min ?? -1e6, max: max ?? 1e6, noNaN: true, noDefaultInfinity: true });
  // Money: realistic baht amounts (0.01 to 500.00) reach the services rather than their range checks.
  const baht = fc.integer({ min: 1, max: 50_000 }).map((satang) => satang / 100);
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    { weight: 2, arbitrary: fc.oneof(baht, fc.integer({ min: 0, max: 20 })) },
    { weight: 1, arbitrary: fc.constantFrom(...nastyNumbers) },
  );
};

/** An arbitrary for one JSON Schema node; `hints` replace a named property's value now and then. */
export const arbitraryOf = (schema: JsonSchema, hints: Hints = {}): fc.Arbitrary<unknown> => {
  const core = coreOf(schema, hints);
  return fc.oneof({ weight: 12, arbitrary: core }, { weight: 1, arbitrary: anyNasty });
};

const coreOf = (schema: JsonSchema, hints: Hints): fc.Arbitrary<unknown> => {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return fc.oneof(...branches.map((branch) => coreOf(branch, hints)));
  if (schema.allOf && schema.allOf.length > 0) return coreOf(schema.allOf[0]!, hints);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringArb(schema);
    case 'integer':
      return numberArb(schema, true);
    case 'number':
      return numberArb(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = schema.items ? arbitraryOf(schema.items, hints) : anyNasty;
      return fc.array(items, {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 60),
      });
    }
    case 'object':
      return objectArb(schema, hints);
    default:
      return anyNasty;
  }
};

const objectArb = (schema: JsonSchema, hints: Hints) => {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) {
    const own = arbitraryOf(property, hints);
    const hinted = hints[name];
    record[name] = hinted?.length
      ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...hinted) }, { weight: 2, arbitrary: own })
      : own;
  }
  // Usually every required key; now and then any key may be missing.
  return fc.oneof(
    { weight: 5, arbitrary: fc.record(record, { requiredKeys: [...required] }) },
    { weight: 1, arbitrary: fc.record(record, { requiredKeys: [] }) },
  );
};

/** The JSON Schema of a zod schema as the request sees it (before transforms). */
export const jsonSchemaOf = (schema: unknown): JsonSchema | null => {
  if (!schema || typeof schema !== 'object' || !('_zod' in schema)) return null;
  return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
};
