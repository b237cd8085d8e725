import type { AdminContractItem, AdminContractMoves } from './adminContractTypes';

export const sampleAdminContracts: AdminContractItem[] = [
  {
    kind: 'product',
    number: 'CTR-ACM1-002',
    cloudId: 'ACM1',
    customerName: 'Acme Produção',
    tCode: 'T10007',
    plan: 'fluig',
    description: 'Fluig — 200 usuários',
    status: 'active',
    startDate: '2023-01-15',
    endDate: null,
    monthlyCents: '420050',
  },
  {
    kind: 'iaas',
    number: 'IAAS-GLX01-2025',
    cloudId: 'GLX01',
    customerName: 'Globex Filial 1',
    tCode: 'T10028',
    plan: 'reserved_12',
    description: 'IaaS',
    status: 'suspended',
    startDate: '2026-03-01',
    endDate: '2027-03-01',
    monthlyCents: null,
  },
  {
    kind: 'product',
    number: 'CTR-GLX02-001',
    cloudId: 'GLX02',
    customerName: 'Globex Filial 2',
    tCode: 'T10035',
    plan: 'datasul',
    description: 'Datasul — contrato encerrado na migração para Protheus',
    status: 'cancelled',
    startDate: '2019-02-01',
    endDate: '2022-12-31',
    monthlyCents: '510000',
  },
];

/** As api-contract's contractAdminMoves. */
export const sampleContractMoves: AdminContractMoves = {
  active: ['suspended', 'ended'],
  suspended: ['active', 'ended'],
  cancelled: [],
  ended: [],
};
