import { type ApiErrorBody, type ErrorDetail, ErrorType } from '@app/shared/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error';
import { databaseErrorCode, isBadInputDatabaseError, loggableError } from './database-errors';

const STATUS_TYPES: Record<number, string> = {
  400: ErrorType.VALIDATION_ERROR,
  401: ErrorType.UNAUTHORIZED,
  403: ErrorType.PERMISSION_DENIED,
  404: ErrorType.NOT_FOUND,
  405: ErrorType.METHOD_NOT_ALLOWED,
  409: ErrorType.CONFLICT,
  413: ErrorType.PAYLOAD_TOO_LARGE,
  415: ErrorType.UNSUPPORTED_MEDIA_TYPE,
  429: ErrorType.RATE_LIMITED,
};

/** The one error handler: every failure answers `{ type, message, details? }`, never a stack trace. */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (error instanceof AppError) {
        const body: ApiErrorBody = { type: error.type, message: error.message, ...error.extra };
        return reply.code(error.statusCode).headers(error.headers).send(body);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const details: ErrorDetail[] = error.validation.map((v) => ({
          field: fieldName(v.instancePath, v.params),
          message: v.message ?? 'is invalid',
        }));
        return reply.code(400).send({
          type: ErrorType.VALIDATION_ERROR,
          message: details.length === 1 ? `${details[0]?.field}: ${details[0]?.message}` : 'Invalid input',
          details,
        } satisfies ApiErrorBody);
      }
      const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status >= 400 && status < 500) {
        const type = STATUS_TYPES[status] ?? ErrorType.VALIDATION_ERROR;
        const message = clientMessage(error, status);
        return reply.code(status).send({ type, message } satisfies ApiErrorBody);
      }
      if (isBadInputDatabaseError(error)) {
        request.log.warn({ code: databaseErrorCode(error) }, 'database refused a value of the request');
        return reply.code(400).send({
          type: ErrorType.VALIDATION_ERROR,
          message: 'Invalid request: a value is out of range or contains an invalid character',
        } satisfies ApiErrorBody);
      }
      request.log.error(loggableError(error), 'unhandled error');
      return reply.code(500).send({
        type: ErrorType.INTERNAL_ERROR,
        message: 'An unexpected error occurred',
      } satisfies ApiErrorBody);
    });
  },
  { name: 'error-handler' },
);

function fieldName(instancePath: string, params: unknown): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  const issue = params as { issue?: { path?: (string | number)[] } } | undefined;
  const fromIssue = issue?.issue?.path?.join('.');
  return path || fromIssue || 'body';
}

function clientMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body is not valid JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    default:
      return status === 429 ? 'Too many requests. Please try again later.' : 'Invalid request';
  }
}
