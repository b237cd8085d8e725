// Demo IaaS budgets: what the calculator lists and a shared-budget link can open (ana's in ACM1, bruno's in
// GLX01), priced by the price list of migration 0023.
import type { IaasBudgetLine } from '@nuvem/api-contract';
import type { Queryable } from '../db/database';

interface DemoBudget {
  cloudId: string;
  author: string;
  name: string;
  region: string;
  items: IaasBudgetLine[];
}

export const demoIaasBudgets: readonly DemoBudget[] = [
  {
    cloudId: 'ACM1',
    author: 'ana@acme.example',
    name: 'ERP em produção',
    region: 'sa-east-1',
    items: [
      { sku: 'std.8x32', quantity: 2 },
      { sku: 'mem.8x64', quantity: 1 },
      { sku: 'disk.performance', quantity: 1000 },
      { sku: 'disk.standard', quantity: 500 },
      { sku: 'backup.standard', quantity: 1500 },
      { sku: 'ip.public', quantity: 2 },
      { sku: 'net.nat-gateway', quantity: 1 },
    ],
  },
  {
    cloudId: 'ACM1',
    author: 'ana@acme.example',
    name: 'Homologação',
    region: 'sa-east-2',
    items: [
      { sku: 'std.4x16', quantity: 2 },
      { sku: 'disk.standard', quantity: 300 },
      { sku: 'ip.public', quantity: 1 },
    ],
  },
  {
    cloudId: 'GLX01',
    author: 'bruno@globex.example',
    name: 'Expansão 2027',
    region: 'us-east-1',
    items: [
      { sku: 'cpu.8x16', quantity: 4 },
      { sku: 'disk.standard', quantity: 2000 },
      { sku: 'net.vpn', quantity: 1 },
    ],
  },
];

export async function seedDemoIaasBudgets(db: Queryable): Promise<void> {
  for (const budget of demoIaasBudgets)
    await db.query(
      `INSERT INTO iaas_budgets (environment_id, name, region, items, created_by)
       SELECT e.id, $2, $3, $4::jsonb, u.id
       FROM customer_environments e, users u WHERE e.cloud_id = $1 AND u.email = $5`,
      [budget.cloudId, budget.name, budget.region, JSON.stringify(budget.items), budget.author],
    );
}
