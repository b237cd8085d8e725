// One error handler for the whole API: every failure leaves in the portal's error shape, and a 500 never
// carries a stack or internal message.
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ErrorCode } from '@nuvem/api-contract';
import { isDataException } from '../db/data-exception';
import { ApiError, errorBody } from '../errors';
import { errorFieldsOf } from './error-fields';

const codeByStatus: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
};

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      // A 429's variable is the whole seconds to wait (too_many_requests, analytics_busy): said in the header
      // as well.
      if (error.statusCode === 429 && error.vars[0]) void reply.header('retry-after', error.vars[0]);
      return reply.code(error.statusCode).send(error.toBody());
    }
    if (error.validation) {
      const first = error.validation[0];
      const field =
        (first?.params as { missingProperty?: string } | undefined)?.missingProperty ??
        first?.instancePath.replace(/^\//, '').replace(/\//g, '.') ??
        '';
      const fields = errorFieldsOf(error.validation, error.validationContext);
      return reply
        .code(400)
        .send(
          errorBody('validation_failed', `Invalid request: ${error.message}.`, field ? [field] : [], fields),
        );
    }
    if (isDataException(error)) {
      // A value the schemas let through but PostgreSQL refuses: the client's to fix, not a failure of ours.
      request.log.info({ sqlState: (error as { code: string }).code }, 'input refused by the database');
      return reply
        .code(400)
        .send(errorBody('validation_failed', 'Invalid request: a value was not accepted by the database.'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(errorBody(codeByStatus[status] ?? 'bad_request', error.message));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply
      .code(500)
      .send(errorBody('internal_error', 'An unexpected error occurred. Please try again.'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .code(404)
      .send(errorBody('not_found', `No route for ${request.method} ${request.url.split('?')[0]}.`));
  });
}
