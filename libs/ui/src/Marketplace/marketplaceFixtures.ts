import type { MarketplaceAdminOfferItem, MarketplaceOfferItem } from './marketplaceTypes';

// Offers as the demo's marketplace holds them, for stories and tests.
export const sampleMarketplaceOffers: MarketplaceOfferItem[] = [
  {
    id: '3f9d1c2e-0000-4000-8000-000000000001',
    name: 'Backup gerenciado em nuvem',
    category: 'backup',
    description:
      'Cópias diárias do banco de dados e dos arquivos do ambiente, guardadas em outra região, com restauração pelo portal.',
    vendor: 'Nuvem',
    plans: [
      {
        id: '3f9d1c2e-0000-4000-8000-0000000000a1',
        name: '500 GB',
        priceCents: '29900',
        recurrence: 'monthly',
      },
      {
        id: '3f9d1c2e-0000-4000-8000-0000000000a2',
        name: '2 TB',
        priceCents: '89900',
        recurrence: 'monthly',
      },
    ],
    lastPurchase: null,
  },
  {
    id: '3f9d1c2e-0000-4000-8000-000000000002',
    name: 'Monitoramento 24x7',
    category: 'monitoring',
    description: 'Alertas de disponibilidade, desempenho e capacidade do ambiente, com painel próprio.',
    vendor: 'Nuvem',
    plans: [
      {
        id: '3f9d1c2e-0000-4000-8000-0000000000b1',
        name: 'Essencial',
        priceCents: '19990',
        recurrence: 'monthly',
      },
    ],
    lastPurchase: { planId: '3f9d1c2e-0000-4000-8000-0000000000b1', state: 'active' },
  },
  {
    id: '3f9d1c2e-0000-4000-8000-000000000003',
    name: 'ERP — Módulo Fiscal (Reforma Tributária)',
    category: 'erp',
    description:
      'Apuração de IBS e CBS, escrituração e obrigações acessórias atualizadas a cada mudança da lei.',
    vendor: 'Nuvem',
    plans: [
      {
        id: '3f9d1c2e-0000-4000-8000-0000000000c1',
        name: 'Implantação',
        priceCents: '450000',
        recurrence: 'once',
      },
      {
        id: '3f9d1c2e-0000-4000-8000-0000000000c2',
        name: 'Assinatura',
        priceCents: '75000',
        recurrence: 'monthly',
      },
    ],
    lastPurchase: null,
  },
];

export const sampleMarketplaceAdminOffers: MarketplaceAdminOfferItem[] = [
  {
    ...sampleMarketplaceOffers[0]!,
    state: 'published',
    audience: 'all',
    customers: [],
    purchases: 3,
    updatedAt: '2026-11-20T13:00:00.000Z',
  },
  {
    ...sampleMarketplaceOffers[2]!,
    id: '3f9d1c2e-0000-4000-8000-000000000004',
    name: 'Protheus — Portal do Cliente sob medida',
    category: 'protheus',
    state: 'draft',
    audience: 'chosen',
    customers: ['T10007', 'T10014'],
    purchases: 0,
    updatedAt: '2026-11-25T13:00:00.000Z',
  },
  {
    ...sampleMarketplaceOffers[1]!,
    id: '3f9d1c2e-0000-4000-8000-000000000005',
    name: 'Backup em fita (descontinuado)',
    plans: [],
    state: 'withdrawn',
    audience: 'all',
    customers: [],
    purchases: 12,
    updatedAt: '2026-10-01T13:00:00.000Z',
  },
];
