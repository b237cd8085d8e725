// Operations (issue 30): every action that changes a resource answers 202 with an operation, run by the API
// as a durable job (it survives a restart, acts once); its state and steps are read with GET and pushed on the
// user's stream as the `operation` event. The right sidebar lists them (pipelines.ts).
import { Type, type Static } from 'typebox';
import { CloudIdSchema } from './environments';
import { vmActions } from './operations-constants';
import { PipelineStatusSchema } from './pipelines';
export { operationEndpoints } from './endpoints';
export * from './operations-constants';

export const OperationStepSchema = Type.Object({
  name: Type.String({ description: 'What the step did, e.g. starting, running.' }),
  done_at: Type.String({ format: 'date-time' }),
});
export type OperationStep = Static<typeof OperationStepSchema>;

export const OperationSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  cloud_id: Type.String(),
  kind: Type.String({ description: 'One of operationKinds, e.g. vm.start, vm.resize, backup.restore.' }),
  target_id: Type.Union([Type.String(), Type.Null()], { description: 'The resource acted on.' }),
  state: PipelineStatusSchema,
  steps: Type.Array(OperationStepSchema, { description: 'The steps done, in order.' }),
  step_count: Type.Integer({ description: 'How many steps the operation has in all.' }),
  error_code: Type.Union([Type.String(), Type.Null()], { description: 'Why it failed (error_code.{code}).' }),
  user: Type.String({ description: 'Who asked: an email.' }),
  created_at: Type.String({ format: 'date-time' }),
  started_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  finished_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type Operation = Static<typeof OperationSchema>;

export const OperationAnswerSchema = Type.Object({ operation: OperationSchema });
export type OperationAnswer = Static<typeof OperationAnswerSchema>;

export const VmActionParamsSchema = Type.Object({
  cloudId: CloudIdSchema,
  resourceId: Type.String({ minLength: 1, maxLength: 80, description: 'The machine, e.g. vm-acm1-01.' }),
});
export type VmActionParams = Static<typeof VmActionParamsSchema>;

export const VmActionBodySchema = Type.Object(
  {
    action: Type.Enum(vmActions, { description: 'start, stop, restart, delete, resize or snapshot.' }),
    confirmation: Type.Optional(
      Type.String({ maxLength: 120, description: "delete: the machine's name, typed by the user." }),
    ),
    size_sku: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 40,
        description: "resize: the new size, a size sku of the machine's region price list (e.g. std.4x16).",
      }),
    ),
    name: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 120,
        description: 'snapshot: its name (default: machine + date).',
      }),
    ),
  },
  { additionalProperties: false },
);
export type VmActionBody = Static<typeof VmActionBodySchema>;

export const IdempotencyHeadersSchema = Type.Object({
  'idempotency-key': Type.String({
    minLength: 1,
    maxLength: 200,
    description:
      'Required: the same key with the same body is the same operation (202 again); with another ' +
      'body, 409 idempotency_key_reused.',
  }),
});

export const OperationParamsSchema = Type.Object({
  cloudId: CloudIdSchema,
  operationId: Type.String({ format: 'uuid' }),
});
export type OperationParams = Static<typeof OperationParamsSchema>;
