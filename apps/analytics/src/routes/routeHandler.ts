import { models } from '@nuvem/embed';
import { frameError } from '../protocol/frameErrors';
import { accept, invalid } from '../protocol/routeAnswers';
import type { RouteHandler, RouterRequest, RouterResponse } from '../protocol/protocolTypes';
import { Refusal } from '../report/refusal';

/**
 * A route handler that answers refusals as they say (validation 400s, 404s for unknown pages and visuals)
 * and anything unexpected as a 500 with an IError, so no request goes unanswered.
 */
export function handler(run: (request: RouterRequest, response: RouterResponse) => unknown): RouteHandler {
  return async (request, response) => {
    try {
      await run(request, response);
    } catch (error) {
      if (error instanceof Refusal) {
        response.send(error.statusCode, error.body);
        return;
      }
      const detail = error instanceof Error ? error.message : 'The request failed.';
      response.send(500, frameError('internalError', detail, 'internalError', models.TraceType.Error));
    }
  };
}

/** A route parameter (the router always sets the pattern's names). */
export const param = (request: RouterRequest, name: string): string => request.params[name] ?? '';

/**
 * A load-type route (facts §3 "Load handshake"): the body validated as the models validate it (400 with
 * their errors, and nothing else happens), else 202 at once and `start` goes on in the background.
 */
export function validatedStart<C>(
  validate: (body: unknown) => models.IError[] | undefined,
  start: (config: C) => unknown,
): RouteHandler {
  return handler((request, response) => {
    const errors = validate(request.body);
    if (errors) return invalid(response, errors);
    accept(response);
    void start(request.body as C);
  });
}
