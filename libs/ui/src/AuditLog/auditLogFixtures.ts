import type { AuditLogFilterOptions, AuditLogItem } from './auditLogTypes';

const ana = { name: 'Ana Souza', email: 'ana@acme.example' };
const diego = { name: 'Diego Ramos', email: 'diego@nuvem.example' };
const acm1 = { cloudId: 'ACM1', name: 'Acme Produção' };

/** A few entries of Acme's log, newest first, for stories and tests. */
export const sampleAuditEntries: AuditLogItem[] = [
  {
    id: '00000000-0000-4000-8000-000000000001',
    occurredAt: '2026-11-26T14:05:00.000Z',
    action: 'vm.resize',
    result: 'succeeded',
    actor: ana,
    onBehalfOf: null,
    environment: acm1,
    resource: 'vm-acm1-01',
    details: { operation_id: 'op-1', phase: 'finished', state: 'SUCCESS' },
    before: { size_sku: 'std.4x16', vcpus: 4, memory_gb: 16, tags: { aplicacao: 'erp' } },
    after: { size_sku: 'std.8x32', vcpus: 8, memory_gb: 32, tags: { aplicacao: 'erp' } },
  },
  {
    id: '00000000-0000-4000-8000-000000000002',
    occurredAt: '2026-11-26T13:58:00.000Z',
    action: 'vm.stop',
    result: 'requested',
    actor: diego,
    onBehalfOf: ana,
    environment: acm1,
    resource: 'vm-acm1-02',
    details: { operation_id: 'op-2', phase: 'requested' },
    before: { state: 'running' },
    after: null,
  },
  {
    id: '00000000-0000-4000-8000-000000000003',
    occurredAt: '2026-11-25T09:12:00.000Z',
    action: 'budget.delete',
    result: 'failed',
    actor: ana,
    onBehalfOf: null,
    environment: { cloudId: 'ACM2', name: 'Acme Homologação' },
    resource: 'budget-7',
    details: {},
    before: null,
    after: null,
  },
];

export const sampleAuditOptions: AuditLogFilterOptions = {
  actors: [ana, diego],
  actions: ['budget.delete', 'vm.resize', 'vm.start', 'vm.stop'],
  environments: [acm1, { cloudId: 'ACM2', name: 'Acme Homologação' }],
};
