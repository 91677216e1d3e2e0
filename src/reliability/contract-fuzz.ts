// Fuzzing from the contract: the operations of /v1/openapi.json (or an MCP tool's inputSchema) walked into
// fast-check arbitraries of valid-ish values, and mutations of them that the contract guarantees to reject.
// Shared by fuzz-rest.reliability.ts and fuzz-mcp.reliability.ts; not a scenario itself.
import fc from 'fast-check';

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  $ref?: string;
  description?: string;
};

type Parameter = { name: string; in: 'path' | 'query' | 'header'; required: boolean; schema: JsonSchema };

/** One operation of the OpenAPI document, with what the document promises about its answers. */
export type Operation = {
  key: string;
  method: string;
  /** Path under /v1, e.g. `/orders/{id}`. */
  template: string;
  pattern: RegExp;
  pathParams: Parameter[];
  queryParams: Parameter[];
  headerParams: Parameter[];
  body: JsonSchema | null;
  /** Documented statuses and, for errors, the codes the document names for them. */
  responses: Map<number, string[]>;
  /** The success answer is a document (a PDF, an uploaded file) sent as an attachment, not JSON. */
  attachment: boolean;
};

type OpenApiDoc = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: (Parameter & { $ref?: string })[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        responses?: Record<string, { description?: string; content?: Record<string, unknown> }>;
      }
    >
  >;
  components?: { schemas?: Record<string, JsonSchema> };
};

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'];

/** Inlines `$ref`s to `#/components/schemas/*` (the document's own), to a bounded depth. */
function resolveRefs(schema: JsonSchema, doc: OpenApiDoc, depth = 0): JsonSchema {
  if (depth > 20) return schema;
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = doc.components?.schemas?.[name];
    if (!target) throw new Error(`unresolved $ref ${schema.$ref}`);
    return resolveRefs(target, doc, depth + 1);
  }
  const out: JsonSchema = { ...schema };
  if (schema.properties)
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([k, v]) => [k, resolveRefs(v, doc, depth + 1)]),
    );
  if (schema.items) out.items = resolveRefs(schema.items, doc, depth + 1);
  if (schema.anyOf) out.anyOf = schema.anyOf.map((s) => resolveRefs(s, doc, depth + 1));
  if (schema.oneOf) out.oneOf = schema.oneOf.map((s) => resolveRefs(s, doc, depth + 1));
  if (typeof schema.additionalProperties === 'object')
    out.additionalProperties = resolveRefs(schema.additionalProperties, doc, depth + 1);
  return out;
}

/** Every operation the document declares, its parameters, body schema and documented responses. */
export function operationsOf(doc: OpenApiDoc): Operation[] {
  const operations: Operation[] = [];
  for (const [template, item] of Object.entries(doc.paths)) {
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!op) continue;
      const params = (op.parameters ?? []).map((p) => ({
        ...p,
        required: Boolean(p.required),
        schema: resolveRefs(p.schema ?? {}, doc),
      }));
      const bodySchema = op.requestBody?.content?.['application/json']?.schema;
      const responses = new Map<number, string[]>();
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        const codes = (response.description ?? '').split(/,\s*/).filter((c) => /^[A-Z_]+$/.test(c));
        responses.set(Number(status), codes);
      }
      const source = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+');
      operations.push({
        key: `${method.toUpperCase()} ${template}`,
        method: method.toUpperCase(),
        template,
        pattern: new RegExp(`^${source}/?$`),
        pathParams: params.filter((p) => p.in === 'path'),
        queryParams: params.filter((p) => p.in === 'query'),
        headerParams: params.filter((p) => p.in === 'header'),
        body: bodySchema ? resolveRefs(bodySchema, doc) : null,
        responses,
        attachment: Object.entries(op.responses ?? {}).some(
          ([status, response]) =>
            status.startsWith('2') && Object.keys(response.content ?? {}).some((type) => type !== 'application/json'),
        ),
      });
    }
  }
  return operations;
}

/** The operation a (normalised, still percent-encoded) path and method reach, as the router decides. */
export function routeOf(
  operations: Operation[],
  method: string,
  pathUnderV1: string,
): { kind: 'found'; op: Operation } | { kind: 'method_not_allowed' } | { kind: 'not_found' } {
  const onPath = operations.filter((o) => o.pattern.test(pathUnderV1));
  if (onPath.length === 0) return { kind: 'not_found' };
  const op = onPath.find((o) => o.method === method);
  return op ? { kind: 'found', op } : { kind: 'method_not_allowed' };
}

// ---------------------------------------------------------------------------------------------------------
// Values. Huge strings and deep nesting stay descriptions until the request is sent (10,000 requests would
// otherwise hold hundreds of MiB), and are written out by `toJsonText`.

export class Huge {
  constructor(
    readonly length: number,
    readonly unit: string,
  ) {}
  /** `length` characters as JSON Schema's maxLength counts them (code points), so an emoji counts once. */
  toString(): string {
    const units = [...this.unit];
    return units.length === 1
      ? this.unit.repeat(this.length)
      : units
          .join('')
          .repeat(Math.ceil(this.length / units.length))
          .slice(0, this.length);
  }
}

export class Deep {
  constructor(
    readonly depth: number,
    readonly kind: 'array' | 'object',
  ) {}
}

/** An object whose keys may include `__proto__` as an own property (JSON.parse makes exactly that). */
function rawObject(entries: [string, unknown][]): Record<string, unknown> {
  const out = Object.create(null) as Record<string, unknown>;
  for (const [k, v] of entries)
    Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
  return out;
}

/** JSON text of a value that may hold Huge and Deep placeholders. */
export function toJsonText(value: unknown): string {
  if (value instanceof Huge) return JSON.stringify(value.toString());
  if (value instanceof Deep)
    return value.kind === 'array'
      ? `${'['.repeat(value.depth)}1${']'.repeat(value.depth)}`
      : `${'{"a":'.repeat(value.depth)}1${'}'.repeat(value.depth)}`;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .map((k) => `${JSON.stringify(k)}:${toJsonText((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  if (value === undefined) return 'null';
  return JSON.stringify(value);
}

/** The value with placeholders written out (for the MCP client, which serialises arguments itself). */
export function materialize(value: unknown): unknown {
  if (value instanceof Huge) return value.toString();
  if (value instanceof Deep) return JSON.parse(toJsonText(value)) as unknown;
  if (Array.isArray(value)) return value.map(materialize);
  if (value && typeof value === 'object')
    return rawObject(Object.keys(value).map((k) => [k, materialize((value as Record<string, unknown>)[k])]));
  return value;
}

/** Characters that break naive handling: RTL override, zero-width, BOM, line separators, emoji, combining marks. */
const TRICKY = [
  '\u202E',
  '\u200F',
  '\u200B',
  '\uFEFF',
  '\u2028',
  '\u2029',
  '😀',
  '👩‍👩‍👧‍👦',
  '🇮🇩',
  'e\u0301',
  '漢字',
  'ß',
  'İ',
  '\u0007',
  '\t',
  '\n',
  '\\',
  '"',
  "'",
  '<script>',
  '%00',
  '${x}',
  '{{x}}',
  "' OR 1=1 --",
];
export const LONE_SURROGATES = ['\uD800', '\uDBFF', '\uDC00', '\uDFFF'];
export const NUL = '\u0000';

/** Text as agents and people write it, plus the odd characters above; no NUL, no lone surrogate. */
export const friendlyText = (maxLength: number): fc.Arbitrary<string> =>
  fc
    .array(
      fc.oneof(
        { weight: 4, arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 12 }) },
        { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 6 }) },
        { weight: 2, arbitrary: fc.constantFrom(...TRICKY) },
      ),
      { maxLength: 8 },
    )
    .map((parts) =>
      parts
        .join('')
        .replace(/\u0000/g, '')
        .slice(0, maxLength),
    );

/** Any code points at all, lone surrogates and NUL included. */
const anyText = (maxLength: number): fc.Arbitrary<string> =>
  fc.oneof(
    fc.string({ unit: 'binary', maxLength: Math.min(maxLength, 40) }),
    fc
      .tuple(friendlyText(maxLength), fc.constantFrom(...LONE_SURROGATES, NUL), friendlyText(maxLength))
      .map(([a, b, c]) => `${a}${b}${c}`.slice(0, maxLength)),
  );

/** A JSON value of any type, for wrong-type mutations. */
const jsonOfType = (type: string): fc.Arbitrary<unknown> => {
  switch (type) {
    case 'string':
      return friendlyText(40);
    case 'integer':
      return fc.integer({ min: -1_000_000, max: 1_000_000_000 });
    case 'number':
      return fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constant(1e308), fc.constant(-0.5));
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(fc.oneof(fc.integer(), friendlyText(8)), { maxLength: 4 });
    default:
      return fc.dictionary(
        fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 8 }),
        fc.oneof(fc.integer(), friendlyText(8)),
        { maxKeys: 3 },
      );
  }
};
const ALL_TYPES = ['string', 'integer', 'number', 'boolean', 'null', 'array', 'object'];

/** The JSON types a schema admits (`integer` admits whole numbers, `number` all). */
function typesOf(schema: JsonSchema): Set<string> {
  if (schema.anyOf || schema.oneOf)
    return new Set([...(schema.anyOf ?? schema.oneOf ?? [])].flatMap((s) => [...typesOf(s)]));
  if (schema.enum)
    return new Set(
      schema.enum.map((v) =>
        v === null ? 'null' : Array.isArray(v) ? 'array' : Number.isInteger(v) ? 'integer' : typeof v,
      ),
    );
  if (schema.type === undefined) return new Set(ALL_TYPES);
  const types = new Set(Array.isArray(schema.type) ? schema.type : [schema.type]);
  if (types.has('number')) types.add('integer');
  return types;
}

/** A value of a type the schema does not admit. */
function wrongTypeValue(schema: JsonSchema): fc.Arbitrary<unknown> | null {
  const allowed = typesOf(schema);
  const options = ALL_TYPES.filter((t) => !allowed.has(t)).map((t) =>
    t === 'number' ? fc.constantFrom(0.5, -1.25, 1e-7, 2.75) : jsonOfType(t),
  );
  return options.length ? fc.oneof(...options) : null;
}

const URL_SCHEMES = [
  'https://example.invalid/hook',
  'http://localhost:9/cb',
  'https://a.example/p?q=1#f',
  'https://xn--80ak6aa92e.example/',
  'https://例え.テスト/パス',
];
const DATE_TIMES = [
  '2026-01-01T00:00:00Z',
  '2026-02-29T00:00:00Z',
  '2025-12-31T23:59:59.999+07:00',
  '2024-02-29T12:00:00.000Z',
];

/** A value the schema admits, within its length limits; strings carry the odd characters above. */
export function validValue(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return fc.oneof(...branches.map((b) => validValue(b, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string': {
      const min = schema.minLength ?? 0;
      const max = Math.min(schema.maxLength ?? 200, 200);
      if (schema.pattern?.startsWith('^https?:')) return fc.constantFrom(...URL_SCHEMES);
      if (schema.format === 'date-time') return fc.constantFrom(...DATE_TIMES);
      if (schema.format === 'email') return fc.constantFrom('budi@contoh.id', 'a.b+c@example.com');
      return friendlyText(max).map((s) => (s.length >= min ? s : s + 'x'.repeat(min - s.length)));
    }
    case 'integer': {
      const min = schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : (schema.minimum ?? -1000);
      const max = Math.min(schema.maximum ?? 1_000_000_000, 1_000_000_000_000);
      return fc.integer({ min: Math.max(min, -1e9), max: Math.max(Math.max(min, -1e9), max) });
    }
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e9, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return depth > 6
        ? fc.constant([])
        : fc.array(validValue(schema.items ?? {}, depth + 1), {
            minLength: schema.minItems ?? 0,
            maxLength: Math.min(schema.maxItems ?? 3, 3),
          });
    case 'object': {
      if (depth > 6) return fc.constant({});
      const props = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const fixed = fc.record(
        Object.fromEntries(Object.entries(props).map(([k, s]) => [k, validValue(s, depth + 1)])),
        { requiredKeys: [...required] },
      );
      const extra = schema.additionalProperties;
      if (typeof extra !== 'object') return fixed;
      const keySchema: JsonSchema = {
        ...schema.propertyNames,
        type: 'string',
        maxLength: Math.min(schema.propertyNames?.maxLength ?? 40, 40),
      };
      return fc
        .tuple(
          fixed,
          fc.dictionary(validValue(keySchema, depth + 1) as fc.Arbitrary<string>, validValue(extra, depth + 1), {
            maxKeys: 3,
          }),
        )
        .map(([a, b]) => ({ ...b, ...a }));
    }
    default:
      return jsonOfType('string');
  }
}

// ---------------------------------------------------------------------------------------------------------
// Mutations that the contract (spec, decisions, OpenAPI schema) guarantees to reject, each with its name.

export type Mutation = { name: string; apply: (value: Record<string, unknown>) => unknown };

/** Deep-ish copy that keeps placeholders. */
const clone = (value: Record<string, unknown>): Record<string, unknown> =>
  rawObject(Object.keys(value).map((k) => [k, value[k]]));

/**
 * Mutations of a JSON object body of this schema, every one of which the contract rejects whatever the
 * rest of the request says: a required field missing, a wrong type, a field the schema does not know, a
 * string over its maxLength or under its minLength, a pattern violated, NUL anywhere, more than 32 levels,
 * more than 1 MiB, or no object at all.
 */
export function rejectingBodyMutations(schema: JsonSchema): fc.Arbitrary<Mutation> {
  const props = schema.properties ?? {};
  const required = schema.required ?? [];
  const options: fc.Arbitrary<Mutation>[] = [];
  if (required.length) {
    options.push(
      fc.constantFrom(...required).map((field) => ({
        name: `missing:${field}`,
        apply: (v) => {
          const c = clone(v);
          delete c[field];
          return c;
        },
      })),
    );
  }
  const typed = Object.entries(props)
    .map(([field, s]) => ({ field, wrong: wrongTypeValue(s) }))
    .filter((x): x is { field: string; wrong: fc.Arbitrary<unknown> } => x.wrong !== null);
  if (typed.length) {
    options.push(
      fc.constantFrom(...typed).chain(({ field, wrong }) =>
        wrong.map((w) => ({
          name: `wrong-type:${field}`,
          apply: (v: Record<string, unknown>) => {
            const c = clone(v);
            c[field] = w;
            return c;
          },
        })),
      ),
    );
  }
  if (schema.additionalProperties === false) {
    const known = new Set(Object.keys(props));
    const name = fc
      .oneof(
        fc.constantFrom(
          '__proto__',
          'constructor',
          'prototype',
          'extra',
          'Service',
          'SERVICE',
          'service ',
          '\u202Eservice',
          '😀',
        ),
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }),
      )
      .filter((k) => !known.has(k));
    options.push(
      fc.tuple(name, fc.oneof(friendlyText(20), fc.integer(), fc.constant(null))).map(([k, w]) => ({
        name: `extra-field`,
        apply: (v) => rawObject([...Object.keys(v).map((key) => [key, v[key]] as [string, unknown]), [k, w]]),
      })),
    );
  }
  const strings = Object.entries(props).filter(([, s]) => typesOf(s).has('string') && !typesOf(s).has('integer'));
  const maxed = strings
    .map(([field, s]) => ({ field, max: stringBound(s, 'maxLength') }))
    .filter((x): x is { field: string; max: number } => x.max !== undefined);
  if (maxed.length) {
    options.push(
      fc
        .tuple(
          fc.constantFrom(...maxed),
          fc.integer({ min: 1, max: 30_000 }),
          fc.constantFrom('x', 'é', '😀', '\u202E'),
        )
        .map(([{ field, max }, over, unit]) => ({
          name: `too-long:${field}`,
          apply: (v: Record<string, unknown>) => {
            const c = clone(v);
            c[field] = new Huge(max + over, unit);
            return c;
          },
        })),
    );
  }
  const minned = strings
    .map(([field, s]) => ({ field, min: stringBound(s, 'minLength') }))
    .filter((x): x is { field: string; min: number } => (x.min ?? 0) > 0);
  if (minned.length)
    options.push(
      fc.constantFrom(...minned).map(({ field }) => ({
        name: `too-short:${field}`,
        apply: (v) => {
          const c = clone(v);
          c[field] = '';
          return c;
        },
      })),
    );
  const patterned = Object.entries(props).filter(([, s]) => patternOf(s));
  if (patterned.length) {
    // Candidates for a violated pattern; only those the field's own pattern really refuses are used.
    const candidates = [
      'ftp://example.com/x',
      'javascript:alert(1)',
      'example.com/hook',
      'https://',
      'http:// space.example',
      '//example.com',
      'https://exa mple.com',
      'ключ-1',
      'with space',
      'quote"d',
      'back\\slash',
    ];
    const violations = patterned
      .map(([field, schema]) => ({
        field,
        bad: candidates.filter((c) => !new RegExp(patternOf(schema)!, 'u').test(c)),
      }))
      .filter((p) => p.bad.length > 0);
    if (violations.length) {
      options.push(
        fc
          .constantFrom(...violations)
          .chain(({ field, bad }) => fc.constantFrom(...bad).map((value) => ({ field, value })))
          .map(({ field, value }) => ({
            name: `pattern:${field}`,
            apply: (v: Record<string, unknown>) => {
              const c = clone(v);
              c[field] = value;
              return c;
            },
          })),
      );
    }
  }
  // NUL in a value (a present string field) or in a key of a map field.
  if (strings.length) {
    options.push(
      fc.tuple(fc.constantFrom(...strings), friendlyText(10), friendlyText(10)).map(([[field], a, b]) => ({
        name: `nul:${field}`,
        apply: (v) => {
          const c = clone(v);
          c[field] = `${a}${NUL}${b}`;
          return c;
        },
      })),
    );
  }
  const maps = Object.entries(props).filter(([, s]) => typeof s.additionalProperties === 'object');
  for (const [field, s] of maps) {
    options.push(
      fc.tuple(friendlyText(8), friendlyText(8)).map(([a, b]) => ({
        name: `nul-key:${field}`,
        apply: (v) => {
          const c = clone(v);
          c[field] = rawObject([...entriesOf(c[field]), [`${a}${NUL}${b}`, 'x']]);
          return c;
        },
      })),
    );
    const valueTypes = typesOf(s.additionalProperties as JsonSchema);
    const wrong = wrongTypeValue(s.additionalProperties as JsonSchema);
    if (wrong && !valueTypes.has('object')) {
      options.push(
        fc.tuple(fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 10 }), wrong).map(([k, w]) => ({
          name: `wrong-type:${field}.*`,
          apply: (v) => {
            const c = clone(v);
            c[field] = rawObject([...entriesOf(c[field]), [k, w]]);
            return c;
          },
        })),
      );
    }
  }
  // More than 32 levels (up to 10,000), more than 1 MiB (up to ~1.5 MiB), or not an object at all.
  const fields = Object.keys(props);
  options.push(
    fc
      .tuple(
        fc.constantFrom(...(fields.length ? fields : ['x'])),
        fc.integer({ min: 33, max: 10_000 }),
        fc.constantFrom<'array' | 'object'>('array', 'object'),
      )
      .map(([field, depth, kind]) => ({
        name: `deep:${depth}`,
        apply: (v: Record<string, unknown>) => {
          const c = clone(v);
          c[field] = new Deep(depth, kind);
          return c;
        },
      })),
  );
  options.push(
    fc
      .tuple(
        fc.constantFrom(...(fields.length ? fields : ['x'])),
        fc.integer({ min: 1024 * 1024 + 1, max: 1.5 * 1024 * 1024 }),
        fc.constantFrom('x', 'é', '😀', '\u202E'),
      )
      .map(([field, bytes, unit]) => ({
        name: `huge-body:${Math.round(bytes / 1024)}KiB`,
        apply: (v: Record<string, unknown>) => {
          const c = clone(v);
          c[field] = new Huge(Math.ceil(bytes / Buffer.byteLength(unit)) * unit.length, unit);
          return c;
        },
      })),
  );
  options.push(
    fc
      .constantFrom<unknown>([], [1, 2], 'text', 42, null, true, -0)
      .map((x) => ({ name: `not-object:${JSON.stringify(x)}`, apply: () => x })),
  );
  return fc.oneof(...options);
}

function stringBound(schema: JsonSchema, key: 'maxLength' | 'minLength'): number | undefined {
  if (schema[key] !== undefined) return schema[key];
  const branch = (schema.anyOf ?? schema.oneOf ?? []).find((b) => b.type === 'string');
  return branch?.[key];
}

function patternOf(schema: JsonSchema): string | undefined {
  return schema.pattern ?? (schema.anyOf ?? schema.oneOf ?? []).find((b) => b.type === 'string')?.pattern;
}

function entriesOf(value: unknown): [string, unknown][] {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? Object.keys(value).map((k) => [k, (value as Record<string, unknown>)[k]])
    : [];
}

/** Bodies that are not JSON at all (each a 400 on any endpoint that reads a body). */
export const nonJsonBody: fc.Arbitrary<{ name: string; bytes: Uint8Array }> = fc.oneof(
  fc
    .constantFrom(
      '',
      ' ',
      '{',
      '{"service":',
      '{"a":1,}',
      "{'a':1}",
      'service=review-kontrak&intake=x',
      '<xml/>',
      'null null',
      '{"a":1}{"a":2}',
      'NaN',
      '\uFEFF{"a":1}',
      '{"a":"\\ud800"',
      '{"a":"\\x00"}',
    )
    .map((t) => ({
      name: `non-json:${JSON.stringify(t).slice(0, 20)}`,
      bytes: new Uint8Array(Buffer.from(t, 'utf8')),
    })),
  fc
    .uint8Array({ minLength: 1, maxLength: 200 })
    .filter(
      (b) => b[0] !== 0x7b && b[0] !== 0x5b && b[0] !== 0x20 && b[0] !== 0x22 && !(b[0]! >= 0x30 && b[0]! <= 0x39),
    )
    .map((bytes) => ({ name: 'non-json:binary', bytes })),
  fc.constant({ name: 'non-json:utf16', bytes: new Uint8Array(Buffer.from('\uFEFF{"message":"x"}', 'utf16le')) }),
);

/** Content-Type values: the server parses JSON whatever they say (decisions: no 415). */
export const contentTypes: fc.Arbitrary<string | null> = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      null,
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=xyz',
      'application/json; charset=utf-16',
      'application/xml',
      'a/b/c',
      ';;;',
      'application/json; charset="\u00e9"',
      `application/${'x'.repeat(4000)}`,
    ),
  },
);

/** Idempotency-Key values the spec refuses (400): spaces, quotes, backslashes, over 255, non-ASCII, empty. */
export const badIdempotencyKey: fc.Arbitrary<{ name: string; value: string }> = fc.oneof(
  fc
    .tuple(
      fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 20 }),
      fc.constantFrom(' ', '"', '\\', '\t'),
      fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 20 }),
    )
    .filter(([a, , b]) => /\S$/.test(a) && /^\S/.test(b))
    .map(([a, c, b]) => ({ name: 'idem:bad-char', value: `${a}${c}${b}` })),
  fc.integer({ min: 256, max: 4096 }).map((n) => ({ name: `idem:${n}-chars`, value: 'k'.repeat(n) })),
  fc
    .constantFrom('kunci-é', 'ключ', '鍵', '😀', '\u202Ekey')
    .map((u) => ({ name: 'idem:unicode', value: Buffer.from(u, 'utf8').toString('latin1') })),
  fc.constantFrom('""', '"a b"', '"a"b"').map((v) => ({ name: 'idem:quoted-bad', value: v })),
  fc.constant({ name: 'idem:empty', value: '' }),
);

/** Idempotency-Key values the spec accepts: 1-255 visible ASCII without space, quote or backslash; may be quoted. */
export const goodIdempotencyKey: fc.Arbitrary<string> = fc
  .tuple(
    fc.string({
      unit: fc.constantFrom(
        ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.:/!#$%&()*+,;<=>?@[]^`{|}~'.split(''),
      ),
      minLength: 1,
      maxLength: 60,
    }),
    fc.boolean(),
  )
  .map(([k, quoted]) => (quoted ? `"${k}"` : k));

/** Percent-encodes a path segment byte by byte (lone surrogates go out as U+FFFD, as any client would). */
export function encodeSegment(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9_~-]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** Ids no resource has: odd text (encoded), malformed escapes, encoded slashes, NUL, overlong. */
export const oddId: fc.Arbitrary<{ name: string; segment: string }> = fc.oneof(
  anyText(40)
    .filter((s) => s.length > 0)
    .map((s) => ({ name: 'id:odd-text', segment: encodeSegment(s) })),
  fc
    .constantFrom(
      '%',
      '%ZZ',
      '%E0%A4%A',
      '%00',
      '%C0%AF',
      '%2F',
      '%2e%2e%2Fbalance',
      '%252F',
      'ord_%00',
      'case_%0A',
      '%FF%FE',
      '%F0%9F%98',
      '%ED%A0%80',
    )
    .map((s) => ({ name: `id:raw:${s.slice(0, 12)}`, segment: s })),
  fc
    .constantFrom(
      'ord_',
      'case_',
      'bid_',
      'inv_',
      'org_',
      'ord_0000000000000000000000000',
      'ord_\'; drop table "order"; --',
      'null',
      'undefined',
      '0',
      '-1',
      'NaN',
      '__proto__',
      'constructor',
    )
    .map((s) => ({ name: `id:word`, segment: encodeSegment(s) })),
  fc.integer({ min: 100, max: 4000 }).map((n) => ({ name: `id:${n}-chars`, segment: `ord_${'a'.repeat(n)}` })),
  fc.constantFrom('😀', '\u202Eord', 'ordé', '漢').map((s) => ({ name: 'id:raw-unicode', segment: s })),
);
