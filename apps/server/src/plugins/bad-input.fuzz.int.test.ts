import { ErrorBodySchema } from '@simmer/domain/errors';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCall,
  createTestApp,
  createTestUser,
  multipartFile,
  TEST_ORIGIN,
  type TestContext,
  type TestUser,
} from '../../test/helpers';

/**
 * Every operation the OpenAPI document lists, sent values a careless or hostile client might send
 * (NUL characters, numbers past an integer column, the year 0000, very long text, wrong types,
 * odd %-encodings) by a signed-in admin, who passes every permission check and so reaches the
 * deepest code. None may answer 5xx; every 4xx must be the API's error shape.
 */

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  maxLength?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
}

interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  parameters: { in: 'path' | 'query'; name: string; schema?: JsonSchema }[];
  body?: JsonSchema;
}

// Fixed by default so a run is repeatable; FUZZ_SEED and FUZZ_RUNS explore further by hand.
const SEED = Number(process.env.FUZZ_SEED ?? 1414);
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 25);

/** Never sent: deleting the account or signing out ends the session every later run needs. */
const SKIPPED = new Set(['DELETE /api/me', 'POST /api/auth/sign-out']);

const NUL = '\u0000';
const badStrings = fc.constantFrom(
  NUL,
  `dal${NUL}`,
  '0000-01-01',
  '9999-12-31',
  '2026-02-30',
  '-1',
  '2147483648',
  '1e309',
  'NaN',
  '',
  ' ',
  '\uFFFF\uD800',
  '🍲'.repeat(300),
  'a'.repeat(5001),
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "'; drop table recipes; --",
);
const badNumbers = fc.constantFrom(
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 53,
  -1,
  0,
  0.5,
  1e308,
  -1e308,
  Number.MIN_VALUE,
);
const wrongTypes = fc.constantFrom<unknown>(null, true, [], {}, [NUL], { [NUL]: NUL });
const badValue: fc.Arbitrary<unknown> = fc.oneof(badStrings, badNumbers, wrongTypes);

/** A value for one schema node: often plausible (so the request gets deeper), often bad. */
function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return badValue;
  const branches = schema.oneOf ?? schema.anyOf;
  if (branches?.length) return fc.oneof(...branches.map((branch) => valueFor(branch, depth + 1)));
  if (schema.allOf?.length) return valueFor(schema.allOf[0], depth + 1);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) {
    return fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...schema.enum) },
      { weight: 1, arbitrary: badValue },
    );
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const plausible: fc.Arbitrary<unknown> = (() => {
    switch (type) {
      case 'object':
        return fc.record(
          Object.fromEntries(
            Object.entries(schema.properties ?? {}).map(([key, property]) => [
              key,
              valueFor(property, depth + 1),
            ]),
          ),
          { requiredKeys: schema.required ?? [] },
        );
      case 'array':
        return fc.oneof(
          fc.array(valueFor(schema.items, depth + 1), { maxLength: 3 }),
          fc.constant(Array.from({ length: (schema.maxItems ?? 50) + 1 }, () => 'salt')),
        );
      case 'integer':
      case 'number':
        return fc.oneof(fc.integer({ min: -5, max: 20 }), badNumbers);
      case 'boolean':
        return fc.boolean();
      case 'string':
        return fc.oneof(
          schema.pattern?.includes('\\d{4}')
            ? fc.constant('2030-01-15')
            : fc.string({ maxLength: 12 }),
          fc.constant('x'.repeat((schema.maxLength ?? 1000) + 1)),
          badStrings,
        );
      default:
        return badValue;
    }
  })();
  return fc.oneof({ weight: 3, arbitrary: plausible }, { weight: 1, arbitrary: badValue });
}

/** A path segment: a real id, a bad value, or an encoding a router may choke on. */
function segmentFor(realIds: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(...realIds).map(percentEncode),
    badStrings.map(percentEncode),
    fc.constantFrom('%E0%A4%A', '%', '%zz', '%00', '%C0%AF', '..%2F..%2F', '%F0%9F', 'a%2Fb'),
  );
}

function queryFor(parameters: Operation['parameters']): fc.Arbitrary<string> {
  const query = parameters.filter((parameter) => parameter.in === 'query');
  if (query.length === 0) return fc.constantFrom('', '?%E0%A4%A=1', `?x=${percentEncode(NUL)}`);
  return fc
    .record(
      Object.fromEntries(query.map((parameter) => [parameter.name, valueFor(parameter.schema)])),
      { requiredKeys: [] },
    )
    .map((values) => {
      const pairs = Object.entries(values).map(
        ([key, value]) =>
          `${percentEncode(key)}=${percentEncode(typeof value === 'string' ? value : JSON.stringify(value))}`,
      );
      return pairs.length ? `?${pairs.join('&')}` : '';
    });
}

type Body =
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string; payload: string }
  | { kind: 'file'; bytes: Uint8Array; type: string };

const imageMagic = [
  [0xff, 0xd8, 0xff],
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50],
];

function bodyFor(operation: Operation): fc.Arbitrary<Body | undefined> {
  const odd: fc.Arbitrary<Body | undefined> = fc.oneof(
    fc.constant(undefined),
    fc.constantFrom<Body>(
      { kind: 'raw', contentType: 'application/json', payload: '{"name":' },
      { kind: 'raw', contentType: 'application/json', payload: '{"__proto__":{"x":1}}' },
      { kind: 'raw', contentType: 'text/plain', payload: 'hello' },
      { kind: 'raw', contentType: 'multipart/form-data', payload: 'no boundary' },
    ),
    fc
      .tuple(fc.constantFrom(...imageMagic), fc.uint8Array({ maxLength: 64 }))
      .map(([magic, rest]) => ({
        kind: 'file' as const,
        bytes: Uint8Array.from([...magic, ...rest]),
        type: 'image/jpeg',
      })),
  );
  if (!operation.body) return odd;
  return fc.oneof(
    {
      weight: 4,
      arbitrary: valueFor(operation.body).map((value): Body => ({ kind: 'json', value })),
    },
    { weight: 1, arbitrary: odd },
  );
}

function operationsOf(document: {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Operation['parameters'];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
}): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase() as Operation['method'],
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content?.['application/json']?.schema,
    })),
  );
}

describe('every API operation, fuzzed with bad input', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let operations: Operation[];
  let realIds: string[];

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await createTestUser(ctx, { role: 'admin' });
    const recipe = await apiCall(ctx, admin, 'POST', '/api/recipes', {
      name: 'Weeknight Dal',
      ingredients: [{ name: 'red lentils', quantity: 1, unit: 'cup' }],
      instructions: ['Simmer until soft.'],
    });
    const meal = await apiCall(ctx, admin, 'POST', '/api/meals', {
      kind: 'placeholder',
      date: '2030-01-15',
    });
    realIds = [recipe.json<{ id: string }>().id, meal.json<{ id: string }>().id];
    const document = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    operations = operationsOf(document.json()).filter(
      (operation) => !SKIPPED.has(`${operation.method} ${operation.path}`),
    );
  }, 60_000);
  afterAll(() => ctx.close());

  it('lists the operations it fuzzes', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it('answers no request with a 5xx, and every 4xx in the error shape', async () => {
    const failures: string[] = [];
    for (const operation of operations) {
      const pathParams = operation.path.match(/\{[^}]+\}/g) ?? [];
      const request = fc.record({
        segments: fc.tuple(...pathParams.map(() => segmentFor(realIds))),
        query: queryFor(operation.parameters),
        body: bodyFor(operation),
      });
      await fc.assert(
        fc.asyncProperty(request, async ({ segments, query, body }) => {
          let url = operation.path;
          pathParams.forEach((param, index) => {
            url = url.replace(param, segments[index] ?? '');
          });
          url += query;
          const response = await send(ctx, admin, operation.method, url, body);
          const label = `${operation.method} ${url} → ${response.statusCode} ${response.body.slice(0, 200)}`;
          if (response.statusCode >= 500) failures.push(label);
          if (response.statusCode >= 400) {
            const parsed = ErrorBodySchema.safeParse(safeJson(response.body));
            if (!parsed.success) failures.push(`not the error shape: ${label}`);
          }
        }),
        { seed: SEED, numRuns: RUNS_PER_OPERATION, endOnFailure: true },
      );
    }

    expect(failures).toEqual([]);
  }, 120_000);
});

/** Every byte of the UTF-8 form %-encoded (lone surrogates become U+FFFD, as a browser sends them). */
function percentEncode(text: string): string {
  return Array.from(
    new TextEncoder().encode(text),
    (byte) => `%${byte.toString(16).padStart(2, '0')}`,
  ).join('');
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function send(
  ctx: TestContext,
  user: TestUser,
  method: Operation['method'],
  url: string,
  body: Body | undefined,
) {
  const headers = { origin: TEST_ORIGIN, cookie: user.cookie };
  if (!body) return ctx.app.inject({ method, url, headers });
  if (body.kind === 'json') {
    return ctx.app.inject({
      method,
      url,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify(body.value ?? null),
    });
  }
  if (body.kind === 'raw') {
    return ctx.app.inject({
      method,
      url,
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  }
  const file = multipartFile('photo.jpg', body.type, Buffer.from(body.bytes));
  return ctx.app.inject({
    method,
    url,
    headers: { ...headers, 'content-type': file.contentType },
    payload: file.payload,
  });
}
