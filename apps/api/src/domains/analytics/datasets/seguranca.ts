// Security events: what was detected in each environment, how severe, by which control, and whether it was
// blocked.
import type { DatasetDefinition } from './dataset-definition';
import {
  calendarColumns,
  calendarHierarchy,
  environmentColumns,
  portalLinkColumn,
  textColumn,
} from './shared-columns';

export const seguranca: DatasetDefinition = {
  id: 'seguranca',
  name: 'Eventos de Segurança',
  table: {
    name: 'Eventos de Segurança',
    captions: { en: 'Security Events', es: 'Eventos de Seguridad' },
    source: 'analytics_eventos_seguranca',
    columns: [
      ...calendarColumns('f.dia', 'Data'),
      ...environmentColumns,
      {
        name: 'Ocorrido em',
        dataType: 'dateTime',
        format: 'dateTime',
        captions: { en: 'Occurred at', es: 'Ocurrido el' },
        sql: 'f.ocorrido_em',
      },
      textColumn('Tipo', 'tipo', { en: 'Type', es: 'Tipo' }),
      textColumn('Severidade', 'severidade', { en: 'Severity', es: 'Severidad' }),
      textColumn('Origem', 'origem', { en: 'Source', es: 'Origen' }),
      textColumn('IP de Origem', 'ip_origem', { en: 'Source IP', es: 'IP de Origen' }),
      // Portal spec §2: the security center; the event is named by its environment and moment.
      portalLinkColumn(
        'Link',
        { en: 'Link', es: 'Enlace' },
        `'/security-center?ambiente=' || e.cloud_id || '&ocorrido_em=' || ` +
          `to_char(f.ocorrido_em AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
        'O evento na central de segurança do portal.',
      ),
      {
        name: 'Bloqueado',
        dataType: 'boolean',
        format: 'text',
        captions: { en: 'Blocked', es: 'Bloqueado' },
        sql: 'f.bloqueado',
      },
    ],
    measures: [
      {
        name: 'Eventos',
        dataType: 'integer',
        format: 'integer',
        captions: { en: 'Events', es: 'Eventos' },
        sql: 'count(*)',
      },
      {
        name: 'Eventos Críticos',
        dataType: 'integer',
        format: 'integer',
        captions: { en: 'Critical Events', es: 'Eventos Críticos' },
        sql: "count(*) FILTER (WHERE f.severidade = 'Crítica')",
      },
      {
        name: 'Eventos Bloqueados',
        dataType: 'integer',
        format: 'integer',
        captions: { en: 'Blocked Events', es: 'Eventos Bloqueados' },
        sql: 'count(*) FILTER (WHERE f.bloqueado)',
      },
      {
        name: 'Taxa de Bloqueio',
        dataType: 'number',
        format: 'percent',
        captions: { en: 'Block Rate', es: 'Tasa de Bloqueo' },
        sql: 'count(*) FILTER (WHERE f.bloqueado)::numeric / nullif(count(*), 0)',
      },
    ],
    hierarchies: [calendarHierarchy('Data')],
  },
  rollups: [],
};
