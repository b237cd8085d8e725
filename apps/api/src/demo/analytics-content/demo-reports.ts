// Every demo report: the BI reports (their ids are the BI items') and the reports dashboards pin tiles from.
import type { ReportBody } from '@nuvem/api-contract';
import { incidentesPorSeveridade } from './incidentes-por-severidade';
import { margemPorProduto } from './margem-por-produto';
import { receitaPorCliente } from './receita-por-cliente';
import {
  backupsPaineis,
  chamadosPaineis,
  consumoPaineis,
  disponibilidadePaineis,
  maquinasPaineis,
  segurancaPaineis,
} from './tile-source-reports';
import { usoCpuMemoria } from './uso-cpu-memoria';

export interface DemoReport {
  name: string;
  body: ReportBody;
  /** True when it is the content of the BI report item of this name; otherwise it only feeds tiles. */
  biItem: boolean;
}

export const demoReports = {
  receitaPorCliente: { name: 'Receita por Cliente', body: receitaPorCliente, biItem: true },
  margemPorProduto: { name: 'Margem por Produto', body: margemPorProduto, biItem: true },
  usoCpuMemoria: { name: 'Uso de CPU e Memória', body: usoCpuMemoria, biItem: true },
  incidentesPorSeveridade: { name: 'Incidentes por Severidade', body: incidentesPorSeveridade, biItem: true },
  consumo: { name: 'Consumo (base dos painéis)', body: consumoPaineis, biItem: false },
  maquinas: { name: 'Máquinas Virtuais (base dos painéis)', body: maquinasPaineis, biItem: false },
  chamados: { name: 'Chamados (base dos painéis)', body: chamadosPaineis, biItem: false },
  backups: { name: 'Backups (base dos painéis)', body: backupsPaineis, biItem: false },
  disponibilidade: {
    name: 'Disponibilidade (base dos painéis)',
    body: disponibilidadePaineis,
    biItem: false,
  },
  seguranca: { name: 'Segurança (base dos painéis)', body: segurancaPaineis, biItem: false },
} satisfies Record<string, DemoReport>;

export type DemoReportKey = keyof typeof demoReports;
