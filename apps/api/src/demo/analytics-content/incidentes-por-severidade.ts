// BI report 'Incidentes por Severidade' (Operações de Nuvem), on the security events dataset.
import type { ReportBody } from '@nuvem/api-contract';
import {
  actionButton,
  basicFilter,
  bookmark,
  card,
  dateSlicer,
  descending,
  fieldsOf,
  listSlicer,
  page,
  relativeTime,
  visual,
} from './report-builders';
import { themes } from './report-themes';

const { col, m } = fieldsOf('Eventos de Segurança');
const events = m('Eventos');

export const incidentesPorSeveridade: ReportBody = {
  datasetId: 'seguranca',
  theme: themes.vermelho,
  filters: [],
  pages: [
    page('Severidade', 'Severidade', 0, [
      {
        height: 110,
        visuals: [
          [4, dateSlicer('Periodo', 'Período', col('Data'))],
          [2, card('Eventos', 'Eventos', events)],
          [2, card('Criticos', 'Eventos críticos', m('Eventos Críticos'))],
          [2, card('Bloqueados', 'Eventos bloqueados', m('Eventos Bloqueados'))],
          [2, card('Taxa_Bloqueio', 'Taxa de bloqueio', m('Taxa de Bloqueio'))],
        ],
      },
      {
        height: 290,
        visuals: [
          [
            6,
            visual(
              'Por_Severidade',
              'clusteredColumnChart',
              'Eventos por severidade',
              { category: [col('Severidade')], values: [events] },
              { options: { dataLabels: true } },
            ),
          ],
          [
            6,
            visual('Por_Origem', 'donutChart', 'Eventos por origem', {
              category: [col('Origem')],
              values: [events],
            }),
          ],
        ],
      },
      {
        height: 264,
        visuals: [
          [
            12,
            visual('Criticos_Dia', 'lineChart', 'Eventos críticos por dia', {
              category: [col('Data')],
              values: [m('Eventos Críticos')],
            }),
          ],
        ],
      },
    ]),
    page('Eventos', 'Eventos', 1, [
      {
        height: 110,
        visuals: [
          [3, listSlicer('Severidade', 'Severidade', col('Severidade'))],
          [3, listSlicer('Tipo', 'Tipo', col('Tipo'))],
          [2, card('Eventos_Filtro', 'Eventos', events)],
          [2, card('Taxa_Filtro', 'Taxa de bloqueio', m('Taxa de Bloqueio'))],
          [
            2,
            actionButton('Ultimas_24h', 'Últimas 24 horas', {
              type: 'bookmark',
              bookmark: 'Ultimas_24_Horas',
            }),
          ],
        ],
      },
      {
        height: 554,
        visuals: [
          [
            12,
            visual(
              'Tabela_Eventos',
              'tableEx',
              'Eventos registrados',
              {
                category: [
                  col('Ocorrido em'),
                  col('Ambiente'),
                  col('Tipo'),
                  col('Severidade'),
                  col('Origem'),
                  col('IP de Origem'),
                  col('Bloqueado'),
                  col('Link'),
                ],
                values: [events],
              },
              { options: { pageSize: 50 }, sort: descending(col('Ocorrido em')) },
            ),
          ],
        ],
      },
    ]),
    page('Tipos', 'Tipos', 2, [
      {
        height: 330,
        visuals: [
          [
            6,
            visual('Matriz_Tipos', 'pivotTable', 'Eventos por tipo e severidade', {
              category: [col('Tipo')],
              columns: [col('Severidade')],
              values: [events],
            }),
          ],
          [
            4,
            visual(
              'Tipos_Frequentes',
              'clusteredBarChart',
              'Tipos mais frequentes',
              { category: [col('Tipo')], values: [events] },
              { sort: descending(events) },
            ),
          ],
          [2, card('Bloqueados_Tipos', 'Eventos bloqueados', m('Eventos Bloqueados'))],
        ],
      },
      {
        height: 334,
        visuals: [
          [
            12,
            visual(
              'Origem_Mes',
              'areaChart',
              'Eventos por mês e origem',
              { category: [col('Mês')], series: col('Origem'), values: [events] },
              {
                options: { stacked: true },
              },
            ),
          ],
        ],
      },
    ]),
  ],
  bookmarks: [
    bookmark('Criticos_Altos', 'Críticos e altos', 'Severidade', [
      basicFilter(col('Severidade'), ['Crítica', 'Alta']),
    ]),
    bookmark('Ultimas_24_Horas', 'Últimas 24 horas', 'Eventos', [relativeTime(col('Ocorrido em'), 24, 8)]),
  ],
};
