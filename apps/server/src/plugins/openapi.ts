import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ErrorBodySchema } from '@simmer/domain/errors';
import { GroceryLineSchema, GroceryListSchema } from '@simmer/domain/grocery';
import { ImportHistorySchema, ImportRecordSchema, ImportResultSchema } from '@simmer/domain/import';
import { IngredientSchema } from '@simmer/domain/ingredients';
import { CalendarFeedSchema, MealListSchema, MealSchema } from '@simmer/domain/meal-plans';
import { ProfileSchema } from '@simmer/domain/profiles';
import {
  ChefPageSchema,
  RecipePageSchema,
  RecipeSchema,
  RecipeSummarySchema,
  SharedRecipeSchema,
} from '@simmer/domain/recipes';
import type { FastifyInstance, FastifySchema } from 'fastify';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionRequirementOf } from './auth-guard';

/** The security scheme of better-auth's session cookie. */
export const SESSION_COOKIE_SCHEME = 'sessionCookie';

/** `schema.security` of a route that visitors and signed-in users may both call. */
export const OPTIONAL_SESSION: { [scheme: string]: string[] }[] = [
  {},
  { [SESSION_COOKIE_SCHEME]: [] },
];

const RATE_LIMITED = Symbol('simmer.rateLimited');

/** Marks a hook made by `app.rateLimit()`, so the document lists 429 for its routes. */
export function rateLimitHook<Hook extends object>(hook: Hook): Hook {
  Object.defineProperty(hook, RATE_LIMITED, { value: true });
  return hook;
}

/** Who may call an operation, as the document's error responses and security need it. */
export interface OperationAccess {
  /** required: 401 without a session; optional: visitors too, the signed-in see more. */
  session: 'required' | 'optional' | 'none';
  /** Refused (403) to a session whose role lacks the permission. */
  permission: boolean;
  rateLimited: boolean;
  /** Further error statuses the operation answers. */
  errors?: number[];
  /** Hand-written operations list their 404 and 409 in `errors` rather than have them derived. */
  handWritten?: boolean;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** An operation that no Fastify route schema describes (better-auth's routes under /api/auth). */
export interface DocumentedOperation {
  method: Method;
  /** OpenAPI form: /api/auth/callback/{id}. */
  path: string;
  tags: string[];
  summary: string;
  description?: string;
  pathParams?: Record<string, string>;
  query?: z.ZodObject;
  body?: z.ZodType;
  responses: Record<number, { description: string; schema?: z.ZodType }>;
  access: OperationAccess;
}

/**
 * The main entities, published once under components.schemas and referenced by $ref. Only what
 * the API answers: request bodies stay inline (the settings a client sends are not listed).
 */
const ENTITY_SCHEMAS: [string, z.ZodType][] = [
  ['Error', ErrorBodySchema],
  ['Recipe', RecipeSchema],
  ['RecipeSummary', RecipeSummarySchema],
  ['RecipePage', RecipePageSchema],
  ['SharedRecipe', SharedRecipeSchema],
  ['ChefPage', ChefPageSchema],
  ['Profile', ProfileSchema],
  ['Meal', MealSchema],
  ['MealList', MealListSchema],
  ['CalendarFeed', CalendarFeedSchema],
  ['GroceryList', GroceryListSchema],
  ['GroceryLine', GroceryLineSchema],
  ['Ingredient', IngredientSchema],
  ['ImportResult', ImportResultSchema],
  ['ImportRecord', ImportRecordSchema],
  ['ImportHistory', ImportHistorySchema],
];

/** One response per error status, each the shared Error schema. */
const ERROR_RESPONSES: Record<number, { name: string; description: string }> = {
  400: {
    name: 'BadRequest',
    description:
      'The request is malformed or a value fails validation (code BAD_REQUEST or VALIDATION_FAILED; details lists each field).',
  },
  401: {
    name: 'Unauthenticated',
    description: 'No valid session: sign in first (code UNAUTHENTICATED).',
  },
  403: {
    name: 'Forbidden',
    description:
      'The account’s role does not allow this, or a signed-in write came from another site (code FORBIDDEN).',
  },
  404: {
    name: 'NotFound',
    description:
      'A record the request names does not exist or is not the caller’s to see (code NOT_FOUND).',
  },
  409: {
    name: 'Conflict',
    description:
      'The record changed since it was read (send the current version), or a record it refers to was just removed (code CONFLICT).',
  },
  413: { name: 'PayloadTooLarge', description: 'The upload is too large.' },
  415: { name: 'UnsupportedMediaType', description: 'The content type is not accepted.' },
  429: {
    name: 'RateLimited',
    description: 'Too many requests: wait and try again (code RATE_LIMITED).',
  },
  500: {
    name: 'InternalError',
    description: 'Something failed on the server; the body says nothing more (code INTERNAL).',
  },
};

const ACCESS_KEY = 'x-simmer-access';
const WRITE_METHODS = new Set(['post', 'put', 'patch', 'delete']);

/** The parts of a route's options read here; a hook is one function or a list of them. */
interface RouteLike {
  onRequest?: unknown;
  preValidation?: unknown;
  preHandler?: unknown;
  config?: { rateLimit?: unknown };
}

/** Who may call a route, read from its guard and rate-limit hooks and its declared security. */
function accessOf(route: RouteLike, security: unknown): OperationAccess {
  const hooks = [route.onRequest, route.preValidation, route.preHandler].flat();
  const requirements = hooks.map(sessionRequirementOf);
  const isOptional = security === OPTIONAL_SESSION;
  return {
    session: requirements.some(Boolean) ? 'required' : isOptional ? 'optional' : 'none',
    permission: requirements.includes('permission'),
    rateLimited:
      Boolean(route.config?.rateLimit) ||
      hooks.some((hook) => typeof hook === 'function' && RATE_LIMITED in hook),
  };
}

/** `getRecipesById` for GET /api/recipes/{id}: unique per method and path. */
function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^\{(.+)\}$/.exec(segment)?.[1];
      return param ? ['by', ...param.split(/[^A-Za-z0-9]+/)] : segment.split(/[^A-Za-z0-9]+/);
    })
    .flat()
    .filter(Boolean);
  return (
    method.toLowerCase() + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('')
  );
}

/** The error statuses an operation answers, from who may call it and what it takes. */
function errorStatusesOf(method: string, path: string, operation: OpenApiOperation): number[] {
  const access = operation[ACCESS_KEY] ?? {
    session: 'none',
    permission: false,
    rateLimited: false,
  };
  const isWrite = WRITE_METHODS.has(method);
  const signedInWrite = isWrite && access.session === 'required';
  const statuses = new Set<number>([400, 500, ...(access.errors ?? [])]);
  if (access.session === 'required') statuses.add(401);
  // Writes carrying a session cookie from another site are refused (CSRF), whatever the role.
  if (access.permission || isWrite) statuses.add(403);
  if (!access.handWritten) {
    // Records named in the path or the body of a signed-in write may be missing or someone else's;
    // a signed-in write may lose to a newer version or to a deletion.
    if (path.includes('{') || (signedInWrite && operation.requestBody)) statuses.add(404);
    if (signedInWrite) statuses.add(409);
  }
  if (access.rateLimited) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

interface OpenApiOperation {
  operationId?: string;
  security?: unknown;
  requestBody?: unknown;
  responses?: Record<string, unknown>;
  [ACCESS_KEY]?: OperationAccess;
  [key: string]: unknown;
}

interface OpenApiDocument {
  paths?: Record<string, Record<string, OpenApiOperation>>;
  components?: Record<string, Record<string, unknown> | undefined>;
  [key: string]: unknown;
}

const toJsonSchema = (schema: z.ZodType, io: 'input' | 'output') => {
  const { $schema: _, ...json } = z.toJSONSchema(schema, {
    target: 'openapi-3.0',
    io,
    unrepresentable: 'any',
  });
  return json;
};

/** An operation written by hand, in the document's form. */
function toOpenApiOperation(operation: DocumentedOperation): OpenApiOperation {
  const parameters = [
    ...Object.entries(operation.pathParams ?? {}).map(([name, description]) => ({
      in: 'path',
      name,
      required: true,
      description,
      schema: { type: 'string' },
    })),
    ...Object.entries(operation.query?.shape ?? {}).map(([name, schema]) => ({
      in: 'query',
      name,
      required: !(schema as z.ZodType).safeParse(undefined).success,
      schema: toJsonSchema(schema as z.ZodType, 'input'),
    })),
  ];
  return {
    tags: operation.tags,
    summary: operation.summary,
    ...(operation.description ? { description: operation.description } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(operation.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: toJsonSchema(operation.body, 'input') } },
          },
        }
      : {}),
    responses: Object.fromEntries(
      Object.entries(operation.responses).map(([status, response]) => [
        status,
        {
          description: response.description,
          ...(response.schema
            ? {
                content: {
                  'application/json': { schema: toJsonSchema(response.schema, 'output') },
                },
              }
            : {}),
        },
      ]),
    ),
    [ACCESS_KEY]: { ...operation.access, handWritten: true },
  };
}

/** Names of every component `value` refers to with $ref. */
function referencedComponents(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) referencedComponents(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') found.add(child);
      else referencedComponents(child, found);
    }
  }
  return found;
}

/**
 * The finished document: the hand-written operations added; every operation given an
 * operationId, its error responses (the shared Error schema through components.responses) and
 * the session cookie as its security where it needs a session; schemas nothing refers to
 * (zod's unused input twins of the entities) dropped.
 */
function completeDocument(
  document: OpenApiDocument,
  extraOperations: readonly DocumentedOperation[],
): OpenApiDocument {
  const paths = { ...document.paths };
  for (const operation of extraOperations) {
    paths[operation.path] = {
      ...paths[operation.path],
      [operation.method]: toOpenApiOperation(operation),
    };
  }
  const usedErrors = new Set<number>();
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const statuses = errorStatusesOf(method, path, operation);
      const access = operation[ACCESS_KEY];
      delete operation[ACCESS_KEY];
      operation.operationId ??= operationIdOf(method, path);
      if (access?.session === 'required') operation.security = [{ [SESSION_COOKIE_SCHEME]: [] }];
      if (access?.session === 'optional') operation.security = OPTIONAL_SESSION;
      operation.responses = { ...operation.responses };
      for (const status of statuses) {
        usedErrors.add(status);
        operation.responses[status] ??= {
          $ref: `#/components/responses/${ERROR_RESPONSES[status]!.name}`,
        };
      }
    }
  }
  const schemas = { ...document.components?.schemas };
  const responses = Object.fromEntries(
    [...usedErrors]
      .filter((status) => ERROR_RESPONSES[status])
      .map((status) => [
        ERROR_RESPONSES[status]!.name,
        {
          description: ERROR_RESPONSES[status]!.description,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      ]),
  );
  const securitySchemes = {
    [SESSION_COOKIE_SCHEME]: {
      type: 'apiKey',
      in: 'cookie',
      name: 'better-auth.session_token',
      description:
        'The session cookie that signing in sets (HttpOnly; named __Secure-better-auth.session_token when PUBLIC_URL is https).',
    },
  };
  // Schemas referred to from paths, responses, or (transitively) other used schemas.
  const used = referencedComponents([paths, responses]);
  for (let grew = true; grew;) {
    const before = used.size;
    for (const ref of [...used]) {
      const name = ref.replace('#/components/schemas/', '');
      referencedComponents(schemas[name], used);
    }
    grew = used.size > before;
  }
  const keptSchemas = Object.fromEntries(
    Object.entries(schemas).filter(([name]) => used.has(`#/components/schemas/${name}`)),
  );
  return {
    ...document,
    paths,
    components: { ...document.components, schemas: keptSchemas, responses, securitySchemes },
  };
}

export async function registerOpenApi(
  app: FastifyInstance,
  version: string,
  options: { extraOperations?: readonly DocumentedOperation[] } = {},
) {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of ENTITY_SCHEMAS) registry.add(schema, { id });
  const zodTransform = createJsonSchemaTransform({ schemaRegistry: registry });
  const zodTransformObject = createJsonSchemaTransformObject({ schemaRegistry: registry });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Simmer API',
        description:
          'Recipes, meal plans, grocery lists and accounts. Errors share one shape: { error: { code, message, details? } } (components.schemas.Error). Operations that need a session say so under security: sign in through /api/auth/sign-in/email and send the cookie it sets.',
        version,
      },
      tags: [{ name: 'system', description: 'Health and metadata' }],
    },
    transform: (input) => {
      const result = zodTransform(input);
      const schema = result.schema as Record<string, unknown> | undefined;
      if (!schema || schema.hide) return result;
      const access = accessOf(input.route, schema.security);
      const { security: _, ...rest } = schema;
      return { ...result, schema: { ...rest, [ACCESS_KEY]: access } as FastifySchema };
    },
    transformObject: (input) =>
      completeDocument(
        zodTransformObject(input) as OpenApiDocument,
        options.extraOperations ?? [],
      ) as ReturnType<typeof zodTransformObject>,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI sets a few style attributes at runtime; scripts stay restricted to its own files.
    transformStaticCSP: (header) =>
      header.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'"),
  });
}
