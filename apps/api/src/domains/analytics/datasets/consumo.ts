// Consumption: what each environment was billed per day, service, product and region (over a million rows
// with the full demo data). Three aggregation tables answer the monthly views, and the daily ones by
// environment and region (a date slicer, a region slicer).
import type { DatasetDefinition, MeasureDefinition } from './dataset-definition';
import {
  calendarColumns,
  calendarHierarchy,
  calendarSql,
  environmentColumns,
  environmentSql,
  textColumn,
} from './shared-columns';

const totalCost = 'sum(f.valor)';
const totalQuantity = 'sum(f.quantidade)';
const environments = 'count(DISTINCT f.environment_id)';
const costPerEnvironment = `${totalCost} / nullif(${environments}, 0)`;

const measures: MeasureDefinition[] = [
  {
    name: 'Custo Total',
    dataType: 'number',
    format: 'currency',
    captions: { en: 'Total Cost', es: 'Costo Total' },
    description: 'O valor faturado, em reais.',
    sql: totalCost,
    rowSql: 'f.valor',
  },
  {
    name: 'Valor Faturado',
    dataType: 'number',
    format: 'currency',
    captions: { en: 'Billed Amount', es: 'Importe Facturado' },
    description: 'O mesmo valor visto pelo provedor: a receita.',
    sql: totalCost,
    rowSql: 'f.valor',
  },
  {
    name: 'Quantidade Total',
    dataType: 'number',
    format: 'decimal',
    captions: { en: 'Total Quantity', es: 'Cantidad Total' },
    sql: totalQuantity,
    rowSql: 'f.quantidade',
  },
  {
    name: 'Ambientes',
    dataType: 'integer',
    format: 'integer',
    captions: { en: 'Environments', es: 'Entornos' },
    sql: environments,
  },
  {
    name: 'Custo Médio Diário',
    dataType: 'number',
    format: 'currency',
    captions: { en: 'Average Daily Cost', es: 'Costo Medio Diario' },
    sql: `${totalCost} / nullif(count(DISTINCT f.dia), 0)`,
  },
  {
    name: 'Custo Médio por Ambiente',
    dataType: 'number',
    format: 'currency',
    captions: { en: 'Average Cost per Environment', es: 'Costo Medio por Entorno' },
    sql: costPerEnvironment,
  },
];

/** The measures every aggregation table keeps (sums re-add; environments are a column of each). */
const additiveMeasures = {
  'Custo Total': totalCost,
  'Valor Faturado': totalCost,
  'Quantidade Total': totalQuantity,
  Ambientes: environments,
  'Custo Médio por Ambiente': costPerEnvironment,
};
const additiveAggregations = { 'Valor:Sum': 'sum(f.valor)', 'Quantidade:Sum': 'sum(f.quantidade)' };

export const consumo: DatasetDefinition = {
  id: 'consumo',
  name: 'Consumo',
  table: {
    name: 'Consumo',
    captions: { en: 'Consumption', es: 'Consumo' },
    source: 'analytics_consumo',
    columns: [
      ...calendarColumns('f.dia', 'Data'),
      ...environmentColumns,
      textColumn('Serviço', 'servico', { en: 'Service', es: 'Servicio' }),
      textColumn('Produto', 'produto', { en: 'Product', es: 'Producto' }),
      textColumn('Região', 'regiao', { en: 'Region', es: 'Región' }),
      textColumn('Unidade', 'unidade', { en: 'Unit', es: 'Unidad' }),
      {
        name: 'Valor',
        dataType: 'number',
        format: 'currency',
        captions: { en: 'Amount', es: 'Importe' },
        description: 'O valor faturado no dia, em reais.',
        sql: 'f.valor',
      },
      {
        name: 'Quantidade',
        dataType: 'number',
        format: 'decimal',
        captions: { en: 'Quantity', es: 'Cantidad' },
        description: 'A quantidade consumida no dia, na unidade do serviço.',
        sql: 'f.quantidade',
      },
    ],
    measures,
    hierarchies: [calendarHierarchy('Data')],
  },
  rollups: [
    {
      table: 'analytics_consumo_mensal_ambiente',
      columns: { ...calendarSql('f.mes', { daily: false }), ...environmentSql },
      measures: additiveMeasures,
      aggregations: additiveAggregations,
      build: `SELECT f.mes, f.environment_id, sum(f.valor), sum(f.quantidade)
              FROM analytics_consumo_mensal f GROUP BY 1, 2`,
    },
    {
      table: 'analytics_consumo_diario_ambiente',
      columns: { ...calendarSql('f.dia', { daily: true }), ...environmentSql, Região: 'f.regiao' },
      measures: {
        ...additiveMeasures,
        'Custo Médio Diário': `${totalCost} / nullif(count(DISTINCT f.dia), 0)`,
      },
      aggregations: additiveAggregations,
      build: `SELECT f.dia, f.environment_id, f.regiao, sum(f.valor), sum(f.quantidade)
              FROM analytics_consumo f GROUP BY 1, 2, 3`,
    },
    {
      table: 'analytics_consumo_mensal',
      columns: {
        ...calendarSql('f.mes', { daily: false }),
        ...environmentSql,
        Serviço: 'f.servico',
        Produto: 'f.produto',
        Região: 'f.regiao',
        Unidade: 'f.unidade',
      },
      measures: additiveMeasures,
      aggregations: additiveAggregations,
      build: `SELECT date_trunc('month', f.dia)::date, f.environment_id, f.servico, f.produto, f.regiao, f.unidade,
                     sum(f.valor), sum(f.quantidade)
              FROM analytics_consumo f GROUP BY 1, 2, 3, 4, 5, 6`,
    },
  ],
};
