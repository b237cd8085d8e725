import type { models } from '@nuvem/embed';
import type { RouterResponse } from './protocolTypes';

// How the frame answers the host's requests (facts §3 "Codes seen in the mock frame"): 202 for accepted
// commands, 200 with a body for reads, 400 with the validator's IError[] for a request that fails
// validation, and an IError for anything else refused.

export const accept = (response: RouterResponse) => response.send(202, null);

export const answer = (response: RouterResponse, body: unknown) => response.send(200, body);

export const invalid = (response: RouterResponse, errors: models.IError[]) => response.send(400, errors);

/** A single validation-style message, as the validators give it. */
export const invalidBecause = (response: RouterResponse, message: string) =>
  response.send(400, [{ message }]);

export const refuse = (response: RouterResponse, statusCode: number, error: models.IError) =>
  response.send(statusCode, error);
