import { ERROR_STATUS, type ErrorCode } from '@simmer/domain/errors';

/** The one error type routes and services throw; the error handler turns it into the API's error shape. */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }

  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const badRequest = (message: string, details?: unknown) =>
  new AppError('BAD_REQUEST', message, details);
export const forbidden = (message = 'Access denied. Insufficient permissions.') =>
  new AppError('FORBIDDEN', message);
export const unauthenticated = (message = 'You must be signed in to do that.') =>
  new AppError('UNAUTHENTICATED', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
