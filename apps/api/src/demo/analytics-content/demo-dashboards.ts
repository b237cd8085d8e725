// Every demo dashboard's grid (12 columns): the nine insights dashboards and the two BI dashboards, each
// pinned from report visuals (customers' dashboards only from reports no list shows), plus a text tile.
import type { DemoReportKey } from './demo-reports';

export type TileSpec =
  | {
      id: string;
      kind: 'visual';
      report: DemoReportKey;
      page: string;
      visual: string;
      /** col, row, colSpan, rowSpan. */
      at: [number, number, number, number];
      subTitle?: string;
    }
  | { id: string; kind: 'text'; title: string; text: string; at: [number, number, number, number] };

export interface DemoDashboardContent {
  /** The insights dashboard's or BI dashboard's name. */
  name: string;
  source: 'insights' | 'bi';
  tiles: TileSpec[];
}

const pin = (
  id: string,
  report: DemoReportKey,
  page: string,
  visual: string,
  at: [number, number, number, number],
  subTitle?: string,
): TileSpec => ({ id, kind: 'visual', report, page, visual, at, ...(subTitle ? { subTitle } : {}) });

const note = (id: string, title: string, text: string, at: [number, number, number, number]): TileSpec => ({
  id,
  kind: 'text',
  title,
  text,
  at,
});

/** Four cards across the top row. */
const cards = (report: DemoReportKey, page: string, visuals: string[]) =>
  visuals.map((visual, i) => pin(`Cartao_${i + 1}`, report, page, visual, [i * 3, 0, 3, 1]));

export const demoDashboardContents: DemoDashboardContent[] = [
  {
    name: 'Faturamento Mensal',
    source: 'insights',
    tiles: [
      ...cards('consumo', 'Faturamento', ['Custo_Mes', 'Custo_12_Meses', 'Custo_Medio_Diario', 'Ambientes']),
      pin('Custo_Mes', 'consumo', 'Faturamento', 'Custo_Por_Mes', [0, 1, 8, 2]),
      pin('Servicos', 'consumo', 'Faturamento', 'Custo_Por_Servico', [8, 1, 4, 2]),
      note(
        'Sobre',
        'Sobre este painel',
        'Valores faturados em reais. O mês corrente vai até ontem.',
        [0, 3, 12, 1],
      ),
    ],
  },
  {
    name: 'Custos por Ambiente',
    source: 'insights',
    tiles: [
      pin('Ambientes', 'consumo', 'Faturamento', 'Custo_Por_Ambiente', [0, 0, 6, 2]),
      pin('Quantidade', 'consumo', 'Faturamento', 'Ambientes', [6, 0, 3, 1]),
      pin('Media', 'consumo', 'Previsao', 'Custo_Medio_Ambiente', [9, 0, 3, 1]),
      pin('Regioes', 'consumo', 'Previsao', 'Custo_Regiao', [6, 1, 6, 2]),
      pin('Servicos_Mes', 'consumo', 'Previsao', 'Custo_Mes_Servico', [0, 2, 6, 2]),
      note(
        'Sobre',
        'Como ler',
        'Cada ambiente é um código de nuvem (cloud id) do seu contrato.',
        [6, 3, 6, 1],
      ),
    ],
  },
  {
    name: 'Previsão Orçamentária',
    source: 'insights',
    tiles: [
      pin('Tendencia', 'consumo', 'Previsao', 'Custo_Produto', [0, 0, 8, 2], 'Por produto'),
      pin('Media', 'consumo', 'Previsao', 'Custo_Medio_Ambiente', [8, 0, 4, 1]),
      pin('Ultimo_Ano', 'consumo', 'Faturamento', 'Custo_12_Meses', [8, 1, 4, 1]),
      pin('Diario', 'consumo', 'Faturamento', 'Custo_Diario', [0, 2, 12, 2]),
      note(
        'Sobre',
        'Previsão',
        'Use a tendência dos últimos meses para planejar o orçamento do próximo trimestre.',
        [0, 4, 12, 1],
      ),
    ],
  },
  {
    name: 'Consumo de Recursos',
    source: 'insights',
    tiles: [
      ...cards('maquinas', 'Recursos', ['Maquinas', 'CPU', 'Memoria', 'vCPUs']),
      pin('CPU', 'maquinas', 'Recursos', 'CPU_Diaria', [0, 1, 8, 2]),
      pin('Estados', 'maquinas', 'Recursos', 'Estados', [8, 1, 4, 2]),
      pin('Memoria', 'maquinas', 'Recursos', 'Memoria_Ambiente', [0, 3, 12, 2]),
    ],
  },
  {
    name: 'Disponibilidade dos Serviços',
    source: 'insights',
    tiles: [
      ...cards('disponibilidade', 'Disponibilidade', [
        'Disponibilidade',
        'Incidentes',
        'Indisponibilidade',
        'Dias_Incidente',
      ]),
      pin('Mensal', 'disponibilidade', 'Disponibilidade', 'Disponibilidade_Mes', [0, 1, 8, 2]),
      pin('Servicos', 'disponibilidade', 'Disponibilidade', 'Incidentes_Servico', [8, 1, 4, 2]),
      pin('Ambientes', 'disponibilidade', 'Disponibilidade', 'Menor_Disponibilidade', [0, 3, 12, 2]),
    ],
  },
  {
    name: 'Chamados de Suporte',
    source: 'insights',
    tiles: [
      ...cards('chamados', 'Chamados', ['Chamados', 'Abertos', 'Tempo_Medio', 'SLA']),
      pin('Prioridade', 'chamados', 'Chamados', 'Por_Prioridade', [0, 1, 6, 2]),
      pin('Categoria', 'chamados', 'Chamados', 'Por_Categoria', [6, 1, 6, 2]),
      pin('Em_Aberto', 'chamados', 'SLA', 'Em_Aberto', [0, 3, 12, 2]),
    ],
  },
  {
    name: 'Eventos de Segurança',
    source: 'insights',
    tiles: [
      ...cards('seguranca', 'Seguranca', ['Eventos', 'Criticos', 'Bloqueados', 'Taxa_Bloqueio']),
      pin('Severidade', 'seguranca', 'Seguranca', 'Por_Severidade', [0, 1, 6, 2]),
      pin('Tipos', 'seguranca', 'Seguranca', 'Por_Tipo', [6, 1, 6, 2]),
      pin('Diario', 'seguranca', 'Seguranca', 'Por_Dia', [0, 3, 12, 2]),
    ],
  },
  {
    name: 'Backups e Restaurações',
    source: 'insights',
    tiles: [
      ...cards('backups', 'Backups', ['Execucoes', 'Sucesso', 'Volume', 'Restauracoes']),
      pin('Tipos', 'backups', 'Backups', 'Tipo_Status', [0, 1, 6, 2]),
      pin('Volume', 'backups', 'Backups', 'Volume_Dia', [6, 1, 6, 2]),
      pin('Falhas', 'backups', 'Backups', 'Falhas', [0, 3, 12, 2]),
    ],
  },
  {
    name: 'Visão Geral da Conta',
    source: 'insights',
    tiles: [
      pin('Custo', 'consumo', 'Faturamento', 'Custo_Mes', [0, 0, 3, 1]),
      pin('Disponibilidade', 'disponibilidade', 'Disponibilidade', 'Disponibilidade', [3, 0, 3, 1]),
      pin('Chamados', 'chamados', 'Chamados', 'Abertos', [6, 0, 3, 1]),
      pin('Seguranca', 'seguranca', 'Seguranca', 'Criticos', [9, 0, 3, 1]),
      pin('Custo_Mensal', 'consumo', 'Faturamento', 'Custo_Por_Mes', [0, 1, 6, 2]),
      pin(
        'Disponibilidade_Mensal',
        'disponibilidade',
        'Disponibilidade',
        'Disponibilidade_Mes',
        [6, 1, 6, 2],
      ),
      note(
        'Sobre',
        'Sua conta',
        'Custos, disponibilidade, chamados e segurança dos seus ambientes em um só lugar.',
        [0, 3, 12, 1],
      ),
    ],
  },
  {
    name: 'Painel Executivo',
    source: 'bi',
    tiles: [
      pin('Receita', 'receitaPorCliente', 'Visao_Geral', 'Receita', [0, 0, 3, 1]),
      pin('Ambientes', 'receitaPorCliente', 'Visao_Geral', 'Ambientes', [3, 0, 3, 1]),
      pin('Margem', 'margemPorProduto', 'Resumo', 'Margem_Percentual', [6, 0, 3, 1]),
      pin('Custo', 'margemPorProduto', 'Resumo', 'Custo', [9, 0, 3, 1]),
      pin('Top_Clientes', 'receitaPorCliente', 'Visao_Geral', 'Top_Clientes', [0, 1, 6, 2]),
      pin('Receita_Mensal', 'receitaPorCliente', 'Visao_Geral', 'Receita_Mensal', [6, 1, 6, 2]),
      pin('Margem_Produto', 'margemPorProduto', 'Resumo', 'Margem_Produto', [0, 3, 6, 2]),
      pin('Margem_Mes', 'margemPorProduto', 'Resumo', 'Margem_Mes', [6, 3, 6, 2]),
      pin('Por_Produto', 'receitaPorCliente', 'Visao_Geral', 'Por_Produto', [0, 5, 4, 2]),
      pin('Por_Regiao', 'receitaPorCliente', 'Visao_Geral', 'Por_Regiao', [4, 5, 4, 2]),
      pin('Custo_Servico', 'margemPorProduto', 'Resumo', 'Custo_Servico', [8, 5, 4, 2]),
      note('Sobre', 'Uso interno', 'Números internos do provedor: receita, custo e margem.', [0, 7, 12, 1]),
    ],
  },
  {
    name: 'Saúde da Plataforma',
    source: 'bi',
    tiles: [
      pin('CPU', 'usoCpuMemoria', 'Visao_Geral', 'CPU', [0, 0, 3, 1]),
      pin('Memoria', 'usoCpuMemoria', 'Visao_Geral', 'Memoria', [3, 0, 3, 1]),
      pin('Disponibilidade', 'disponibilidade', 'Disponibilidade', 'Disponibilidade', [6, 0, 3, 1]),
      pin('Criticos', 'incidentesPorSeveridade', 'Severidade', 'Criticos', [9, 0, 3, 1]),
      pin('Uso_Diario', 'usoCpuMemoria', 'Visao_Geral', 'Uso_Diario', [0, 1, 8, 2]),
      pin('Severidade', 'incidentesPorSeveridade', 'Severidade', 'Por_Severidade', [8, 1, 4, 2]),
      note(
        'Sobre',
        'Saúde da plataforma',
        'Uso de recursos, disponibilidade e incidentes de segurança de todos os clientes.',
        [0, 3, 12, 1],
      ),
    ],
  },
];
