import fc from 'fast-check';
import type { JsonSchema } from './route-table';

/**
 * fast-check arbitraries for values a JSON Schema accepts (the subset zod writes into the
 * OpenAPI document: objects, strings with lengths, formats and patterns, enums, numbers,
 * booleans, null, arrays, anyOf/oneOf). Field hints supply realistic values (an existing exam id,
 * a registered e-mail) that a schema alone cannot know, so valid requests get past the first
 * lookup instead of all ending in 404.
 */

/** A realistic value for a field, by property name; undefined lets the schema decide. */
export type FieldHints = (name: string, schema: JsonSchema) => fc.Arbitrary<unknown> | undefined;

const num = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);
const list = (value: unknown): JsonSchema[] =>
  Array.isArray(value) ? (value as JsonSchema[]) : [];

/** Characters that make strings interesting without being invalid JSON. */
const textUnit = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 1 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 1 }) },
  { weight: 1, arbitrary: fc.constantFrom('\u0000', '\u202e', '\ufeff', '\ud83d\ude00', ' ') },
);

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = num(schema.minLength) ?? 0;
  // Long strings are the mutations' job; valid ones stay short so requests stay cheap.
  const maxLength = Math.min(num(schema.maxLength) ?? 40, minLength + 40);
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date-time') {
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString());
  }
  if (schema.format === 'email') return fc.emailAddress();
  if (typeof schema.pattern === 'string') return fc.stringMatching(new RegExp(schema.pattern));
  return fc
    .array(textUnit, { minLength, maxLength })
    .map((units) => units.join(''))
    .filter(
      (text) => [...text].length >= minLength && text.length <= (num(schema.maxLength) ?? 1e9),
    );
}

function numberArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const min = num(schema.minimum) ?? -1e9;
  const max = num(schema.maximum) ?? 1e9;
  if (schema.type === 'integer') {
    return fc.integer({
      min: Math.max(min, Number.MIN_SAFE_INTEGER),
      max: Math.min(max, Number.MAX_SAFE_INTEGER),
    });
  }
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function objectArbitrary(schema: JsonSchema, hints: FieldHints): fc.Arbitrary<unknown> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) {
    model[name] = hints(name, property) ?? valueFor(property, hints);
  }
  const requiredKeys = Object.keys(properties).filter((name) => required.has(name));
  return fc.record(model, { requiredKeys });
}

/** Values the schema accepts. */
export function valueFor(schema: JsonSchema, hints: FieldHints): fc.Arbitrary<unknown> {
  const choices = [...list(schema.anyOf), ...list(schema.oneOf)];
  if (choices.length > 0) return fc.oneof(...choices.map((choice) => valueFor(choice, hints)));
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if ('const' in schema) return fc.constant(schema.const);
  switch (schema.type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
    case 'number':
      return numberArbitrary(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valueFor((schema.items ?? {}) as JsonSchema, hints), {
        minLength: num(schema.minItems) ?? 0,
        maxLength: Math.min(num(schema.maxItems) ?? 5, 5),
      });
    case 'object':
      return objectArbitrary(schema, hints);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
