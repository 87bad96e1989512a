import fc from 'fast-check';

/*
 * Requests generated from the app's OpenAPI document (app.swagger()): the operations with their
 * parameters and bodies, fast-check arbitraries of valid values for a schema, and the bad values
 * the malformed-input suite sends. Used by malformed-input.test.ts and, for valid path
 * parameters, by the access matrix.
 */

/** The subset of JSON Schema that fastify-type-provider-zod emits for request schemas. */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  prefixItems?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  default?: unknown;
  $ref?: string;
}

export interface Param {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** `GET /rest/model/part/{id}`: the OpenAPI path, as in the document. */
  key: string;
  method: string;
  /** The OpenAPI path template, `{name}` for path parameters. */
  path: string;
  params: Param[];
  body?: { schema: JsonSchema; required: boolean };
}

export interface OpenApiDoc {
  paths: Record<string, Record<string, { parameters?: Param[]; requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> } }>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** Every operation of the document, in document order. */
export function operationsOf(doc: OpenApiDoc): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const json = op.requestBody?.content['application/json'];
      ops.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        params: (op.parameters ?? []).map((p) => ({ ...p, required: !!p.required || p.in === 'path', schema: deref(doc, p.schema) })),
        body: json ? { schema: deref(doc, json.schema), required: !!op.requestBody?.required } : undefined,
      });
    }
  }
  return ops;
}

/** Follows a `#/components/schemas/…` reference. */
export function deref(doc: OpenApiDoc, schema: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  return deref(doc, doc.components?.schemas?.[name] ?? {});
}

const typesOf = (s: JsonSchema): string[] => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);
/** The alternatives of a union, else the schema itself. */
export const alternativesOf = (s: JsonSchema): JsonSchema[] => s.anyOf ?? s.oneOf ?? [s];

/** Valid strings kept short: the suite is about the edges, not long valid values. */
const VALID_STRING_MAX = 12;

/** Arbitrary of values the schema accepts. */
export function validValue(doc: OpenApiDoc, schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const s = deref(doc, schema);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  if (s.anyOf || s.oneOf) return fc.oneof(...alternativesOf(s).map((alt) => validValue(doc, alt, depth + 1)));
  if (s.allOf) return validValue(doc, Object.assign({}, ...s.allOf), depth);
  const type = typesOf(s).find((t) => t !== 'null') ?? (s.properties ? 'object' : 'string');
  switch (type) {
    case 'string':
      if (s.format === 'uuid') return fc.uuid({ version: 4 });
      if (s.format === 'email') return fc.constantFrom('a@example.com', 'fuzz.user@test.example.com');
      if (s.format === 'date-time') return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
      if (s.format === 'date') return fc.constantFrom('2024-03-15', '2000-01-01');
      if (s.pattern) {
        // Only the schema's own bounds: a pattern may have no match as short as VALID_STRING_MAX (a
        // date-time 'YYYY-MM-DD HH:mm' has 16 characters), and a filter nothing passes never ends.
        return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length >= (s.minLength ?? 0) && v.length <= (s.maxLength ?? Infinity));
      }
      return fc.string({ minLength: s.minLength ?? 0, maxLength: Math.max(s.minLength ?? 0, Math.min(s.maxLength ?? VALID_STRING_MAX, VALID_STRING_MAX)) });
    case 'integer':
    case 'number': {
      const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -1000);
      const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : 1000);
      return fc.integer({ min: Math.max(min, Number.MIN_SAFE_INTEGER), max: Math.min(max, Number.MAX_SAFE_INTEGER) });
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      // An empty tuple (`items` then has no alternatives) and fixed tuples (prefixItems).
      if (depth > 4 || s.maxItems === 0) return fc.constant([]);
      if (s.prefixItems) return fc.tuple(...s.prefixItems.map((item) => validValue(doc, item, depth + 1)));
      return fc.array(validValue(doc, s.items ?? {}, depth + 1), { minLength: s.minItems ?? 0, maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 3, 3)) });
    case 'object': {
      const props = s.properties ?? {};
      if (depth > 4) return fc.constant({});
      return fc.record(
        Object.fromEntries(Object.entries(props).map(([k, v]) => [k, validValue(doc, v, depth + 1)])),
        { requiredKeys: (s.required ?? []).filter((k) => k in props) },
      );
    }
    default:
      return fc.constant('x');
  }
}

/** One value the schema accepts, the same every time (for path parameters of the access matrix). */
export function sampleValue(doc: OpenApiDoc, schema: JsonSchema): unknown {
  return fc.sample(validValue(doc, schema), { seed: 7, numRuns: 1 })[0];
}

/** The concrete URL of an operation: path parameters encoded (or given raw) and a query string. */
export function urlOf(op: Operation, path: Record<string, string>, query: [string, string][]): string {
  const filled = op.path.replace(/\{(\w+)\}/g, (_, name: string) => path[name] ?? 'x');
  const qs = query.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&');
  return qs ? `${filled}?${qs}` : filled;
}

/** A value as it travels in a URL: arrays repeat their key, everything percent-encoded. */
export function encodeUrlValue(v: unknown): string[] {
  if (Array.isArray(v)) return v.flatMap(encodeUrlValue);
  if (v !== null && typeof v === 'object') return [encodeURIComponent(JSON.stringify(v))];
  return [encodeURIComponent(String(v))];
}
