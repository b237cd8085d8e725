// Support tickets: when each was opened and resolved, its status, priority and category, and whether it
// was resolved within its priority's SLA.
import type { DatasetDefinition } from './dataset-definition';
import {
  calendarColumns,
  calendarHierarchy,
  environmentColumns,
  numberColumn,
  portalLinkColumn,
  textColumn,
} from './shared-columns';

const open = "f.status IN ('Aberto', 'Em andamento')";

export const chamados: DatasetDefinition = {
  id: 'chamados',
  name: 'Chamados de Suporte',
  table: {
    name: 'Chamados',
    captions: { en: 'Tickets', es: 'Tickets' },
    source: 'analytics_chamados',
    columns: [
      ...calendarColumns('f.data_abertura', 'Data de Abertura'),
      ...environmentColumns,
      textColumn('Número', 'numero', { en: 'Number', es: 'Número' }),
      // Portal spec §2: customer support is /tickets; the ticket is named in its query.
      portalLinkColumn(
        'Link',
        { en: 'Link', es: 'Enlace' },
        "'/tickets?numero=' || f.numero",
        'O chamado no suporte ao cliente do portal.',
      ),
      {
        name: 'Aberto em',
        dataType: 'dateTime',
        format: 'dateTime',
        captions: { en: 'Opened at', es: 'Abierto el' },
        sql: 'f.aberto_em',
      },
      {
        name: 'Data de Resolução',
        dataType: 'date',
        format: 'date',
        captions: { en: 'Resolution Date', es: 'Fecha de Resolución' },
        sql: 'f.data_resolucao',
      },
      {
        name: 'Resolvido em',
        dataType: 'dateTime',
        format: 'dateTime',
        captions: { en: 'Resolved at', es: 'Resuelto el' },
        sql: 'f.resolvido_em',
      },
      textColumn('Status', 'status', { en: 'Status', es: 'Estado' }),
      textColumn('Prioridade', 'prioridade', { en: 'Priority', es: 'Prioridad' }),
      textColumn('Categoria', 'categoria', { en: 'Category', es: 'Categoría' }),
      numberColumn('Horas para Resolver', 'f.horas_resolucao', 'decimal', {
        en: 'Hours to Resolve',
        es: 'Horas para Resolver',
      }),
      {
        name: 'SLA Cumprido',
        dataType: 'boolean',
        format: 'text',
        captions: { en: 'SLA Met', es: 'SLA Cumplido' },
        description: 'Vazio enquanto o chamado está aberto.',
        sql: 'f.sla_cumprido',
      },
    ],
    measures: [
      {
        name: 'Chamados',
        dataType: 'integer',
        format: 'integer',
        captions: { en: 'Tickets', es: 'Tickets' },
        sql: 'count(*)',
      },
      {
        name: 'Chamados Abertos',
        dataType: 'integer',
        format: 'integer',
        captions: { en: 'Open Tickets', es: 'Tickets Abiertos' },
        sql: `count(*) FILTER (WHERE ${open})`,
      },
      {
        name: 'Chamados Resolvidos',
        dataType: 'integer',
        format: 'integer',
        captions: { en: 'Resolved Tickets', es: 'Tickets Resueltos' },
        sql: `count(*) FILTER (WHERE NOT (${open}))`,
      },
      {
        name: 'Tempo Médio de Resolução (h)',
        dataType: 'number',
        format: 'decimal',
        captions: { en: 'Average Time to Resolve (h)', es: 'Tiempo Medio de Resolución (h)' },
        sql: 'avg(f.horas_resolucao)',
        rowSql: 'f.horas_resolucao',
      },
      {
        name: 'Cumprimento do SLA',
        dataType: 'number',
        format: 'percent',
        captions: { en: 'SLA Compliance', es: 'Cumplimiento del SLA' },
        description: 'A parte dos chamados resolvidos dentro do SLA da sua prioridade.',
        sql: 'count(*) FILTER (WHERE f.sla_cumprido)::numeric / nullif(count(f.sla_cumprido), 0)',
      },
    ],
    hierarchies: [calendarHierarchy('Data de Abertura')],
  },
  rollups: [],
};
