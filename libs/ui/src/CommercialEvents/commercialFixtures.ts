import type { CommercialEventItem, CommercialProposalItem, CommercialRequestItem } from './commercialTypes';

export const sampleCommercialEvents: CommercialEventItem[] = [
  {
    id: '10000000-0000-4000-8000-000000000001',
    code: 'MIGRA-2026',
    name: 'Migração Nuvem 2026',
    description: 'Condições especiais para trazer cargas de outros provedores.',
    conditions: '20% de desconto nas propostas migradas durante o evento, por 12 meses.',
    discountPercent: 20,
    startsOn: '2026-11-07',
    endsOn: '2027-04-06',
    open: true,
    joinRequest: null,
  },
  {
    id: '10000000-0000-4000-8000-000000000002',
    code: 'PARCEIROS-PRIMAVERA',
    name: 'Programa Parceiros Primavera',
    description: 'Benefícios para clientes atendidos por parceiros certificados.',
    conditions: '10% de desconto em novos serviços gerenciados.',
    discountPercent: 10,
    startsOn: '2026-11-27',
    endsOn: '2027-02-05',
    open: true,
    joinRequest: {
      id: '20000000-0000-4000-8000-000000000001',
      state: 'approved',
      reason: null,
      requestedAt: '2026-11-29T12:00:00.000Z',
      decidedAt: '2026-11-30T12:00:00.000Z',
    },
  },
  {
    id: '10000000-0000-4000-8000-000000000003',
    code: 'BLACK-IAAS-2026',
    name: 'Semana IaaS',
    description: 'Campanha de máquinas virtuais com preço promocional.',
    conditions: '15% de desconto em máquinas virtuais.',
    discountPercent: 15,
    startsOn: '2026-10-08',
    endsOn: '2026-10-15',
    open: false,
    joinRequest: {
      id: '20000000-0000-4000-8000-000000000002',
      state: 'refused',
      reason: 'Ambiente fora da região da campanha.',
      requestedAt: '2026-10-09T12:00:00.000Z',
      decidedAt: '2026-10-10T12:00:00.000Z',
    },
  },
];

export const sampleCommercialProposals: CommercialProposalItem[] = [
  {
    id: '30000000-0000-4000-8000-000000000001',
    number: 'PR-2026-0101',
    products: ['IaaS', 'Backup gerenciado'],
    valueCents: '4850000',
    event: null,
    migrationRequest: null,
  },
  {
    id: '30000000-0000-4000-8000-000000000002',
    number: 'PR-2026-0102',
    products: ['Banco de dados gerenciado'],
    valueCents: '1299990',
    event: { id: '10000000-0000-4000-8000-000000000001', name: 'Migração Nuvem 2026', valueCents: '1039992' },
    migrationRequest: {
      id: '20000000-0000-4000-8000-000000000003',
      state: 'approved',
      reason: null,
      requestedAt: '2026-12-01T12:00:00.000Z',
      decidedAt: '2026-12-02T12:00:00.000Z',
      eventName: 'Migração Nuvem 2026',
    },
  },
];

export const sampleCommercialRequests: CommercialRequestItem[] = [
  {
    id: '20000000-0000-4000-8000-000000000010',
    kind: 'join',
    state: 'pending',
    reason: null,
    requestedAt: '2026-12-06T12:00:00.000Z',
    decidedAt: null,
    eventName: 'Migração Nuvem 2026',
    customer: 'Acme Produção',
    cloudId: 'ACM1',
    proposal: null,
    requestedBy: 'ana@acme.example',
    decidedBy: null,
  },
  {
    id: '20000000-0000-4000-8000-000000000011',
    kind: 'migration',
    state: 'refused',
    reason: 'Proposta fora das condições do evento.',
    requestedAt: '2026-12-05T12:00:00.000Z',
    decidedAt: '2026-12-05T15:00:00.000Z',
    eventName: 'Migração Nuvem 2026',
    customer: 'Globex Filial 1',
    cloudId: 'GLX01',
    proposal: { number: 'PR-2026-0230', valueCents: '9100000', newValueCents: '7280000' },
    requestedBy: 'bruno@globex.example',
    decidedBy: 'diego@nuvem.example',
  },
];

/** The collection props every list story starts from. */
export const listArgs = <T>(rows: T[], visibleColumns: string[]) => ({
  rows,
  total: rows.length,
  page: 1,
  state: { status: 'ready' as const },
  filter: [],
  sort: null,
  preferences: { visibleColumns, density: 'compact' as const, pageSize: 25 },
});
