import { SESSION_ENDED_MESSAGE } from '@gleaner/shared';

/** Errors a route may raise; the one error handler turns them into `{ success: false, error }`. */
export class AppError extends Error {
  /** Fields the reply carries beside `success` and `error` (a 402's estimate, say). */
  readonly details?: Readonly<Record<string, unknown>>;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = new.target.name;
  }
}

export class BadRequestError extends AppError {
  constructor(message: string, options?: ErrorOptions) {
    super(400, message, 'BAD_REQUEST', options);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Authentication required', options?: ErrorOptions) {
    super(401, message, 'UNAUTHORIZED', options);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found', options?: ErrorOptions) {
    super(404, message, 'NOT_FOUND', options);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, options?: ErrorOptions) {
    super(409, message, 'CONFLICT', options);
  }
}

/** A browser page someone asked to watch has closed, and no picture of it was kept. */
export class SessionEndedError extends AppError {
  constructor(options?: ErrorOptions) {
    super(410, SESSION_ENDED_MESSAGE, 'SESSION_ENDED', options);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(message: string) {
    super(429, message, 'RATE_LIMITED');
  }
}

export class ForbiddenError extends AppError {
  constructor(message: string, options?: ErrorOptions) {
    super(403, message, 'FORBIDDEN', options);
  }
}
