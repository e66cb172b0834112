/**
 * Bad inputs for the fuzz (fuzz-no-5xx.test.ts), worked out from an operation's OpenAPI
 * schemas: a plausible valid request first, then one part at a time replaced by a value of
 * each class the database or the validation might trip over.
 */
export type TJsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: TJsonSchema[];
  oneOf?: TJsonSchema[];
  allOf?: TJsonSchema[];
  properties?: Record<string, TJsonSchema>;
  required?: string[];
  additionalProperties?: boolean | TJsonSchema;
  items?: TJsonSchema;
  minItems?: number;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  default?: unknown;
};

/** Text in a path or query string (already percent-encoded where needed). */
export const BAD_URL_TEXTS = [
  '2147483648', // one above int4
  '-2147483649', // one below int4
  '99999999999999999999', // all digits, too long for any integer column (and for a slug lookup)
  '-1',
  '1.5',
  '%00',
  'a%00b',
  '%ED%A0%80', // a lone surrogate, UTF-8 encoded
  '0000-01-01T00:00:00Z',
  'x'.repeat(4000),
];

const HUGE = 'x'.repeat(100_000);
const INT_VALUES: unknown[] = [2_147_483_648, -2_147_483_649, 1e20, 1.5, '1', null];
const STRING_VALUES: unknown[] = ['a\u0000b', 'a\ud800b', '\udc00', HUGE, 7, { a: 1 }];
const DATE_VALUES: unknown[] = [
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '2024-01-01T00:00:00+99:99',
  'a\u0000b',
];
const URL_VALUES: unknown[] = ['not a url', 'http://', 'http://a b', 'javascript:alert(1)'];
const OTHER_VALUES: unknown[] = ['a\u0000b', '\ud800', 2_147_483_648, [], {}];

const typeOf = (schema: TJsonSchema) =>
  (Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type) ??
  (schema.properties ? 'object' : undefined);

const firstOption = (schema: TJsonSchema) =>
  (schema.anyOf ?? schema.oneOf ?? schema.allOf)?.find((option) => typeOf(option) !== 'null');

const TEXT_CANDIDATES = ['en', 'fuzz-text', 'live', 'fuzz', '1'];

function sampleString(schema: TJsonSchema, key: string): string {
  if (schema.format === 'date-time') return '2030-01-01T10:00:00Z';
  if (schema.format === 'email' || /email/.test(key)) return 'fuzz@example.test';
  if (schema.format === 'uri' || /url/.test(key)) return 'http://127.0.0.1:9/fuzz';
  if (/locale/.test(key)) return 'en';
  const pattern = schema.pattern ? new RegExp(schema.pattern) : undefined;
  return TEXT_CANDIDATES.find((text) => !pattern || pattern.test(text)) ?? 'fuzz';
}

/** A plausible valid value: required properties only, booleans false (nothing switched on). */
export function sample(schema: TJsonSchema, key = ''): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  const option = firstOption(schema);
  if (option) return sample(option, key);
  switch (typeOf(schema)) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const name of schema.required ?? []) {
        const property = schema.properties?.[name];
        if (property) value[name] = sample(property, name);
      }
      return value;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items ?? {}, key));
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return false;
    case 'string':
      return sampleString(schema, key);
    default:
      return null;
  }
}

type TLeaf = { path: (string | number)[]; schema: TJsonSchema };

/** Every field a body may carry, optional ones too (array items as item 0, records as key `k`). */
export function leavesOf(schema: TJsonSchema, path: (string | number)[] = [], depth = 0): TLeaf[] {
  const option = firstOption(schema);
  if (option && !schema.enum) return leavesOf(option, path, depth);
  if (depth > 5) return [];
  const type = typeOf(schema);
  if (type === 'object' && schema.properties) {
    return Object.entries(schema.properties).flatMap(([name, property]) =>
      leavesOf(property, [...path, name], depth + 1),
    );
  }
  if (type === 'object' && typeof schema.additionalProperties === 'object') {
    return leavesOf(schema.additionalProperties, [...path, 'k'], depth + 1);
  }
  if (type === 'array' && schema.items) return leavesOf(schema.items, [...path, 0], depth + 1);
  return [{ path, schema }];
}

/** The bad values worth trying in one field, by what the field holds. */
export function badValuesFor(leaf: TLeaf): unknown[] {
  const type = typeOf(leaf.schema);
  const key = String(leaf.path.at(-1) ?? '');
  if (type === 'integer' || type === 'number') return INT_VALUES;
  if (leaf.schema.format === 'date-time') return DATE_VALUES;
  if (/url/.test(key)) return [...URL_VALUES, 'a\u0000b'];
  if (type === 'string' && !leaf.schema.enum) return STRING_VALUES;
  return OTHER_VALUES;
}

/** `base` with the value at `path` replaced (arrays and objects on the way created). */
export function withValue(base: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const container = (
    typeof head === 'number'
      ? [...(Array.isArray(base) ? base : [])]
      : { ...(base && typeof base === 'object' ? base : {}) }
  ) as Record<string | number, unknown>;
  container[head] = withValue(container[head], rest, value);
  return container;
}
