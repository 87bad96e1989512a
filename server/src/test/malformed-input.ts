import fc from 'fast-check';
import {
  alternativesOf, encodeUrlValue, urlOf, validValue, type JsonSchema, type OpenApiDoc, type Operation,
} from './openapi-requests.js';

/*
 * Bad requests for one operation of the OpenAPI document, made with fast-check from the
 * operation's parameter and body schemas: a valid request first, then one mutation of a class
 * below. Each request says what the answer must be: `parameter-error` (the mutation breaks the
 * contract: HTTP 555 with the envelope) or `no-server-error` (hostile but possibly valid input:
 * anything below 500, and an envelope whenever it is not a success).
 */

export const MUTATION_CLASSES = [
  'wrong-type', 'missing-field', 'extra-field', 'invalid-json', 'deep-json', 'huge-string', 'huge-path-param', 'nul',
  'lone-surrogate', 'emoji', 'sql', 'path-traversal', 'page-extremes', 'unknown-enum', 'bad-percent-encoding',
] as const;
export type MutationClass = (typeof MUTATION_CLASSES)[number];

export type Expectation = 'parameter-error' | 'no-server-error';

export interface BadRequest {
  cls: MutationClass;
  expect: Expectation;
  /** What was done, for the failure report. */
  what: string;
  method: string;
  url: string;
  /** The raw body, sent as application/json. */
  payload?: string;
}

/** A field a mutation can aim at. Body fields are the top-level properties of an object body. */
interface Field {
  where: 'path' | 'query' | 'body';
  name: string;
  schema: JsonSchema;
  required: boolean;
}

/** The request being built: URL parts already percent-encoded, the body as a value or raw text. */
interface Draft {
  path: Record<string, string>;
  query: [string, string][];
  body: unknown;
  raw?: string;
}

const types = (s: JsonSchema) => alternativesOf(s).flatMap((a) => (Array.isArray(a.type) ? a.type : a.type ? [a.type] : a.enum ? ['enum'] : ['any']));
const acceptsString = (s: JsonSchema) => types(s).some((t) => t === 'string' || t === 'any' || t === 'enum');
const stringAlternatives = (s: JsonSchema) => alternativesOf(s).filter((a) => a.type === 'string' || (a.type === undefined && !a.enum));
/** The tightest maxLength a string field has (Infinity: none). */
const maxLengthOf = (s: JsonSchema) => Math.max(...stringAlternatives(s).map((a) => a.maxLength ?? Infinity), -Infinity);
const enumOf = (s: JsonSchema): unknown[] | undefined => {
  const alts = alternativesOf(s).flatMap((a) => (a.type === 'array' && a.items ? alternativesOf(a.items) : [a]));
  return alts.every((a) => a.enum) ? alts.flatMap((a) => a.enum!) : undefined;
};
const numericOf = (s: JsonSchema) => alternativesOf(s).find((a) => a.type === 'integer' || a.type === 'number');

/** Whether a text value, as it arrives in a URL, fits the schema (zod coerces query numbers). */
function urlValueFits(s: JsonSchema, v: string): boolean {
  return alternativesOf(s).some((a) => {
    if (a.type === 'array' && a.items) return urlValueFits(a.items, v);
    if (a.enum) return a.enum.map(String).includes(v);
    if (a.type === 'integer' || a.type === 'number') {
      const n = Number(v);
      return v.trim() !== '' && Number.isFinite(n) && (a.type === 'number' || Number.isInteger(n))
        && n >= (a.minimum ?? -Infinity) && n <= (a.maximum ?? Infinity);
    }
    if (a.type === 'boolean') return true; // coerced: any text is some boolean
    if (a.format === 'uuid' && !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v)) return false;
    if (a.pattern && !new RegExp(a.pattern).test(v)) return false;
    return v.length <= (a.maxLength ?? Infinity) && v.length >= (a.minLength ?? 0);
  });
}

/** JSON types of a value as JSON Schema names them. */
const jsonTypeOf = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v === 'number' ? (Number.isInteger(v) ? 'integer' : 'number') : typeof v);
function jsonTypeFits(s: JsonSchema, v: unknown): boolean {
  const t = jsonTypeOf(v);
  return alternativesOf(s).some((a) => {
    if (a.nullable && v === null) return true;
    if (a.enum) return a.enum.some((e) => e === v);
    const ts = Array.isArray(a.type) ? a.type : a.type ? [a.type] : ['any'];
    return ts.includes('any') || ts.includes(t) || (t === 'integer' && ts.includes('number'));
  });
}

function fieldsOf(op: Operation): Field[] {
  const fields: Field[] = op.params.filter((p) => p.in !== 'header').map((p) => ({ where: p.in as 'path' | 'query', name: p.name, schema: p.schema, required: p.required }));
  const props = op.body?.schema.properties;
  if (props) {
    for (const [name, schema] of Object.entries(props)) fields.push({ where: 'body', name, schema, required: (op.body!.schema.required ?? []).includes(name) });
  }
  return fields;
}

/** A valid request of the operation (path and query already encoded). */
function validDraft(doc: OpenApiDoc, op: Operation): fc.Arbitrary<Draft> {
  const path = op.params.filter((p) => p.in === 'path');
  const query = op.params.filter((p) => p.in === 'query');
  return fc.record({
    // `.` and `..` are dot segments a URL resolves (to the parent path): no client can send them as a value.
    path: fc.record(Object.fromEntries(path.map((p) => [p.name, validValue(doc, p.schema).map((v) => encodeUrlValue(v)[0] || 'x').map((v) => (v === '.' || v === '..' ? 'x' : v))]))),
    query: fc.record(Object.fromEntries(query.map((p) => [p.name, validValue(doc, p.schema)])), { requiredKeys: query.filter((p) => p.required).map((p) => p.name) })
      .map((q) => Object.entries(q).flatMap(([k, v]) => encodeUrlValue(v).map((e) => [k, e] as [string, string]))),
    body: op.body ? validValue(doc, op.body.schema) : fc.constant(undefined),
  });
}

/** Puts a value into a field: `json` for the body, `url` (already encoded) for the path and query. */
function setField(d: Draft, f: Field, value: { json?: unknown; url?: string; rawJson?: string }): Draft {
  if (f.where === 'path') return { ...d, path: { ...d.path, [f.name]: value.url! } };
  if (f.where === 'query') return { ...d, query: [...d.query.filter(([k]) => k !== f.name), [f.name, value.url!]] };
  const body = { ...(d.body as Record<string, unknown>), [f.name]: value.rawJson !== undefined ? RAW_MARK : value.json };
  const raw = value.rawJson !== undefined ? JSON.stringify(body).replace(JSON.stringify(RAW_MARK), value.rawJson) : undefined;
  return { ...d, body, raw };
}
const RAW_MARK = '\u0001raw-json-goes-here\u0001';

/** A mutation: applies to an operation's fields, and makes bad drafts from a valid one. */
type Mutation = (d: Draft) => fc.Arbitrary<{ draft: Draft; expect: Expectation; what: string }>;

const DEPTH = 10_000;
const deepArrays = '['.repeat(DEPTH) + ']'.repeat(DEPTH);
const deepObjects = '{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH);
const MEGABYTE = 1_000_000;

export const EMOJI = ['🛵🔧', '👩🏽‍🔧', '\u{1F600}'.repeat(20), 'e\u0301\u0301\u0301', '\u202Egnp.exe', '\uFEFFbom', '𠜎𠜱𠝹'];
export const SQL = ["' OR '1'='1", "'; DROP TABLE users; --", "%' AND 1=1 --", '\\', "$$; select pg_sleep(1); $$", '%_%', "1' union select token_hash from tokens --", "E'\\x00'"];
export const TRAVERSAL = ['../../../../etc/passwd', '..\\..\\..\\windows\\win.ini', '/etc/passwd', '....//....//', '%2e%2e%2f%2e%2e%2f', 'C:\\boot.ini', 'file:///etc/passwd', '..%00/'];
const WRONG_JSON: unknown[] = [12345, -1.5, true, null, {}, [], ['x'], { nested: 'object' }, 'text'];
const BROKEN_JSON = ['{', '{"a":', '[1,2', '{"a":1,}', "{'a':1}", 'nul', '{"a":"\\x"}', '{"a":01}', '\u0000', '{"a":1}}', '"unterminated', 'NaN', '{"__proto__":'];

/** Text cut to at most `max` UTF-16 units without splitting a surrogate pair. */
function cut(text: string, max: number): string {
  let out = '';
  for (const ch of text) {
    if (out.length + ch.length > max) break;
    out += ch;
  }
  return out;
}

/** Hostile text for a string field: valid in shape, hostile in content. */
function hostile(cls: 'emoji' | 'sql' | 'path-traversal', list: string[]): (f: Field) => Mutation {
  return (f) => (d) => fc.constantFrom(...list).map((text) => {
    const max = maxLengthOf(f.schema);
    const value = Number.isFinite(max) ? cut(text, max) : text;
    return { draft: setField(d, f, { json: value, url: encodeURIComponent(value) }), expect: 'no-server-error' as const, what: `${cls} ${f.where}.${f.name}=${JSON.stringify(value)}` };
  });
}

/**
 * The mutations that apply to an operation, by class. `writer`: a call that would change data
 * when valid: it gets only mutations that break the contract, so a valid write cannot happen.
 */
export function mutationsFor(op: Operation, writer: boolean): Partial<Record<MutationClass, Mutation[]>> {
  const fields = fieldsOf(op);
  const m: Partial<Record<MutationClass, Mutation[]>> = {};
  const add = (cls: MutationClass, mutation: Mutation) => (m[cls] ??= []).push(mutation);
  const urlFields = fields.filter((f) => f.where !== 'body');
  const stringFields = fields.filter((f) => f.where !== 'body' || acceptsString(f.schema));
  const hasBody = op.method !== 'GET' && op.method !== 'HEAD';

  for (const f of fields) {
    // wrong-type: a JSON value of another type in the body; a text that is no number, uuid or pattern match in the URL.
    if (f.where === 'body') {
      const wrong = WRONG_JSON.filter((v) => !jsonTypeFits(f.schema, v));
      if (wrong.length && !types(f.schema).includes('any')) {
        add('wrong-type', (d) => fc.constantFrom(...wrong).map((v) => ({ draft: setField(d, f, { json: v }), expect: 'parameter-error', what: `body.${f.name}=${JSON.stringify(v)}` })));
      }
    } else {
      const wrong = ['abc', '1.5', '-', ' ', 'true', '0x10', '1e400', '[]'].filter((v) => !urlValueFits(f.schema, v));
      if (wrong.length) add('wrong-type', (d) => fc.constantFrom(...wrong).map((v) => ({ draft: setField(d, f, { url: encodeURIComponent(v) }), expect: 'parameter-error', what: `${f.where}.${f.name}=${v}` })));
    }
    if (f.required && f.where !== 'path') {
      add('missing-field', (d) => fc.constant({
        draft: f.where === 'query' ? { ...d, query: d.query.filter(([k]) => k !== f.name) } : { ...d, body: Object.fromEntries(Object.entries(d.body as object).filter(([k]) => k !== f.name)) },
        expect: 'parameter-error', what: `without ${f.where}.${f.name}`,
      }));
    }
    const values = enumOf(f.schema);
    if (values) {
      add('unknown-enum', (d) => fc.constantFrom('NOT_A_VALUE', 'admin', `${String(values[0])}x`, String(values[0]).toLowerCase() === String(values[0]) ? String(values[0]).toUpperCase() + '_' : String(values[0]).toLowerCase())
        .filter((v) => !values.map(String).includes(v))
        .map((v) => ({ draft: setField(d, f, { json: v, url: encodeURIComponent(v) }), expect: 'parameter-error', what: `${f.where}.${f.name}=${v}` })));
    }
    const numeric = numericOf(f.schema);
    if (numeric && /page/i.test(f.name)) {
      const fits = (v: number) => (f.where === 'body'
        ? Number.isInteger(v) && v >= (numeric.minimum ?? -Infinity) && v <= (numeric.maximum ?? Infinity)
        : urlValueFits(f.schema, String(v)));
      const extremes = [0, -1, 1.5, 1e9, Number.MAX_SAFE_INTEGER, 1e21].filter((v) => !writer || !fits(v));
      if (extremes.length) {
        add('page-extremes', (d) => fc.constantFrom(...extremes).map((v) => ({
          draft: setField(d, f, { json: v, url: String(v) }), expect: fits(v) ? 'no-server-error' : 'parameter-error', what: `${f.where}.${f.name}=${v}`,
        })));
      }
    }
    if (f.where === 'body' && hasBody) {
      // Nested arrays (objects) where the field takes none are a parameter error; where it does, hostile input.
      const deep = [{ raw: deepArrays, fits: jsonTypeFits(f.schema, []) }, { raw: deepObjects, fits: jsonTypeFits(f.schema, {}) }].filter((v) => !writer || !v.fits);
      if (deep.length) {
        add('deep-json', (d) => fc.constantFrom(...deep).map(({ raw, fits }) => ({
          draft: setField(d, f, { rawJson: raw }), expect: fits ? 'no-server-error' : 'parameter-error', what: `body.${f.name}=${raw.slice(0, 6)}… ${DEPTH} deep`,
        })));
      }
    }
  }

  for (const f of stringFields) {
    const max = maxLengthOf(f.schema);
    if (f.where === 'path') {
      add('huge-path-param', (d) => fc.constant({ draft: setField(d, f, { url: 'x'.repeat(MEGABYTE) }), expect: 'parameter-error', what: `path.${f.name}: 1 MB` }));
    } else if (max < MEGABYTE || !writer) {
      // In the body also multi-byte text (3 and 4 bytes a character: over the body limit); in a query plain 1 MB.
      add('huge-string', (d) => fc.constantFrom(...(f.where === 'body' ? ['x', '字', '🛵'] : ['x'])).map((unit) => ({
        draft: setField(d, f, { json: unit.repeat(MEGABYTE / unit.length), url: unit.repeat(MEGABYTE) }),
        expect: max < MEGABYTE ? 'parameter-error' : 'no-server-error', what: `${f.where}.${f.name}: 1 MB of ${unit}`,
      })));
    }
    // NUL and lone surrogates: never valid text (the contract refuses them in every string).
    add('nul', (d) => fc.constantFrom('\u0000', 'br\u0000ake', 'x\u0000').map((v) => ({ draft: setField(d, f, { json: v, url: encodeURIComponent(v) }), expect: 'parameter-error', what: `${f.where}.${f.name}=${JSON.stringify(v)}` })));
    add('lone-surrogate', (d) => fc.constantFrom('\uD800', 'a\uDC00b', '\uDBFF').map((v) => ({
      // A lone surrogate has no UTF-8 form: in a URL it travels as the bytes of its CESU-8 encoding.
      draft: setField(d, f, { json: v, url: [...v].map((c) => (/[\uD800-\uDFFF]/.test(c) ? `%ED%${(0xA0 | ((c.charCodeAt(0) >> 6) & 0x1F)).toString(16).toUpperCase()}%${(0x80 | (c.charCodeAt(0) & 0x3F)).toString(16).toUpperCase()}` : encodeURIComponent(c))).join('') }),
      expect: 'parameter-error', what: `${f.where}.${f.name}=${JSON.stringify(v)}`,
    })));
    if (!writer) {
      add('emoji', hostile('emoji', EMOJI)(f));
      add('sql', hostile('sql', SQL)(f));
      add('path-traversal', hostile('path-traversal', TRAVERSAL)(f));
    }
  }

  for (const f of urlFields.filter((u) => u.where === 'path' || !writer)) {
    // Bad percent-encoding cannot be decoded in the path: a parameter error; a query parser may keep it as text.
    add('bad-percent-encoding', (d) => fc.constantFrom('%', '%zz', 'a%E0%A4%A', '%C0%AF', '%FF').map((v) => ({
      draft: setField(d, f, { url: v }), expect: f.where === 'path' ? 'parameter-error' : 'no-server-error', what: `${f.where}.${f.name}=${v} (raw)`,
    })));
  }

  if (hasBody) {
    add('invalid-json', (d) => fc.oneof(
      fc.constantFrom(...BROKEN_JSON),
      fc.string({ maxLength: 40 }).filter((s) => { try { JSON.parse(s); return false; } catch { return s.trim() !== ''; } }),
    ).map((raw) => ({ draft: { ...d, raw }, expect: 'parameter-error' as const, what: `body ${JSON.stringify(raw.slice(0, 30))}` })));
    if (op.body && op.body.schema.type === 'object') {
      add('wrong-type', (d) => fc.constantFrom<unknown>([], 42, 'text', null, true, [d.body]).map((v) => ({ draft: { ...d, body: v }, expect: 'parameter-error' as const, what: `body=${JSON.stringify(v)?.slice(0, 40)}` })));
      // Nested arrays where an object is expected (nested objects could be a valid body with unknown keys).
      add('deep-json', (d) => fc.constant({ draft: { ...d, raw: deepArrays }, expect: 'parameter-error' as const, what: `body [[[… ${DEPTH} deep` }));
    }
    if (op.body?.required && (op.body.schema.required?.length ?? 0) > 0) {
      add('missing-field', (d) => fc.constant({ draft: { ...d, body: undefined }, expect: 'parameter-error' as const, what: 'no body' }));
    }
  }

  // extra-field: unknown keys are dropped (contract objects are not strict) unless the schema forbids them.
  const strictBody = op.body?.schema.additionalProperties === false;
  if (!writer || strictBody) {
    add('extra-field', (d) => fc.tuple(fc.constantFrom('__proto__', 'constructor', 'isAdmin', 'userType', 'id', 'x'.repeat(300), '$where'), fc.constantFrom<unknown>('1', 1, { a: 1 }, 'SYSTEM_ADMIN'))
      .map(([k, v]) => {
        if (op.body && typeof d.body === 'object' && d.body && !Array.isArray(d.body)) {
          const raw = `${JSON.stringify(d.body).slice(0, -1)}${Object.keys(d.body).length ? ',' : ''}${JSON.stringify(k)}:${JSON.stringify(v)}}`;
          return { draft: { ...d, raw }, expect: strictBody ? 'parameter-error' as const : 'no-server-error' as const, what: `body.${k.slice(0, 20)}=${JSON.stringify(v)}` };
        }
        return { draft: { ...d, query: [...d.query, [encodeURIComponent(k), encodeURIComponent(String(v))] as [string, string]] }, expect: 'no-server-error' as const, what: `query.${k.slice(0, 20)}=${String(v)}` };
      }));
  }
  return m;
}

/** Bad requests for an operation: a valid draft, then one mutation of a class, classes drawn evenly. */
export function badRequests(doc: OpenApiDoc, op: Operation, writer: boolean): fc.Arbitrary<BadRequest> {
  const byClass = Object.entries(mutationsFor(op, writer)) as [MutationClass, Mutation[]][];
  if (!byClass.length) throw new Error(`${op.key}: no mutation applies`);
  return fc.tuple(validDraft(doc, op), fc.constantFrom(...byClass)).chain(([draft, [cls, mutations]]) =>
    fc.constantFrom(...mutations).chain((mutation) => mutation(draft)).map(({ draft: bad, expect, what }) => ({
      cls, expect, what, method: op.method, url: urlOf(op, bad.path, bad.query),
      payload: bad.raw ?? (bad.body === undefined ? undefined : JSON.stringify(bad.body)),
    })));
}
