import fc from 'fast-check';
import type { z } from 'zod';
import { hostileKeys, wrongValue } from './hostile-values';
import type { JsonSchema } from './route-table';

/**
 * Ways to break a valid JSON body. Each returns the raw text sent and whether the body is
 * certainly invalid: mutations of an object are re-checked against the route's own body schema
 * (a dropped key may have been optional), the others break JSON itself or smuggle a prototype
 * key, which the server must refuse whatever the route.
 */
export interface BodyMutation {
  label: string;
  payload: string;
  /** Certainly refused by any route that parses a JSON body. */
  invalid: boolean;
  /** Keys the mutation added, which an 'Unknown field' message may quote. */
  keys: string[];
}

const propertiesOf = (schema: JsonSchema) =>
  (schema.properties ?? {}) as Record<string, JsonSchema>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

function checked(
  label: string,
  body: unknown,
  validator: z.ZodType | undefined,
  keys: string[] = [],
): BodyMutation {
  const invalid = validator ? !validator.safeParse(body).success : false;
  return { label, payload: JSON.stringify(body) ?? 'null', invalid, keys };
}

/** `"__proto__"` or `constructor.prototype` spliced into the JSON text (JSON.stringify drops them). */
const prototypeKey = fc.constantFrom(
  '"__proto__":{"polluted":"yes"}',
  '"constructor":{"prototype":{"polluted":"yes"}}',
  '"nested":{"__proto__":{"polluted":"yes"}}',
  '"__proto__":[]',
);

export function bodyMutation(
  body: unknown,
  schema: JsonSchema | undefined,
  validator: z.ZodType | undefined,
): fc.Arbitrary<BodyMutation> {
  const text = JSON.stringify(body) ?? '';
  const names = isObject(body) ? Object.keys(body) : [];
  const declared = schema ? Object.keys(propertiesOf(schema)) : [];
  const mutations: fc.Arbitrary<BodyMutation>[] = [
    prototypeKey.map((key) => ({
      label: `prototype key ${key}`,
      payload: text.startsWith('{') && text !== '{}' ? `{${key},${text.slice(1)}` : `{${key}}`,
      invalid: true,
      keys: [],
    })),
    fc.integer({ min: 0, max: Math.max(text.length - 1, 0) }).map((cut) => ({
      label: 'truncated JSON',
      payload: text.slice(0, cut),
      invalid: !isJson(text.slice(0, cut)),
      keys: [],
    })),
    fc
      .constantFrom('{"a":1,}', '{a:1}', "{'a':1}", '[1,2', 'nul', '{"a":"\\x"}', '\u0000')
      .map((payload) => ({ label: 'broken JSON', payload, invalid: true, keys: [] })),
    wrongValue.map((value) => checked('wrong root', value, validator)),
    fc
      .tuple(fc.oneof(fc.constantFrom(...hostileKeys), fc.string({ maxLength: 20 })), wrongValue)
      .filter(([key]) => key !== '__proto__')
      .map(([key, value]) =>
        checked(`extra key ${key}`, { ...(isObject(body) ? body : {}), [key]: value }, validator, [
          key,
        ]),
      ),
  ];
  if (names.length > 0 && isObject(body)) {
    mutations.push(
      fc.constantFrom(...names).map((name) => {
        const rest = { ...body };
        delete rest[name];
        return checked(`drop ${name}`, rest, validator);
      }),
      fc
        .tuple(fc.constantFrom(...names), wrongValue)
        .map(([name, value]) => checked(`wrong ${name}`, { ...body, [name]: value }, validator)),
    );
  }
  const limited = declared.filter((name) => schema && propertiesOf(schema)[name]?.maxLength);
  if (limited.length > 0 && isObject(body)) {
    mutations.push(
      fc
        .tuple(fc.constantFrom(...limited), fc.integer({ min: 1, max: 2000 }))
        .map(([name, extra]) => {
          const max = Number(propertiesOf(schema ?? {})[name]?.maxLength);
          return checked(
            `${name} too long`,
            { ...body, [name]: 'x'.repeat(max + extra) },
            validator,
          );
        }),
    );
  }
  return fc.oneof(...mutations);
}
