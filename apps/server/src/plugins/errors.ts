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

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    return sendError(reply, error.statusCode, error.code, error.message, error.details);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation.map((issue) => ({
      path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: issue.message,
    }));
    const first = details[0]?.message ?? 'Invalid request';
    return sendError(reply, 400, 'VALIDATION_FAILED', first, details);
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return sendError(reply, status, CODE_BY_STATUS[status] ?? 'BAD_REQUEST', error.message);
  }
  request.log.error({ err: error }, 'request failed');
  return sendError(
    reply,
    status === 503 ? 503 : 500,
    status === 503 ? 'UNAVAILABLE' : 'INTERNAL',
    GENERIC_SERVER_ERROR,
  );
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(handleError);
}
