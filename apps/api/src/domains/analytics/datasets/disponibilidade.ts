// Service availability: minutes each service of each environment was up and down per day, and its incidents.
// Every measure adds up, so a monthly aggregation table answers them all.
import type { DatasetDefinition } from './dataset-definition';
import {
  calendarColumns,
  calendarHierarchy,
  calendarSql,
  environmentColumns,
  environmentSql,
  numberColumn,
  textColumn,
} from './shared-columns';

const availability = (up: string, down: string) =>
  `sum(${up})::numeric / nullif(sum(${up}) + sum(${down}), 0)`;

export const disponibilidade: DatasetDefinition = {
  id: 'disponibilidade',
  name: 'Disponibilidade dos Serviços',
  table: {
    name: 'Disponibilidade',
    captions: { en: 'Availability', es: 'Disponibilidad' },
    source: 'analytics_disponibilidade',
    columns: [
      ...calendarColumns('f.dia', 'Data'),
      ...environmentColumns,
      textColumn('Serviço', 'servico', { en: 'Service', es: 'Servicio' }),
      numberColumn(
        'Minutos Disponíveis',
        'f.minutos_disponivel',
        'integer',
        { en: 'Minutes Up', es: 'Minutos Disponibles' },
        'integer',
      ),
      numberColumn(
        'Minutos Indisponíveis',
        'f.minutos_indisponivel',
        'integer',
        { en: 'Minutes Down', es: 'Minutos No Disponibles' },
        'integer',
      ),
      numberColumn(
        'Incidentes no Dia',
        'f.incidentes',
        'integer',
        { en: 'Incidents in the Day', es: 'Incidentes del Día' },
        'integer',
      ),
    ],
    measures: [
      {
        name: 'Disponibilidade',
        dataType: 'number',
        format: 'percent',
        captions: { en: 'Availability', es: 'Disponibilidad' },
        sql: availability('f.minutos_disponivel', 'f.minutos_indisponivel'),
      },
      {
        name: 'Indisponibilidade (min)',
        dataType: 'integer',
        format: 'integer',
        captions: { en: 'Downtime (min)', es: 'Indisponibilidad (min)' },
        sql: 'sum(f.minutos_indisponivel)',
        rowSql: 'f.minutos_indisponivel',
      },
      {
        name: 'Incidentes',
        dataType: 'integer',
        format: 'integer',
        captions: { en: 'Incidents', es: 'Incidentes' },
        sql: 'sum(f.incidentes)',
        rowSql: 'f.incidentes',
      },
      {
        name: 'Dias com Incidente',
        dataType: 'integer',
        format: 'integer',
        captions: { en: 'Days with Incidents', es: 'Días con Incidentes' },
        description: 'Dias de serviço (por ambiente) com ao menos um incidente.',
        sql: 'count(*) FILTER (WHERE f.incidentes > 0)',
      },
    ],
    hierarchies: [calendarHierarchy('Data')],
  },
  rollups: [
    {
      table: 'analytics_disponibilidade_mensal',
      columns: { ...calendarSql('f.mes', { daily: false }), ...environmentSql, Serviço: 'f.servico' },
      measures: {
        Disponibilidade: availability('f.minutos_disponivel', 'f.minutos_indisponivel'),
        'Indisponibilidade (min)': 'sum(f.minutos_indisponivel)',
        Incidentes: 'sum(f.incidentes)',
        'Dias com Incidente': 'sum(f.dias_com_incidente)',
      },
      aggregations: {
        'Minutos Disponíveis:Sum': 'sum(f.minutos_disponivel)',
        'Minutos Indisponíveis:Sum': 'sum(f.minutos_indisponivel)',
        'Incidentes no Dia:Sum': 'sum(f.incidentes)',
      },
      build: `SELECT date_trunc('month', f.dia)::date, f.environment_id, f.servico,
                     sum(f.minutos_disponivel), sum(f.minutos_indisponivel), sum(f.incidentes),
                     count(*) FILTER (WHERE f.incidentes > 0)
              FROM analytics_disponibilidade f GROUP BY 1, 2, 3`,
    },
  ],
};
