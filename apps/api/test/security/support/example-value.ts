import { randomUUID } from 'node:crypto';
import type { JsonSchema } from './route-table';

/**
 * The smallest value a JSON Schema accepts, with named fields taken from `known` (real ids of
 * the probed attempt): the access-control and token suites send requests that pass validation,
 * so the answer they get is the access decision, not a 400.
 */
export function exampleValue(schema: JsonSchema, known: Record<string, unknown> = {}): unknown {
  const choices = [
    ...((schema.anyOf as JsonSchema[] | undefined) ?? []),
    ...((schema.oneOf as JsonSchema[] | undefined) ?? []),
  ];
  const first = choices[0];
  if (first) return exampleValue(first, known);
  // A schema's own example wins (a join code's alphabet and length are no pattern to guess).
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (Array.isArray(schema.enum)) return (schema.enum as unknown[])[0];
  if ('const' in schema) return schema.const;
  switch (schema.type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = new Set((schema.required as string[] | undefined) ?? []);
      const value: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(properties)) {
        if (name in known) value[name] = known[name];
        else if (required.has(name)) value[name] = exampleValue(property, known);
      }
      return value;
    }
    case 'string':
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'date-time') return new Date(0).toISOString();
      return '0'.padEnd(typeof schema.minLength === 'number' ? schema.minLength : 1, '0');
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 0;
    case 'boolean':
      return false;
    case 'array':
      return [];
    default:
      return null;
  }
}
