import type { ErrorBody, ErrorCode } from '@simmer/domain/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'UNAVAILABLE',
};

const GENERIC_SERVER_ERROR = 'Something went wrong on our side. Please try again.';

export function sendError(
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  message: string,
  details?: unknown,
) {
  const body: ErrorBody = {
    error: { code, message, ...(details === undefined ? {} : { details }) },
  };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** What a caller sees for Fastify's own refusals, in words rather than its codes. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'This address is not valid',
  FST_ERR_MAX_PARAM_LENGTH: 'This address is too long',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its length',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Choose an image to upload',
  FST_PARTS_LIMIT_REACHED: 'Send one file at a time',
  FST_FILES_LIMIT_REACHED: 'Send one file at a time',
  FST_FIELDS_LIMIT_REACHED: 'Send one file at a time',
  FST_PROTO_VIOLATION: 'The request body is not valid JSON',
};

const UNSTORABLE_VALUE = 'This request holds a value that cannot be stored';

/**
 * SQLSTATE class 22 (data exception) comes from a value the database cannot hold: a NUL
 * character, a number beyond a column, a date out of range. The schemas bound every input so
 * this should not happen; when it does, it is the request's fault, not the server's.
 */
function hasSqlState(error: unknown, pattern: RegExp): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && pattern.test(code)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

const isDataException = (error: unknown) => hasSqlState(error, /^22[0-9A-Z]{3}$/);

const REFERENCE_GONE = 'Something this change refers to was just removed. Reload and try again.';

/**
 * SQLSTATE 23503 (foreign key violation): a write that names a row another request deleted a
 * moment before it (saving or planning a recipe while its owner deletes it). The request lost a
 * race, it did not break the server.
 */
const isReferenceGone = (error: unknown) => hasSqlState(error, /^23503$/);

interface ZodIssueLike {
  code?: string;
  keyword?: string;
  message?: string;
  path?: unknown[];
  errors?: unknown;
  params?: { errors?: unknown };
}

const isZodDefault = (message: string) => message.startsWith('Invalid input');
/** The branch wanted another type altogether (null, not a number; an object, not text). */
const isWrongTypeAtRoot = (issue: ZodIssueLike) =>
  issue.code === 'invalid_type' && (issue.path ?? []).length === 0;

/**
 * The message of one validation issue. A field that takes one of several forms (a quantity or
 * null; a step as text or as an object) fails as a whole with zod's bare 'Invalid input'; the
 * caller needs the reason from the form they meant: the branch whose type the value had, or
 * else the first branch message our schemas wrote.
 */
function messageOfIssue(issue: ZodIssueLike): string {
  const own = issue.message ?? 'Invalid request';
  const branches = issue.params?.errors ?? issue.errors;
  if ((issue.keyword ?? issue.code) !== 'invalid_union' || !Array.isArray(branches)) return own;
  const lists = branches.filter(Array.isArray) as ZodIssueLike[][];
  const typed = lists.find((list) => !list.every(isWrongTypeAtRoot));
  const candidates = typed ?? lists.flat();
  const chosen = candidates.find((inner) => !isZodDefault(messageOfIssue(inner)));
  return chosen ? messageOfIssue(chosen) : own;
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    return sendError(reply, error.statusCode, error.code, error.message, error.details);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation.map((issue) => ({
      path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: messageOfIssue(issue),
    }));
    const first = details[0]?.message ?? 'Invalid request';
    return sendError(reply, 400, 'VALIDATION_FAILED', first, details);
  }
  if (isDataException(error)) {
    request.log.warn({ err: error }, 'a value the schemas let through could not be stored');
    return sendError(reply, 400, 'BAD_REQUEST', UNSTORABLE_VALUE);
  }
  if (isReferenceGone(error)) {
    request.log.warn({ err: error }, 'a write named a row that was deleted meanwhile');
    return sendError(reply, 409, 'CONFLICT', REFERENCE_GONE);
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message =
      FRAMEWORK_MESSAGES[error.code] ??
      (error instanceof SyntaxError
        ? FRAMEWORK_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY
        : undefined) ??
      error.message;
    return sendError(reply, status, CODE_BY_STATUS[status] ?? 'BAD_REQUEST', message);
  }
  request.log.error({ err: error }, 'request failed');
  return sendError(
    reply,
    status === 503 ? 503 : 500,
    status === 503 ? 'UNAVAILABLE' : 'INTERNAL',
    GENERIC_SERVER_ERROR,
  );
}

/**
 * Fastify's `frameworkErrors` option: errors raised before routing (a badly %-encoded path, an
 * over-long parameter) answer in the API's error shape too.
 */
export function handleFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  void handleError(error, request, reply);
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(handleError);
}
