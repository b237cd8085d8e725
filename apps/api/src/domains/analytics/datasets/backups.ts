// Backups and restores: every run with its type, status, size and duration.
import type { DatasetDefinition } from './dataset-definition';
import {
  calendarColumns,
  calendarHierarchy,
  environmentColumns,
  numberColumn,
  textColumn,
} from './shared-columns';

export const backups: DatasetDefinition = {
  id: 'backups',
  name: 'Backups e Restaurações',
  table: {
    name: 'Backups',
    captions: { en: 'Backups', es: 'Copias de Seguridad' },
    source: 'analytics_backups',
    columns: [
      ...calendarColumns('f.dia', 'Data'),
      ...environmentColumns,
      {
        name: 'Iniciado em',
        dataType: 'dateTime',
        format: 'dateTime',
        captions: { en: 'Started at', es: 'Iniciado el' },
        sql: 'f.iniciado_em',
      },
      textColumn('Produto', 'produto', { en: 'Product', es: 'Producto' }),
      textColumn('Tipo', 'tipo', { en: 'Type', es: 'Tipo' }),
      textColumn('Status', 'status', { en: 'Status', es: 'Estado' }),
      numberColumn('Tamanho (GB)', 'f.tamanho_gb', 'decimal', { en: 'Size (GB)', es: 'Tamaño (GB)' }),
      numberColumn('Duração (min)', 'f.duracao_min', 'decimal', {
        en: 'Duration (min)',
        es: 'Duración (min)',
      }),
    ],
    measures: [
      {
        name: 'Execuções',
        dataType: 'integer',
        format: 'integer',
        captions: { en: 'Runs', es: 'Ejecuciones' },
        sql: 'count(*)',
      },
      {
        name: 'Restaurações',
        dataType: 'integer',
        format: 'integer',
        captions: { en: 'Restores', es: 'Restauraciones' },
        sql: "count(*) FILTER (WHERE f.tipo = 'Restauração')",
      },
      {
        name: 'Falhas',
        dataType: 'integer',
        format: 'integer',
        captions: { en: 'Failures', es: 'Fallos' },
        sql: "count(*) FILTER (WHERE f.status = 'Falha')",
      },
      {
        name: 'Taxa de Sucesso',
        dataType: 'number',
        format: 'percent',
        captions: { en: 'Success Rate', es: 'Tasa de Éxito' },
        sql: "count(*) FILTER (WHERE f.status = 'Sucesso')::numeric / nullif(count(*), 0)",
      },
      {
        name: 'Volume (GB)',
        dataType: 'number',
        format: 'decimal',
        captions: { en: 'Volume (GB)', es: 'Volumen (GB)' },
        sql: 'sum(f.tamanho_gb)',
        rowSql: 'f.tamanho_gb',
      },
      {
        name: 'Duração Média (min)',
        dataType: 'number',
        format: 'decimal',
        captions: { en: 'Average Duration (min)', es: 'Duración Media (min)' },
        sql: 'avg(f.duracao_min)',
        rowSql: 'f.duracao_min',
      },
    ],
    hierarchies: [calendarHierarchy('Data')],
  },
  rollups: [],
};
