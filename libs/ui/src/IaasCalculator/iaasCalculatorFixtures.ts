import type { CalculatorBudget, CalculatorPrice, CalculatorPriceList } from './iaasCalculatorModel';

const base: Omit<CalculatorPrice, 'region'>[] = [
  { sku: 'std.2x8', kind: 'size', unit: 'month', priceCents: 31_000, vcpus: 2, memoryGb: 8 },
  { sku: 'std.4x16', kind: 'size', unit: 'month', priceCents: 62_000, vcpus: 4, memoryGb: 16 },
  { sku: 'mem.8x64', kind: 'size', unit: 'month', priceCents: 178_000, vcpus: 8, memoryGb: 64 },
  { sku: 'disk.standard', kind: 'disk', unit: 'gb_month', priceCents: 45, vcpus: null, memoryGb: null },
  { sku: 'disk.performance', kind: 'disk', unit: 'gb_month', priceCents: 95, vcpus: null, memoryGb: null },
  { sku: 'ip.public', kind: 'public_ip', unit: 'month', priceCents: 2_800, vcpus: null, memoryGb: null },
  { sku: 'net.nat-gateway', kind: 'network', unit: 'month', priceCents: 16_000, vcpus: null, memoryGb: null },
  { sku: 'backup.standard', kind: 'backup', unit: 'gb_month', priceCents: 25, vcpus: null, memoryGb: null },
];

/** Two regions of the price list (Virgínia do Norte at 0.8 of São Paulo), as migration 0023 has them. */
export const samplePriceList: CalculatorPriceList = {
  regions: [
    { region: 'sa-east-1', name: 'São Paulo' },
    { region: 'us-east-1', name: 'Virgínia do Norte' },
  ],
  prices: [
    ...base.map((p) => ({ ...p, region: 'sa-east-1' })),
    ...base.map((p) => ({ ...p, region: 'us-east-1', priceCents: Math.round(p.priceCents * 0.8) })),
  ],
};

export const sampleLines = [
  { sku: 'std.4x16', quantity: 2 },
  { sku: 'disk.standard', quantity: 500 },
  { sku: 'ip.public', quantity: 1 },
];

export const sampleBudgets: CalculatorBudget[] = [
  {
    id: 'b1',
    name: 'ERP em produção',
    regionName: 'São Paulo',
    monthlyCents: 149_300,
    createdBy: 'ana@acme.example',
    updatedAt: '2026-12-01T14:30:00Z',
    href: '/iaas/calculator/shared-budget?cloud_id=ACM1&budget_id=b1',
  },
];
