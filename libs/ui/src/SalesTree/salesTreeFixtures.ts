// Sample sales and project agents for the stories, as the demo data holds them.
import type { ProjectAgentItem, SalesCustomerItem, SalesPurchaseItem } from './salesTreeTypes';

export const sampleSalesCustomers: SalesCustomerItem[] = [
  { tCode: 'T10007', name: 'Acme Produção' },
  { tCode: 'T10014', name: 'Acme Homologação' },
  { tCode: 'T10028', name: 'Globex Filial 1' },
];

export const sampleSales: SalesPurchaseItem[] = [
  {
    id: 'a0000000-0000-4000-8000-000000000001',
    customer: sampleSalesCustomers[0]!,
    cloudId: 'ACM1',
    source: 'ai_agent',
    description: 'Agente de IA: Leitor de notas fiscais',
    quantity: 1,
    totalCents: '79900',
    recurrence: 'monthly',
    state: 'active',
    buyerEmail: 'ana@acme.example',
    orderedAt: '2026-11-12T13:00:00Z',
  },
  {
    id: 'a0000000-0000-4000-8000-000000000002',
    customer: sampleSalesCustomers[2]!,
    cloudId: 'GLX01',
    source: 'marketplace',
    description: 'Backup gerenciado — plano Essencial',
    quantity: 2,
    totalCents: '25800',
    recurrence: 'monthly',
    state: 'active',
    buyerEmail: 'bruno@globex.example',
    orderedAt: '2026-10-28T13:00:00Z',
  },
  {
    id: 'a0000000-0000-4000-8000-000000000003',
    customer: sampleSalesCustomers[1]!,
    cloudId: 'ACM2',
    source: 'ai_agent',
    description: 'Agente de IA: SDR de vendas',
    quantity: 1,
    totalCents: '99900',
    recurrence: 'monthly',
    state: 'cancelled',
    buyerEmail: 'ana@acme.example',
    orderedAt: '2026-08-09T13:00:00Z',
  },
];

export const sampleProjectAgents: ProjectAgentItem[] = [
  {
    id: 'b0000000-0000-4000-8000-000000000001',
    fullName: 'Marina Lopes',
    email: 'marina.lopes@nuvem.example',
    role: 'sales',
    customers: [sampleSalesCustomers[0]!, sampleSalesCustomers[1]!],
  },
  {
    id: 'b0000000-0000-4000-8000-000000000002',
    fullName: 'Vinícius Prado',
    email: 'vinicius.prado@nuvem.example',
    role: 'project',
    customers: [],
  },
];
