import type { ApiReferenceModel } from './apiReferenceTypes';
import type { EmbedPlaygroundEvent, EmbedPlaygroundItem } from './embedPlaygroundTypes';

/** A reference shaped as the API's own (three tags, both auth schemes), for stories and tests. */
export const sampleApiReference: ApiReferenceModel = {
  title: 'Nuvem API',
  version: '0.1.0',
  description: 'Backend of the Nuvem self-service portal.',
  authSchemes: [
    {
      id: 'bearerAuth',
      headerScheme: 'Bearer',
      description: 'The access token of a sign-in, or an API token (nvm_pat_…).',
    },
    {
      id: 'embedToken',
      headerScheme: 'EmbedToken',
      description: 'EmbedToken <token>, for the analytics routes.',
    },
  ],
  groups: [
    {
      tag: 'health',
      operations: [
        {
          id: 'GET /api/v1/health',
          method: 'GET',
          path: '/api/v1/health',
          summary: 'Liveness and database check',
          tag: 'health',
          auth: [],
          parameters: [],
          responses: [
            {
              status: '200',
              schema: {
                type: 'object',
                children: [
                  { name: 'status', type: 'string', required: true, enumValues: ['ok'] },
                  { name: 'database', type: 'string', required: true, enumValues: ['ok'] },
                ],
              },
            },
          ],
        },
      ],
    },
    {
      tag: 'iaas',
      operations: [
        {
          id: 'GET /api/v1/environments/{cloudId}/iaas/machines',
          method: 'GET',
          path: '/api/v1/environments/{cloudId}/iaas/machines',
          summary: "The environment's virtual machines",
          description: 'Needs menu_iaas. Refused while the IaaS account is cancelling.',
          tag: 'iaas',
          auth: ['bearerAuth'],
          parameters: [
            {
              name: 'cloudId',
              in: 'path',
              required: true,
              description: 'The environment\'s cloud id, e.g. "ACM1".',
              schema: { type: 'string', maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' },
            },
          ],
          responses: [
            {
              status: '200',
              schema: {
                type: 'array<object>',
                children: [
                  { name: 'id', type: 'string', required: true },
                  { name: 'name', type: 'string', required: true, maxLength: 63 },
                  { name: 'state', type: 'string', required: true, enumValues: ['running', 'stopped'] },
                  { name: 'ip', type: 'string | null', required: false },
                ],
              },
            },
            {
              status: '404',
              description: 'environment_not_found',
              schema: {
                type: 'Error',
                refName: 'Error',
                children: [
                  { name: 'error_code', type: 'string', required: true, description: 'Stable code.' },
                ],
              },
            },
          ],
        },
        {
          id: 'POST /api/v1/environments/{cloudId}/iaas/machines/{machineId}/stop',
          method: 'POST',
          path: '/api/v1/environments/{cloudId}/iaas/machines/{machineId}/stop',
          summary: 'Stop a virtual machine',
          tag: 'iaas',
          auth: ['bearerAuth'],
          parameters: [
            { name: 'cloudId', in: 'path', required: true, schema: { type: 'string' } },
            { name: 'machineId', in: 'path', required: true, schema: { type: 'string' } },
            {
              name: 'idempotency-key',
              in: 'header',
              required: true,
              schema: { type: 'string', maxLength: 128 },
            },
          ],
          requestBody: {
            type: 'object',
            children: [{ name: 'mode', type: 'string', required: true, enumValues: ['soft', 'hard'] }],
          },
          requestExample: '{"mode":"soft"}',
          responses: [{ status: '202', description: 'The operation, queued.', schema: { type: 'object' } }],
        },
        {
          id: 'DELETE /api/v1/environments/{cloudId}/iaas/ssh-keys/{keyId}',
          method: 'DELETE',
          path: '/api/v1/environments/{cloudId}/iaas/ssh-keys/{keyId}',
          summary: 'Delete an SSH key',
          tag: 'iaas',
          auth: ['bearerAuth'],
          parameters: [],
          responses: [{ status: '204' }],
        },
      ],
    },
    {
      tag: 'analytics',
      operations: [
        {
          id: 'GET /api/v1/analytics/reports/{reportId}',
          method: 'GET',
          path: '/api/v1/analytics/reports/{reportId}',
          summary: "A report's definition",
          tag: 'analytics',
          auth: ['embedToken'],
          parameters: [],
          responses: [{ status: '200', schema: { type: 'object' } }],
        },
      ],
    },
  ],
};

export const samplePlaygroundItems: EmbedPlaygroundItem[] = [
  { id: 'insights:d-1', name: 'Faturamento Mensal', kind: 'dashboard', group: 'Financeiro' },
  { id: 'insights:d-2', name: 'Previsão Orçamentária', kind: 'dashboard', group: 'Financeiro' },
  { id: 'bi:r-1', name: 'Vendas por Região', kind: 'report', group: 'Comercial' },
];

export const samplePlaygroundSnippet = `<div id="nuvem-embed" style="height: 600px"></div>
<script type="module">
  import { service, factories, models } from '@nuvem/embed';

  const EMBED_TOKEN = '<EMBED_TOKEN>';
  const embedUrl = 'https://analytics.example/reportEmbed?reportId=r-1';
</script>`;

export const samplePlaygroundEvents: EmbedPlaygroundEvent[] = [
  { id: 1, name: 'loaded', time: '10:15:02' },
  { id: 2, name: 'rendered', time: '10:15:03' },
  { id: 3, name: 'pageChanged', time: '10:15:09', detail: 'Resumo' },
];
