// BI report 'Uso de CPU e Memória' (Operações de Nuvem), on the virtual machines dataset.
import type { ReportBody } from '@nuvem/api-contract';
import {
  basicFilter,
  bookmark,
  card,
  dateSlicer,
  descending,
  fieldsOf,
  listSlicer,
  page,
  relativeDate,
  textbox,
  topN,
  visual,
} from './report-builders';
import { themes } from './report-themes';

const { col, m } = fieldsOf('Máquinas Virtuais');
const cpu = m('CPU Média');
const memory = m('Memória Média');

export const usoCpuMemoria: ReportBody = {
  datasetId: 'maquinas-virtuais',
  theme: themes.laranja,
  filters: [],
  pages: [
    page('Visao_Geral', 'Visão Geral', 0, [
      {
        height: 110,
        visuals: [
          [3, dateSlicer('Periodo', 'Período', col('Data'))],
          [3, card('Maquinas', 'Máquinas virtuais', m('Máquinas Virtuais'))],
          [3, card('CPU', 'CPU média', cpu)],
          [3, card('Memoria', 'Memória média', memory)],
        ],
      },
      {
        height: 290,
        visuals: [
          [
            8,
            visual('Uso_Diario', 'lineChart', 'CPU e memória por dia', {
              category: [col('Data')],
              values: [cpu, memory],
            }),
          ],
          [
            4,
            visual('Estados', 'pieChart', 'Dias de máquina por estado', {
              category: [col('Estado')],
              values: [m('Dias de Máquina')],
            }),
          ],
        ],
      },
      {
        height: 264,
        visuals: [
          [
            6,
            visual(
              'CPU_Ambiente',
              'clusteredBarChart',
              'Os 10 ambientes de maior uso de CPU',
              { category: [col('Ambiente')], values: [cpu] },
              {
                filters: [topN(col('Ambiente'), 10, cpu)],
                sort: descending(cpu),
              },
            ),
          ],
          [
            6,
            visual('vCPUs_Regiao', 'clusteredColumnChart', 'vCPUs alocadas por região', {
              category: [col('Região')],
              values: [m('vCPUs Alocadas')],
            }),
          ],
        ],
      },
    ]),
    page('Maquinas', 'Máquinas', 1, [
      {
        height: 110,
        visuals: [
          [3, listSlicer('Ambiente', 'Ambiente', col('Ambiente'))],
          [3, listSlicer('Estado', 'Estado', col('Estado'))],
          [3, listSlicer('Sistema', 'Sistema operacional', col('Sistema Operacional'))],
          [3, card('Maquinas_Filtro', 'Máquinas virtuais', m('Máquinas Virtuais'))],
        ],
      },
      {
        height: 554,
        visuals: [
          [
            12,
            visual(
              'Tabela_Maquinas',
              'tableEx',
              'Máquinas virtuais',
              {
                category: [
                  col('Máquina Virtual'),
                  col('Ambiente'),
                  col('Sistema Operacional'),
                  col('vCPUs'),
                  col('Memória (GB)'),
                ],
                values: [cpu, memory, m('Pico de CPU')],
              },
              { options: { pageSize: 20 }, sort: descending(cpu) },
            ),
          ],
        ],
      },
    ]),
    page('Tendencia', 'Tendência', 2, [
      {
        height: 60,
        visuals: [
          [
            12,
            textbox(
              'Sobre',
              'Médias diárias de uso por máquina virtual; máquinas paradas contam como 0% de CPU.',
            ),
          ],
        ],
      },
      {
        height: 300,
        visuals: [
          [
            12,
            visual('CPU_Sistema', 'areaChart', 'CPU média por mês e sistema operacional', {
              category: [col('Mês')],
              series: col('Sistema Operacional'),
              values: [cpu],
            }),
          ],
        ],
      },
      {
        height: 300,
        visuals: [
          [
            6,
            visual('Matriz_Regiao', 'pivotTable', 'CPU média por região e trimestre', {
              category: [col('Região')],
              columns: [col('Trimestre')],
              values: [cpu],
            }),
          ],
          [
            6,
            visual('Por_Sistema', 'donutChart', 'Máquinas por sistema operacional', {
              category: [col('Sistema Operacional')],
              values: [m('Máquinas Virtuais')],
            }),
          ],
        ],
      },
    ]),
  ],
  bookmarks: [
    bookmark('Ultimos_7_Dias', 'Últimos 7 dias', 'Visao_Geral', [relativeDate(col('Data'), 0, 7, 0, false)]),
    bookmark('Em_Execucao', 'Somente em execução', 'Maquinas', [], {
      'Maquinas/Estado': [basicFilter(col('Estado'), ['Em execução'])],
    }),
  ],
};
