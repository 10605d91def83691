import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createTestUser,
  TEST_ORIGIN,
  type TestContext,
  type TestUser,
} from '../../test/helpers';

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: object }> };
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: object }> }>;
}

interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, object>;
    responses: Record<string, { content: Record<string, { schema: { $ref: string } }> }>;
    securitySchemes: Record<string, { type: string; in: string; name: string }>;
  };
}

/** Operations open to visitors (the signed-in may see more through some); all others need a session. */
const WITHOUT_SESSION = [
  'GET /api/health',
  'GET /api/accounts/auth-options',
  'GET /api/calendar/{file}',
  'GET /api/shared/{shareId}/{recipeId}',
  'GET /api/chefs/{id}',
  'GET /api/chefs/config',
  'POST /api/chefs/leads',
  'POST /api/analytics/events',
  'POST /api/auth/sign-up/email',
  'POST /api/auth/sign-in/email',
  'POST /api/auth/sign-in/social',
  'GET /api/auth/callback/{id}',
  'GET /api/auth/get-session',
  'POST /api/auth/sign-out',
  'POST /api/auth/two-factor/verify-totp',
  // The publishable key is public; Stripe signs webhooks instead of sending a session.
  'GET /api/billing/config',
  'POST /api/billing/webhook',
  'POST /api/onboarding/preview-leads',
  'POST /api/onboarding/preview-plan',
].sort();

const SIGNED_IN_AUTH = [
  'POST /api/auth/change-password',
  'POST /api/auth/two-factor/enable',
  'POST /api/auth/two-factor/disable',
];

describe('the OpenAPI document', () => {
  let ctx: TestContext;
  let user: TestUser;
  let document: Document;
  let operations: { key: string; method: string; path: string; operation: Operation }[];

  beforeAll(async () => {
    ctx = await createTestApp();
    user = await createTestUser(ctx);
    document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<Document>();
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        operation,
      })),
    );
  });
  afterAll(() => ctx.close());

  it('is a valid OpenAPI document whose every $ref resolves', async () => {
    const validator = new Validator();

    const result = await validator.validate(
      structuredClone(document) as unknown as Record<string, unknown>,
    );

    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(() => validator.resolveRefs()).not.toThrow();
    expect(JSON.stringify(document)).not.toContain('x-simmer-access');
  });

  it('gives every operation a unique operationId', () => {
    const ids = operations.map(({ operation }) => operation.operationId);

    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.paths['/api/recipes/{id}']?.get?.operationId).toBe('getRecipesById');
  });

  it('declares the error responses of every operation through one shared Error schema', () => {
    const ref = (status: string, op: Operation) => op.responses[status]?.$ref;
    const missing: string[] = [];
    for (const { key, method, path, operation } of operations) {
      const needs = ['400', '500'];
      if (JSON.stringify(operation.security) === JSON.stringify([{ sessionCookie: [] }]))
        needs.push('401');
      if (method !== 'GET') needs.push('403');
      // Hand-written auth operations list their own; every route with a path parameter has 404.
      if (path.includes('{') && !path.startsWith('/api/auth/')) needs.push('404');
      for (const status of needs) if (!ref(status, operation)) missing.push(`${key} ${status}`);
    }

    expect(missing).toEqual([]);
    for (const response of Object.values(document.components.responses)) {
      expect(response.content['application/json']?.schema).toEqual({
        $ref: '#/components/schemas/Error',
      });
    }
    expect(document.components.schemas.Error).toMatchObject({
      type: 'object',
      required: ['error'],
      properties: { error: { required: ['code', 'message'] } },
    });
    const put = document.paths['/api/recipes/{id}']!.put!;
    expect(Object.keys(put.responses).sort()).toEqual(
      ['200', '400', '401', '403', '404', '409', '429', '500'].sort(),
    );
    expect(ref('429', document.paths['/api/imports/url']!.post!)).toBe(
      '#/components/responses/RateLimited',
    );
    expect(ref('409', document.paths['/api/auth/sign-up/email']!.post!)).toBe(
      '#/components/responses/Conflict',
    );
  });

  it('names the session cookie as the security of exactly the operations that need a session', async () => {
    expect(document.components.securitySchemes.sessionCookie).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' }),
    );
    const needsCookie = ({ operation }: { operation: Operation }) =>
      JSON.stringify(operation.security) === JSON.stringify([{ sessionCookie: [] }]);
    expect(
      operations
        .filter((entry) => !needsCookie(entry))
        .map(({ key }) => key)
        .sort(),
    ).toEqual(WITHOUT_SESSION);
    expect(document.paths['/api/chefs/{id}']?.get?.security).toEqual([{}, { sessionCookie: [] }]);

    // Each operation that says it needs a session refuses a visitor (validation may speak first).
    const wrong: string[] = [];
    for (const entry of operations.filter(needsCookie)) {
      const url = entry.path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      const takesInput =
        Boolean(entry.operation.requestBody) ||
        (entry.operation.parameters ?? []).some((p) => p.in === 'query' && p.required);
      const response = await ctx.app.inject({
        method: entry.method as 'GET',
        url,
        headers: { origin: TEST_ORIGIN },
        ...(entry.operation.requestBody ? { payload: {} } : {}),
      });
      const allowed = takesInput ? [400, 401] : [401];
      if (!allowed.includes(response.statusCode))
        wrong.push(`${entry.key} → ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('publishes the main entities once, as components the operations refer to', () => {
    for (const name of [
      'Recipe',
      'RecipeSummary',
      'RecipePage',
      'SharedRecipe',
      'Meal',
      'GroceryList',
      'Profile',
      'ImportResult',
      'Ingredient',
      'ChefPage',
    ]) {
      expect(document.components.schemas, name).toHaveProperty(name);
    }
    const schemaOf = (path: string, method: string, status: string) =>
      document.paths[path]?.[method]?.responses[status]?.content?.['application/json']?.schema;
    expect(schemaOf('/api/recipes/{id}', 'get', '200')).toEqual({
      $ref: '#/components/schemas/Recipe',
    });
    expect(schemaOf('/api/grocery', 'get', '200')).toEqual({
      $ref: '#/components/schemas/GroceryList',
    });
    expect(JSON.stringify(document.components.schemas.RecipePage)).toContain(
      '#/components/schemas/RecipeSummary',
    );
    // Request bodies stay inline: nothing an API client sends is hidden behind a reference.
    for (const { key, operation } of operations) {
      expect(JSON.stringify(operation.requestBody ?? {}), key).not.toContain('$ref');
    }
  });

  it('describes the auth routes the app uses, as they really answer', async () => {
    for (const key of [...WITHOUT_SESSION, ...SIGNED_IN_AUTH].filter((k) => k.includes('/auth/'))) {
      expect(operations.map((entry) => entry.key)).toContain(key);
    }
    const ajv = new Ajv({ strict: false });
    const matches = (path: string, method: string, body: unknown) => {
      const schema =
        document.paths[path]![method]!.responses['200']!.content!['application/json']!.schema;
      const valid = ajv.validate(schema, body);
      return valid || ajv.errorsText();
    };

    const session = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: user.cookie },
    });
    const visitor = await ctx.app.inject({ method: 'GET', url: '/api/auth/get-session' });
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      remoteAddress: '10.77.0.1',
      payload: { email: user.email, password: 'correct-horse' },
    });
    const signUp = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN },
      remoteAddress: '10.77.0.2',
      payload: { email: `openapi-${Date.now()}@example.com`, password: 'correct-horse', name: '' },
    });
    const signOut = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { origin: TEST_ORIGIN, cookie: user.cookie },
      payload: {},
    });

    expect(matches('/api/auth/get-session', 'get', session.json())).toBe(true);
    expect(matches('/api/auth/get-session', 'get', visitor.json())).toBe(true);
    expect(matches('/api/auth/sign-in/email', 'post', signIn.json())).toBe(true);
    expect(matches('/api/auth/sign-up/email', 'post', signUp.json())).toBe(true);
    expect(matches('/api/auth/sign-out', 'post', signOut.json())).toBe(true);
  });
});
