// Virtual machines: each machine's state and average CPU and memory use per day. A monthly aggregation table
// keeps sums and counts, so averages over it are the same as over the days.
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

export const maquinasVirtuais: DatasetDefinition = {
  id: 'maquinas-virtuais',
  name: 'Máquinas Virtuais',
  table: {
    name: 'Máquinas Virtuais',
    captions: { en: 'Virtual Machines', es: 'Máquinas Virtuales' },
    source: 'analytics_vm_uso_diario',
    columns: [
      ...calendarColumns('f.dia', 'Data'),
      ...environmentColumns,
      textColumn('Máquina Virtual', 'vm', { en: 'Virtual Machine', es: 'Máquina Virtual' }),
      textColumn('Sistema Operacional', 'sistema', { en: 'Operating System', es: 'Sistema Operativo' }),
      textColumn('Estado', 'estado', { en: 'State', es: 'Estado' }),
      textColumn('Região', 'regiao', { en: 'Region', es: 'Región' }),
      numberColumn('vCPUs', 'f.vcpus', 'integer', { en: 'vCPUs', es: 'vCPU' }, 'integer'),
      numberColumn(
        'Memória (GB)',
        'f.memoria_gb',
        'integer',
        { en: 'Memory (GB)', es: 'Memoria (GB)' },
        'integer',
      ),
      numberColumn('Uso de CPU', 'f.cpu_pct / 100', 'percent', { en: 'CPU Use', es: 'Uso de CPU' }),
      numberColumn('Uso de Memória', 'f.memoria_pct / 100', 'percent', {
        en: 'Memory Use',
        es: 'Uso de Memoria',
      }),
    ],
    measures: [
      {
        name: 'Máquinas Virtuais',
        dataType: 'integer',
        format: 'integer',
        captions: { en: 'Virtual Machines', es: 'Máquinas Virtuales' },
        sql: 'count(DISTINCT f.vm)',
      },
      {
        name: 'Dias de Máquina',
        dataType: 'integer',
        format: 'integer',
        captions: { en: 'Machine Days', es: 'Días de Máquina' },
        sql: 'count(*)',
      },
      {
        name: 'CPU Média',
        dataType: 'number',
        format: 'percent',
        captions: { en: 'Average CPU', es: 'CPU Media' },
        sql: 'avg(f.cpu_pct) / 100',
        rowSql: 'f.cpu_pct / 100',
      },
      {
        name: 'Memória Média',
        dataType: 'number',
        format: 'percent',
        captions: { en: 'Average Memory', es: 'Memoria Media' },
        sql: 'avg(f.memoria_pct) / 100',
        rowSql: 'f.memoria_pct / 100',
      },
      {
        name: 'Pico de CPU',
        dataType: 'number',
        format: 'percent',
        captions: { en: 'Peak CPU', es: 'Pico de CPU' },
        sql: 'max(f.cpu_pct) / 100',
        rowSql: 'f.cpu_pct / 100',
      },
      {
        name: 'vCPUs Alocadas',
        dataType: 'number',
        format: 'decimal',
        captions: { en: 'Allocated vCPUs', es: 'vCPU Asignadas' },
        description: 'A média diária de vCPUs das máquinas.',
        sql: 'sum(f.vcpus)::numeric / nullif(count(DISTINCT f.dia), 0)',
      },
    ],
    hierarchies: [calendarHierarchy('Data')],
  },
  rollups: [
    {
      table: 'analytics_vm_uso_mensal',
      columns: {
        ...calendarSql('f.mes', { daily: false }),
        ...environmentSql,
        'Sistema Operacional': 'f.sistema',
        Estado: 'f.estado',
        Região: 'f.regiao',
      },
      measures: {
        'Dias de Máquina': 'sum(f.dias_maquina)',
        'CPU Média': 'sum(f.cpu_soma) / nullif(sum(f.dias_maquina), 0) / 100',
        'Memória Média': 'sum(f.memoria_soma) / nullif(sum(f.dias_maquina), 0) / 100',
        'Pico de CPU': 'max(f.cpu_pico) / 100',
      },
      build: `SELECT date_trunc('month', f.dia)::date, f.environment_id, f.sistema, f.estado, f.regiao,
                     count(*), sum(f.cpu_pct), sum(f.memoria_pct), max(f.cpu_pct)
              FROM analytics_vm_uso_diario f GROUP BY 1, 2, 3, 4, 5`,
    },
  ],
};
