// Pipelines (spec §2.8): the right sidebar's 'Últimas Ações Executadas' (the current environment, needs
// list_pipelines) and 'Todas as ações' (every environment the user may see, needs list_pipelines_admin).
import { Type, type Static } from 'typebox';
export { pipelineEndpoints } from './endpoints';

export const PipelineStatusSchema = Type.Union(
  [
    Type.Literal('PENDING'),
    Type.Literal('RUNNING'),
    Type.Literal('SUCCESS'),
    Type.Literal('FAILED'),
    Type.Literal('USER_FAILED'),
  ],
  { description: 'USER_FAILED: failed because of what the user asked for (push alerts carry it too).' },
);
export type PipelineStatus = Static<typeof PipelineStatusSchema>;

export const PipelineActionSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  cloud_id: Type.String(),
  action: Type.String(),
  status: PipelineStatusSchema,
  started_at: Type.String({ format: 'date-time' }),
  finished_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'null while running.',
  }),
  user: Type.String({ description: 'Who ran it: an email, or "sistema".' }),
  topology_id: Type.Union([Type.String(), Type.Null()]),
  message: Type.Union([Type.String(), Type.Null()]),
});
export type PipelineAction = Static<typeof PipelineActionSchema>;

export const defaultPipelinesLimit = 20;

export const PipelinesQuerySchema = Type.Object(
  { limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: defaultPipelinesLimit })) },
  { additionalProperties: false },
);
export type PipelinesQuery = Static<typeof PipelinesQuerySchema>;

export const PipelineActionsSchema = Type.Object({
  actions: Type.Array(PipelineActionSchema, { description: 'Newest first.' }),
});
export type PipelineActions = Static<typeof PipelineActionsSchema>;
