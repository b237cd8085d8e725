import type {
  ApiTokenItem,
  ApiTokenScopeOption,
  DevEnvironmentOption,
  DevProjectItem,
} from './devProjectTypes';

/** Carla's projects, as the stories and tests show them. */
export const sampleDevProjects: DevProjectItem[] = [
  {
    id: '7d0f9a10-1111-4c3e-9b1a-000000000001',
    name: 'Integração ERP',
    description: 'Sincroniza as máquinas do ambiente com o ERP do cliente.',
    cloudIds: ['ACM1'],
    activeTokens: 2,
    updatedAt: '2026-12-01T13:20:00.000Z',
  },
  {
    id: '7d0f9a10-1111-4c3e-9b1a-000000000002',
    name: 'Painel do parceiro',
    description: '',
    cloudIds: [],
    activeTokens: 0,
    updatedAt: '2026-11-20T09:00:00.000Z',
  },
];

export const sampleApiTokens: ApiTokenItem[] = [
  {
    id: '9a1b0000-2222-4d4d-8e8e-000000000001',
    name: 'ci-leitura',
    scopes: ['iaas:read', 'insights:read'],
    lastFour: 'q7Lc',
    state: 'active',
    createdAt: '2026-12-01T13:25:00.000Z',
    expiresAt: '2026-12-31T13:25:00.000Z',
    lastUsedAt: '2026-12-06T22:10:00.000Z',
    lastUsedIp: '203.0.113.7',
  },
  {
    id: '9a1b0000-2222-4d4d-8e8e-000000000002',
    name: 'auditoria-mensal',
    scopes: ['audit:read'],
    lastFour: '16KM',
    state: 'active',
    createdAt: '2026-11-02T10:00:00.000Z',
    expiresAt: '2027-11-02T10:00:00.000Z',
    lastUsedAt: null,
    lastUsedIp: null,
  },
  {
    id: '9a1b0000-2222-4d4d-8e8e-000000000003',
    name: 'teste-antigo',
    scopes: ['iaas:write'],
    lastFour: 'XDNQ',
    state: 'revoked',
    createdAt: '2026-10-02T10:00:00.000Z',
    expiresAt: '2026-11-01T10:00:00.000Z',
    lastUsedAt: '2026-10-05T08:00:00.000Z',
    lastUsedIp: '198.51.100.20',
  },
];

export const sampleScopeOptions: ApiTokenScopeOption[] = [
  { value: 'iaas:read', label: 'IaaS: leitura', description: 'GET em /environments/:cloudId/iaas' },
  {
    value: 'iaas:write',
    label: 'IaaS: leitura e escrita',
    description: 'GET, POST, PUT, PATCH, DELETE em /iaas',
  },
  { value: 'insights:read', label: 'Insights: leitura', description: 'GET em /dashboards, /bi/workspaces' },
  { value: 'audit:read', label: 'Auditoria: leitura', description: 'GET em /audit' },
];

export const sampleEnvironmentOptions: DevEnvironmentOption[] = [
  { cloudId: 'ACM1', name: 'Acme Produção' },
  { cloudId: 'GLX01', name: 'Globex Filial 1' },
];

/** A token as the API tells it once (shape only: not a real one). */
export const sampleSecret = 'nvm_pat_exemplo-das-historias-nao-e-um-token';
