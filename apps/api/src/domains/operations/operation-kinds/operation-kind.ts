// What an operation kind is to the worker: its steps, each one change of a resource made in the transaction
// that records the step done, so a crash mid-step undoes both and the retry makes it once.
import type { Queryable } from '../../../db/database';
import type { OperationRow } from '../operations-repository';

/** A refusal the resource gives (it is not in the state the step expects): the operation fails, no retry. */
export class OperationRefused extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'OperationRefused';
  }
}

export interface OperationStepDefinition {
  /** Recorded in steps_done and shown on the page (e.g. starting, running). */
  name: string;
  /** The change; throws OperationRefused when the resource does not allow it. */
  apply(tx: Queryable, operation: OperationRow): Promise<void>;
}

export interface OperationKindDefinition {
  kind: string;
  /** Its steps; a list fixed when asked may depend on the request (a stopped machine's resize restarts nothing). */
  steps:
    | readonly OperationStepDefinition[]
    | ((request: OperationRow['request']) => readonly OperationStepDefinition[]);
  /**
   * When the operation fails (refused, or failed for good): leaves its resource in a state that says so, in the
   * transaction that records the failure (before its event and audit line, which then show that state).
   */
  onFailed?(tx: Queryable, operation: OperationRow): Promise<void>;
  /** What the audit log records as after (and, asked, as before); the machine's state when not given. */
  auditState?(tx: Queryable, operation: OperationRow): Promise<unknown>;
}

/** The steps of this operation. */
export const stepsOf = (
  definition: OperationKindDefinition,
  request: OperationRow['request'],
): readonly OperationStepDefinition[] =>
  typeof definition.steps === 'function' ? definition.steps(request) : definition.steps;
