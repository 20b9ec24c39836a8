import fc from "fast-check";

/** The subset of JSON Schema 2020-12 that zod's `toJSONSchema` writes. */
export interface JsonSchema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
}

/** Generated strings and arrays stay short: a request's size is its own kind of wrong input (wrong-inputs.ts). */
const MAX_GENERATED_LENGTH = 64;
const MAX_GENERATED_ITEMS = 4;

const FORMATS: Record<string, () => fc.Arbitrary<string>> = {
  email: () => fc.emailAddress(),
  uri: () => fc.webUrl(),
  url: () => fc.webUrl(),
  "date-time": () =>
    fc.date({ noInvalidDate: true, min: new Date("2000-01-01"), max: new Date("2100-01-01") }).map((date) => date.toISOString()),
  uuid: () => fc.uuid(),
};

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? MAX_GENERATED_LENGTH, MAX_GENERATED_LENGTH));
  const format = schema.format ? FORMATS[schema.format] : undefined;
  if (format) return format();
  if (schema.pattern) {
    try {
      const pattern = new RegExp(schema.pattern);
      return fc.stringMatching(pattern).filter((text) => text.length >= minLength && text.length <= (schema.maxLength ?? Infinity));
    } catch {
      // A pattern fast-check cannot generate from: plain strings of the right length (the server refuses some: 400).
    }
  }
  return fc.string({ minLength, maxLength, unit: "grapheme" });
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low = schema.minimum ?? (schema.exclusiveMinimum === undefined ? -1_000_000 : schema.exclusiveMinimum + (integer ? 1 : Number.EPSILON));
  const high = schema.maximum ?? (schema.exclusiveMaximum === undefined ? 1_000_000 : schema.exclusiveMaximum - (integer ? 1 : Number.EPSILON));
  const min = Math.max(low, -Number.MAX_SAFE_INTEGER);
  const max = Math.min(high, Number.MAX_SAFE_INTEGER);
  return integer ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function objectArbitrary(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, arbitraryOf(property)]));
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((name) => name in properties) });
}

/** Values that conform to `schema` (as far as JSON Schema says: refinements beyond it are the server's to refuse). */
export function arbitraryOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  if ("const" in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map(arbitraryOf));
  if (schema.allOf?.[0]) return arbitraryOf(schema.allOf[0]);
  if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((type) => arbitraryOf({ ...schema, type })));
  switch (schema.type) {
    case "string":
      return stringArbitrary(schema);
    case "integer":
      return numberArbitrary(schema, true);
    case "number":
      return numberArbitrary(schema, false);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array": {
      if (schema.prefixItems) return fc.tuple(...schema.prefixItems.map(arbitraryOf));
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? MAX_GENERATED_ITEMS, MAX_GENERATED_ITEMS));
      return fc.array(schema.items ? arbitraryOf(schema.items) : fc.jsonValue(), { minLength, maxLength });
    }
    case "object":
      return objectArbitrary(schema);
    default:
      return fc.jsonValue();
  }
}
