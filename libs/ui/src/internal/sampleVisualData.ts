import type { VisualData, VisualDataColumn } from '../model/visualData';

/**
 * Report data for the analytics stories: consumption of a cloud provider's customers, as the demo datasets
 * hold it (analytics.md "Datasets"). Deterministic, so screenshots are stable.
 */

export const regionColumn: VisualDataColumn = {
  key: 'Consumo.Região',
  label: 'Região',
  role: 'category',
  format: 'text',
};
export const monthColumn: VisualDataColumn = {
  key: 'Consumo.Mês',
  label: 'Mês',
  role: 'category',
  format: 'month',
};
export const serviceSeriesColumn: VisualDataColumn = {
  key: 'Consumo.Serviço',
  label: 'Serviço',
  role: 'series',
  format: 'text',
};
export const costColumn: VisualDataColumn = {
  key: 'Consumo.Custo Total',
  label: 'Custo Total',
  role: 'value',
  format: 'currency',
};
export const forecastColumn: VisualDataColumn = {
  key: 'Consumo.Custo Previsto',
  label: 'Custo Previsto',
  role: 'value',
  format: 'currency',
};

const dataOf = (columns: VisualDataColumn[], rows: VisualData['rows']): VisualData => ({
  columns,
  rows,
  totalRows: rows.length,
  truncated: false,
});

export const REGIONS = ['Sudeste', 'Sul', 'Nordeste', 'Centro-Oeste', 'Norte'] as const;

export const costByRegion = dataOf(
  [regionColumn, costColumn],
  [
    ['Sudeste', 482_310.55],
    ['Sul', 215_400.1],
    ['Nordeste', 160_220.4],
    ['Centro-Oeste', 98_120.9],
    ['Norte', 41_800],
  ],
);

export const costAndForecastByRegion = dataOf(
  [regionColumn, costColumn, forecastColumn],
  [
    ['Sudeste', 482_310.55, 455_000],
    ['Sul', 215_400.1, 230_000],
    ['Nordeste', 160_220.4, 150_500],
    ['Centro-Oeste', 98_120.9, 110_000],
    ['Norte', 41_800, 39_900],
  ],
);

const MONTHS = ['2026-01-01', '2026-02-01', '2026-03-01', '2026-04-01', '2026-05-01', '2026-06-01'];
export const SERVICES = ['Máquinas virtuais', 'Banco de dados', 'Armazenamento'] as const;

export const costByMonthAndService = dataOf(
  [monthColumn, serviceSeriesColumn, costColumn],
  MONTHS.flatMap((month, m) =>
    SERVICES.map((service, s) => [
      month,
      service,
      Math.round((120_000 - s * 38_000) * (1 + m * 0.07 - s * m * 0.015)),
    ]),
  ),
);

export const costByService = dataOf(
  [{ ...serviceSeriesColumn, role: 'category' }, costColumn],
  [
    ['Máquinas virtuais', 512_400.2],
    ['Banco de dados', 301_220.75],
    ['Armazenamento', 120_450],
    ['Rede', 64_310.4],
    ['Backup', 38_900.1],
    ['Segurança', 21_700],
  ],
);

const ENVIRONMENT_NAMES = [
  'Produção',
  'Homologação',
  'Desenvolvimento',
  'Recuperação de desastres',
  'Análise de dados',
  'Portal do cliente',
];

/** Thirty environments with long names: labels must be cut, not overlap. */
export const costByEnvironment = dataOf(
  [{ key: 'Consumo.Ambiente', label: 'Ambiente', role: 'category', format: 'text' }, costColumn],
  Array.from({ length: 30 }, (_, i) => [
    `CLOUD${String(i + 1).padStart(5, '0')} — ${ENVIRONMENT_NAMES[i % ENVIRONMENT_NAMES.length]} da Companhia Brasileira ${i + 1}`,
    Math.round(300_000 / (1 + i * 0.35)),
  ]),
);

export const emptyData = dataOf([regionColumn, costColumn], []);

/** The first rows of a larger answer: the visual says that it shows only part. */
export const truncatedCostByEnvironment: VisualData = {
  ...costByEnvironment,
  rows: costByEnvironment.rows.slice(0, 12),
  totalRows: 30,
  truncated: true,
};

const VM_STATES = ['Em execução', 'Parada', 'Em manutenção'];

/** 1,234 virtual machines: enough rows for 25 pages of 50. */
export const vmInventory: VisualData = dataOf(
  [
    { key: 'VMs.Nome', label: 'Máquina virtual', role: 'category', format: 'text' },
    { ...regionColumn, key: 'VMs.Região' },
    { key: 'VMs.Estado', label: 'Estado', role: 'category', format: 'text' },
    { key: 'VMs.Criada em', label: 'Criada em', role: 'category', format: 'date' },
    { key: 'VMs.vCPUs', label: 'vCPUs', role: 'value', format: 'integer' },
    { key: 'VMs.Custo', label: 'Custo', role: 'value', format: 'currency' },
    { key: 'VMs.Disponibilidade', label: 'Disponibilidade', role: 'value', format: 'percent' },
  ],
  Array.from({ length: 1234 }, (_, i) => [
    `vm-${String(i + 1).padStart(4, '0')}`,
    REGIONS[i % REGIONS.length]!,
    VM_STATES[i % 7 === 3 ? 2 : i % 4 === 1 ? 1 : 0]!,
    `2025-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
    [2, 4, 8, 16][i % 4]!,
    Math.round(((i * 7919) % 5000) * 100 + 1999) / 100,
    1 - ((i * 31) % 50) / 10_000,
  ]),
);

const ENVIRONMENTS = ['Produção', 'Homologação', 'Desenvolvimento'] as const;

/** Cost by region and environment (rows), spread by service (columns), with hours beside the cost. */
export const costByRegionEnvironmentAndService: VisualData = dataOf(
  [
    regionColumn,
    { key: 'Consumo.Ambiente', label: 'Ambiente', role: 'category', format: 'text' },
    { ...serviceSeriesColumn, role: 'columns' },
    costColumn,
    { key: 'Consumo.Horas', label: 'Horas', role: 'value', format: 'integer' },
  ],
  REGIONS.flatMap((region, r) =>
    ENVIRONMENTS.flatMap((environment, e) =>
      SERVICES.map((service, s) => [
        region,
        environment,
        service,
        Math.round((90_000 / (1 + r)) * (1 - e * 0.3) * (1 - s * 0.25) * 100) / 100,
        Math.round((720 / (1 + e)) * (3 - s)),
      ]),
    ),
  ),
);

const CITIES = [
  'São Paulo',
  'Rio de Janeiro',
  'Belo Horizonte',
  'Porto Alegre',
  'Curitiba',
  'Salvador',
  'Recife',
  'Fortaleza',
  'Brasília',
  'Goiânia',
  'Manaus',
  'Belém',
  'São Luís',
  'Florianópolis',
  'Campinas',
  'Vitória',
  'Natal',
  'João Pessoa',
  'Maceió',
  'Cuiabá',
];

/** A slicer's values: distinct cities (one column). */
export const cities: VisualData = dataOf(
  [{ key: 'Clientes.Cidade', label: 'Cidade', role: 'category', format: 'text' }],
  CITIES.map((city) => [city]),
);

/** Two thousand values: more than the list draws. */
export const manyEnvironments: VisualData = dataOf(
  [{ key: 'Consumo.Ambiente', label: 'Ambiente', role: 'category', format: 'text' }],
  Array.from({ length: 2000 }, (_, i) => [`CLOUD${String(i + 1).padStart(5, '0')}`]),
);

/** Every day of the first half of 2026: a date slicer's range. */
export const days2026: VisualData = dataOf(
  [{ key: 'Consumo.Data', label: 'Data', role: 'category', format: 'date' }],
  Array.from({ length: 181 }, (_, i) => [new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10)]),
);

/** The first day of each of 25 months, November 2024 to November 2026: a long monthly axis. */
const LONG_MONTHS = Array.from({ length: 25 }, (_, i) =>
  new Date(Date.UTC(2024, 10 + i, 1)).toISOString().slice(0, 10),
);

const SERVICES_12 = [
  'Computação',
  'Banco de Dados',
  'Licenças',
  'Recuperação de Desastres',
  'Armazenamento',
  'Suporte',
  'Backup',
  'Segurança',
  'Rede',
  'Transferência de Dados',
  'Monitoramento',
  'Balanceamento de Carga',
];

/** Revenue by month over two years: 25 points on a month axis. */
export const revenueByMonth = dataOf(
  [monthColumn, { ...costColumn, key: 'Consumo.Valor Faturado', label: 'Valor Faturado' }],
  LONG_MONTHS.map((month, i) => [month, Math.round(7_400_000 + i * 95_000 + ((i * 7919) % 9) * 120_000)]),
);

/** Twelve services over 25 months: a legend that pages, a long month axis. */
export const revenueByMonthAndService = dataOf(
  [
    monthColumn,
    serviceSeriesColumn,
    { ...costColumn, key: 'Consumo.Valor Faturado', label: 'Valor Faturado' },
  ],
  LONG_MONTHS.flatMap((month, m) =>
    SERVICES_12.map((service, s) => [
      month,
      service,
      Math.round((2_400_000 / (1 + s * 0.6)) * (1 + m * 0.012)),
    ]),
  ),
);

/** Twelve services with long names, sorted by revenue: a bar chart's category labels. */
export const revenueByService = dataOf(
  [
    { ...serviceSeriesColumn, role: 'category' },
    { ...costColumn, key: 'Consumo.Valor Faturado', label: 'Valor Faturado' },
  ],
  SERVICES_12.map((service, s) => [service, Math.round(54_000_000 / (1 + s * 0.55))]),
);

/** Every day from November 2024 to September 2026 (700 days), CPU and memory: a long daily series. */
export const cpuAndMemoryByDay = dataOf(
  [
    { key: 'Uso.Data', label: 'Data', role: 'category', format: 'date' },
    { key: 'Uso.CPU Média', label: 'CPU Média', role: 'value', format: 'percent' },
    { key: 'Uso.Memória Média', label: 'Memória Média', role: 'value', format: 'percent' },
  ],
  Array.from({ length: 700 }, (_, i) => [
    new Date(Date.UTC(2024, 10, 1 + i)).toISOString().slice(0, 10),
    Math.round((0.36 + 0.06 * Math.sin(i / 3.5) + ((i * 7919) % 13) / 400) * 1000) / 1000,
    Math.round((0.48 + 0.02 * Math.sin(i / 9) + ((i * 104729) % 7) / 500) * 1000) / 1000,
  ]),
);

/** Three regions with long names: column labels that must wrap rather than slant. */
export const revenueByCloudRegion = dataOf(
  [
    { ...regionColumn, key: 'Consumo.Região da nuvem' },
    { ...costColumn, key: 'Consumo.Valor Faturado', label: 'Valor Faturado' },
  ],
  [
    ['Rio de Janeiro', 76_400_000],
    ['Virgínia do Norte', 74_900_000],
    ['São Paulo', 62_500_000],
  ],
);

const PORTAL = 'https://portal.nuvem.example';

/**
 * Open support tickets with a link to each in the portal (a `webUrl` column), one address that must not
 * become a link (javascript:) and one ticket without an address.
 */
export const openTickets = dataOf(
  [
    { key: 'Chamados.Número', label: 'Número', role: 'category', format: 'text' },
    { key: 'Chamados.Link', label: 'Link', role: 'category', format: 'webUrl' },
    { key: 'Chamados.Prioridade', label: 'Prioridade', role: 'category', format: 'text' },
    { key: 'Chamados.Chamados', label: 'Chamados', role: 'value', format: 'integer' },
  ],
  [
    ['CH-260312-ACM1-1', `${PORTAL}/tickets?numero=CH-260312-ACM1-1`, 'Crítica', 1],
    ['CH-260312-ACM2-1', `${PORTAL}/tickets?numero=CH-260312-ACM2-1`, 'Alta', 1],
    ['CH-260311-GLX1-2', `${PORTAL}/tickets?numero=CH-260311-GLX1-2`, 'Média', 1],
    ['CH-260310-GLX4-1', 'javascript:alert(document.domain)', 'Baixa', 1],
    ['CH-260309-INI2-1', null, 'Baixa', 1],
  ],
);

/** Open tickets by their link (a matrix whose rows are web addresses) and priority. */
export const ticketsByLinkAndPriority = dataOf(
  [
    { key: 'Chamados.Link', label: 'Link', role: 'category', format: 'webUrl' },
    { key: 'Chamados.Prioridade', label: 'Prioridade', role: 'columns', format: 'text' },
    { key: 'Chamados.Chamados', label: 'Chamados', role: 'value', format: 'integer' },
  ],
  [
    [`${PORTAL}/tickets?numero=CH-260312-ACM1-1`, 'Crítica', 1],
    [`${PORTAL}/tickets?numero=CH-260312-ACM2-1`, 'Alta', 1],
    [`${PORTAL}/tickets?numero=CH-260311-GLX1-2`, 'Média', 1],
    ['javascript:alert(document.domain)', 'Baixa', 1],
  ],
);
