import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';

interface ValidationIssue {
  message?: string;
  instancePath?: string;
}

const ZOD_DEFAULT_MESSAGE = /^(Invalid|Too small|Too big|Unrecognized|Expected)/;

/** Turns a schema failure into one sentence a person can act on. */
function validationMessage(error: FastifyError): string {
  const issue = (error.validation?.[0] ?? {}) as ValidationIssue;
  const path = (issue.instancePath ?? '').split('/').filter(Boolean);
  const where = error.validationContext ?? 'body';
  if (path.length === 0) return `Request ${where} must be a JSON object`;
  const message = issue.message ?? 'is invalid';
  return ZOD_DEFAULT_MESSAGE.test(message) ? `${path.join('.')}: ${message}` : message;
}

function describe(error: FastifyError): { status: number; message: string } {
  if (error instanceof AppError) return { status: error.statusCode, message: error.message };
  if (error.validation) return { status: 400, message: validationMessage(error) };
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, message: 'Request body is too large' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        status: 415,
        message: 'Send the request body as JSON (Content-Type: application/json)',
      };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, message: 'Request body length does not match Content-Length' };
  }
  if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return { status: 400, message: 'Request body is not valid JSON' };
  }
  const status =
    typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
  return { status, message: error.message };
}

/** The one place errors become HTTP: `{ success: false, error }`, the message only below 500. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, message } = describe(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status, reason: message }, 'request refused');
    const headers = (error as { headers?: Record<string, string> }).headers;
    if (headers) void reply.headers(headers);
    const details = status < 500 && error instanceof AppError ? error.details : undefined;
    return reply.status(status).send({
      success: false,
      error: status < 500 ? message : 'Internal server error',
      ...details,
    });
  });
}
