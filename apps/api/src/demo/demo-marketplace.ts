// Demo marketplace (issue 32): a handful of offers as a provider's catalogue has them — backup, monitoring,
// Protheus add-ons, ERP modules, security — most shown to every customer, one to Acme's only, one a draft and
// one withdrawn. Prices in integer centavos.
import type { MarketplaceOfferBody } from '@nuvem/api-contract';
import type { Queryable } from '../db/database';
import { insertOffer, setOfferState } from '../domains/marketplace/marketplace-admin-repository';
import { demoEnvironments } from './demo-data';

type DemoOffer = MarketplaceOfferBody & { state: 'draft' | 'published' | 'withdrawn' };

const acmeCustomers = demoEnvironments
  .filter((env) => env.cloud_id.startsWith('ACM'))
  .map((env) => env.t_code);

export const demoMarketplaceOffers: readonly DemoOffer[] = [
  {
    name: 'Backup gerenciado em nuvem',
    category: 'backup',
    description:
      'Cópias diárias do banco de dados e dos arquivos do ambiente, guardadas em outra região, com restauração pelo portal.',
    vendor: 'Nuvem',
    plans: [
      { name: '500 GB', price_cents: '29900', recurrence: 'monthly' },
      { name: '2 TB', price_cents: '89900', recurrence: 'monthly' },
    ],
    audience: 'all',
    customers: [],
    state: 'published',
  },
  {
    name: 'Monitoramento 24x7',
    category: 'monitoring',
    description:
      'Alertas de disponibilidade, desempenho e capacidade do ambiente, com painel próprio e plantão da equipe de operação.',
    vendor: 'Nuvem',
    plans: [
      { name: 'Essencial', price_cents: '19990', recurrence: 'monthly' },
      { name: 'Avançado', price_cents: '49990', recurrence: 'monthly' },
    ],
    audience: 'all',
    customers: [],
    state: 'published',
  },
  {
    name: 'Protheus — Módulo de Gestão de Contratos',
    category: 'protheus',
    description: 'Controle de contratos de compra e venda, medições e reajustes integrados ao faturamento.',
    vendor: 'Parceira Sistemas',
    plans: [{ name: 'Até 20 usuários', price_cents: '120000', recurrence: 'monthly' }],
    audience: 'all',
    customers: [],
    state: 'published',
  },
  {
    name: 'ERP — Módulo Fiscal (Reforma Tributária)',
    category: 'erp',
    description:
      'Apuração de IBS e CBS, escrituração e obrigações acessórias atualizadas a cada mudança da lei.',
    vendor: 'Nuvem',
    plans: [
      { name: 'Implantação', price_cents: '450000', recurrence: 'once' },
      { name: 'Assinatura', price_cents: '75000', recurrence: 'monthly' },
    ],
    audience: 'all',
    customers: [],
    state: 'published',
  },
  {
    name: 'Firewall de aplicação (WAF)',
    category: 'security',
    description:
      'Proteção das aplicações publicadas contra ataques comuns, com regras mantidas pela equipe de segurança.',
    vendor: 'Nuvem',
    plans: [{ name: 'Por aplicação', price_cents: '34900', recurrence: 'monthly' }],
    audience: 'all',
    customers: [],
    state: 'published',
  },
  {
    name: 'Protheus — Portal do Cliente sob medida',
    category: 'protheus',
    description:
      'Portal de autoatendimento para os clientes do cliente, integrado ao Protheus, feito sob contrato.',
    vendor: 'Parceira Sistemas',
    plans: [{ name: 'Projeto', price_cents: '1850000', recurrence: 'once' }],
    audience: 'chosen',
    customers: acmeCustomers,
    state: 'published',
  },
  {
    name: 'Teste de invasão anual',
    category: 'security',
    description: 'Teste de invasão das aplicações e da rede do ambiente, com relatório e nova verificação.',
    vendor: 'Nuvem',
    plans: [{ name: 'Anual', price_cents: '980000', recurrence: 'once' }],
    audience: 'all',
    customers: [],
    state: 'draft',
  },
  {
    name: 'Backup em fita (descontinuado)',
    category: 'backup',
    description: 'Cópias mensais em fita, substituídas pelo backup gerenciado em nuvem.',
    vendor: 'Nuvem',
    plans: [{ name: 'Mensal', price_cents: '15000', recurrence: 'monthly' }],
    audience: 'all',
    customers: [],
    state: 'withdrawn',
  },
];

export async function seedDemoMarketplace(db: Queryable): Promise<void> {
  for (const { state, ...offer } of demoMarketplaceOffers) {
    const id = await insertOffer(db, offer);
    if (state !== 'draft') await setOfferState(db, id, state);
  }
}
