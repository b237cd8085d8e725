// Provider margin: revenue and the provider's own cost per month, environment, product and service. Internal
// numbers: only items of the provider staff's workspace use this dataset (a customer's items never name it,
// and save-as keeps a report's dataset).
import type { DatasetDefinition } from './dataset-definition';
import {
  calendarColumns,
  calendarHierarchy,
  environmentColumns,
  numberColumn,
  textColumn,
} from './shared-columns';

const revenue = 'sum(f.receita)';
const cost = 'sum(f.custo_provedor)';

export const margem: DatasetDefinition = {
  id: 'margem',
  name: 'Margem do Provedor',
  table: {
    name: 'Margem',
    captions: { en: 'Margin', es: 'Margen' },
    source: 'analytics_margem_mensal',
    columns: [
      ...calendarColumns('f.mes'),
      ...environmentColumns,
      textColumn('Produto', 'produto', { en: 'Product', es: 'Producto' }),
      textColumn('Serviço', 'servico', { en: 'Service', es: 'Servicio' }),
      numberColumn('Receita', 'f.receita', 'currency', { en: 'Revenue', es: 'Ingresos' }),
      numberColumn('Custo do Provedor', 'f.custo_provedor', 'currency', {
        en: 'Provider Cost',
        es: 'Costo del Proveedor',
      }),
    ],
    measures: [
      {
        name: 'Receita Total',
        dataType: 'number',
        format: 'currency',
        captions: { en: 'Total Revenue', es: 'Ingresos Totales' },
        sql: revenue,
        rowSql: 'f.receita',
      },
      {
        name: 'Custo Total do Provedor',
        dataType: 'number',
        format: 'currency',
        captions: { en: 'Total Provider Cost', es: 'Costo Total del Proveedor' },
        sql: cost,
        rowSql: 'f.custo_provedor',
      },
      {
        name: 'Margem Bruta',
        dataType: 'number',
        format: 'currency',
        captions: { en: 'Gross Margin', es: 'Margen Bruto' },
        sql: `${revenue} - ${cost}`,
        rowSql: 'f.receita - f.custo_provedor',
      },
      {
        name: 'Margem %',
        dataType: 'number',
        format: 'percent',
        captions: { en: 'Margin %', es: 'Margen %' },
        sql: `(${revenue} - ${cost}) / nullif(${revenue}, 0)`,
      },
    ],
    hierarchies: [calendarHierarchy()],
  },
  rollups: [],
};
