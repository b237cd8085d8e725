import type { models } from '@nuvem/embed';
import { frameError, notFoundError } from '../protocol/frameErrors';

/**
 * An action the frame refuses, with the answer the host gets: a validator's IError[] (400), or one IError
 * with the status that fits. Actions throw it; the route that called them answers it.
 */
export class Refusal extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: models.IError[] | models.IError,
  ) {
    super(Array.isArray(body) ? (body[0]?.message ?? 'invalid') : body.message);
    this.name = 'Refusal';
  }
}

/** A request that fails validation: the validators' errors, unchanged. */
export const invalidRequest = (errors: models.IError[]) => new Refusal(400, errors);

/** A request that names something the report does not have. */
export const notFound = (what: 'page' | 'visual' | 'bookmark' | 'tile', name: string) =>
  new Refusal(404, notFoundError(what, name));

/** A request the report cannot carry out as asked. */
export const badRequest = (message: string, detailedMessage: string) =>
  new Refusal(400, frameError(message, detailedMessage));
