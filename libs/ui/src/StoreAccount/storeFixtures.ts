// Sample data for the stories and tests of Minha conta: a year of an environment's consumption, its statements
// and purchases. Amounts are integer centavos as the API gives them.
import type {
  StoreConsumptionView,
  StorePurchaseItem,
  StoreStatementItem,
  StoreStatementLineItem,
} from './storeModel';

const SERVICES: [string, string, number][] = [
  ['Computação', 'Protheus', 1_254_380],
  ['Banco de Dados', 'Protheus', 845_012],
  ['Armazenamento', 'Protheus', 301_977],
  ['Licenças', 'Fluig', 254_000],
  ['Rede', 'Protheus', 61_210],
];

const MONTHS = [
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
  '2026-11',
  '2026-12',
];

export const sampleConsumption: StoreConsumptionView = {
  months: MONTHS.map((month, m) => {
    // The current month (the last) holds 6 days so far.
    const share = m === MONTHS.length - 1 ? 6 / 31 : 1 + m * 0.02;
    const lines = SERVICES.map(([service, product, cents]) => ({
      service,
      product,
      amountCents: String(Math.round(cents * share)),
    }));
    return {
      month,
      totalCents: String(lines.reduce((sum, line) => sum + Number(line.amountCents), 0)),
      lines,
    };
  }),
  current: {
    month: '2026-12',
    toDateCents: '527213',
    daysElapsed: 6,
    daysInMonth: 31,
    forecastCents: '2724034',
  },
};

export const sampleStatements: StoreStatementItem[] = [
  { period: '2026-11', subtotalCents: '3283740', taxesCents: '284444', totalCents: '3568184' },
  { period: '2026-10', subtotalCents: '3151220', taxesCents: '272975', totalCents: '3424195' },
  { period: '2026-09', subtotalCents: '2988100', taxesCents: '258844', totalCents: '3246944' },
];

export const sampleStatementLines: StoreStatementLineItem[] = [
  {
    id: '0',
    kind: 'consumption',
    description: 'Computação — Protheus',
    quantity: '31187.330',
    unit: 'vCPU-hora',
    amountCents: '1309870',
  },
  {
    id: '1',
    kind: 'consumption',
    description: 'Banco de Dados — Protheus',
    quantity: '1355.120',
    unit: 'hora',
    amountCents: '880830',
  },
  {
    id: '2',
    kind: 'purchase',
    description: 'Backup gerenciado Protheus — plano Profissional (mensal)',
    quantity: '1',
    unit: 'un',
    amountCents: '120000',
  },
  { id: '3', kind: 'tax', description: 'ISS (5%)', quantity: '1', unit: '500', amountCents: '115535' },
  { id: '4', kind: 'tax', description: 'PIS (0,65%)', quantity: '1', unit: '65', amountCents: '15020' },
  { id: '5', kind: 'tax', description: 'COFINS (3%)', quantity: '1', unit: '300', amountCents: '69321' },
];

export const sampleStatementSummary: StoreStatementItem = {
  period: '2026-11',
  subtotalCents: '2310700',
  taxesCents: '199876',
  totalCents: '2510576',
};

export const samplePurchases: StorePurchaseItem[] = [
  {
    id: 'p1',
    description: 'Agente de conciliação bancária',
    source: 'ai_agent',
    buyerEmail: 'ana@acme.example',
    quantity: 1,
    unitPriceCents: '39990',
    recurrence: 'monthly',
    state: 'active',
    orderedAt: '2026-12-05T13:20:00Z',
    cancellableUntil: '2026-12-12T13:20:00Z',
    cancellable: true,
  },
  {
    id: 'p2',
    description: 'Agente de cobrança',
    source: 'ai_agent',
    buyerEmail: 'ana@acme.example',
    quantity: 1,
    unitPriceCents: '29990',
    recurrence: 'monthly',
    state: 'cancelled',
    orderedAt: '2026-11-17T10:00:00Z',
    cancellableUntil: '2026-11-24T10:00:00Z',
    cancellable: false,
  },
  {
    id: 'p3',
    description: 'Cota TSS — 5.000 documentos',
    source: 'tss',
    buyerEmail: 'ana@acme.example',
    quantity: 2,
    unitPriceCents: '22500',
    recurrence: 'once',
    state: 'active',
    orderedAt: '2026-11-02T09:00:00Z',
    cancellableUntil: null,
    cancellable: false,
  },
];
