// Reports that exist only to pin dashboard tiles from (no list shows them): one per dataset the insights
// dashboards and 'Saúde da Plataforma' show. Customers' dashboards pin only from these, never from a BI item.
import type { ReportBody } from '@nuvem/api-contract';
import {
  advancedFilter,
  ascending,
  basicFilter,
  card,
  descending,
  fieldsOf,
  page,
  relativeDate,
  topN,
  visual,
} from './report-builders';
import { themes } from './report-themes';

const consumo = fieldsOf('Consumo');
const cost = consumo.m('Custo Total');

export const consumoPaineis: ReportBody = {
  datasetId: 'consumo',
  theme: themes.azul,
  filters: [],
  bookmarks: [],
  pages: [
    page('Faturamento', 'Faturamento', 0, [
      {
        height: 110,
        visuals: [
          [3, card('Custo_Mes', 'Custo no mês', cost, [relativeDate(consumo.col('Data'), 1, 1, 4, true)])],
          [
            3,
            card('Custo_12_Meses', 'Custo nos últimos 12 meses', cost, [
              relativeDate(consumo.col('Data'), 0, 12, 4, true),
            ]),
          ],
          [3, card('Custo_Medio_Diario', 'Custo médio diário', consumo.m('Custo Médio Diário'))],
          [3, card('Ambientes', 'Ambientes', consumo.m('Ambientes'))],
        ],
      },
      {
        height: 290,
        visuals: [
          [
            8,
            visual('Custo_Por_Mes', 'clusteredColumnChart', 'Custo por mês', {
              category: [consumo.col('Mês')],
              values: [cost],
            }),
          ],
          [
            4,
            visual('Custo_Por_Servico', 'donutChart', 'Custo por serviço', {
              category: [consumo.col('Serviço')],
              values: [cost],
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
              'Custo_Por_Ambiente',
              'clusteredBarChart',
              'Os 10 ambientes de maior custo',
              { category: [consumo.col('Ambiente')], values: [cost] },
              {
                filters: [topN(consumo.col('Ambiente'), 10, cost)],
                sort: descending(cost),
              },
            ),
          ],
          [
            6,
            visual(
              'Custo_Diario',
              'lineChart',
              'Custo diário nos últimos 90 dias',
              { category: [consumo.col('Data')], values: [cost] },
              {
                filters: [relativeDate(consumo.col('Data'), 0, 90, 0, false)],
              },
            ),
          ],
        ],
      },
    ]),
    page('Previsao', 'Previsão', 1, [
      {
        height: 330,
        visuals: [
          [
            8,
            visual(
              'Custo_Produto',
              'areaChart',
              'Custo por mês e produto',
              { category: [consumo.col('Mês')], series: consumo.col('Produto'), values: [cost] },
              {
                options: { stacked: true },
              },
            ),
          ],
          [
            4,
            card('Custo_Medio_Ambiente', 'Custo médio por ambiente', consumo.m('Custo Médio por Ambiente')),
          ],
        ],
      },
      {
        height: 334,
        visuals: [
          [
            8,
            visual(
              'Custo_Mes_Servico',
              'tableEx',
              'Custo por mês e serviço',
              { category: [consumo.col('Mês'), consumo.col('Serviço')], values: [cost] },
              {
                options: { pageSize: 12 },
              },
            ),
          ],
          [
            4,
            visual('Custo_Regiao', 'pieChart', 'Custo por região', {
              category: [consumo.col('Região')],
              values: [cost],
            }),
          ],
        ],
      },
    ]),
  ],
};

const vms = fieldsOf('Máquinas Virtuais');
const cpu = vms.m('CPU Média');

export const maquinasPaineis: ReportBody = {
  datasetId: 'maquinas-virtuais',
  theme: themes.laranja,
  filters: [],
  bookmarks: [],
  pages: [
    page('Recursos', 'Recursos', 0, [
      {
        height: 110,
        visuals: [
          [3, card('Maquinas', 'Máquinas virtuais', vms.m('Máquinas Virtuais'))],
          [3, card('CPU', 'CPU média', cpu)],
          [3, card('Memoria', 'Memória média', vms.m('Memória Média'))],
          [3, card('vCPUs', 'vCPUs alocadas', vms.m('vCPUs Alocadas'))],
        ],
      },
      {
        height: 290,
        visuals: [
          [
            8,
            visual(
              'CPU_Diaria',
              'lineChart',
              'CPU média nos últimos 30 dias',
              { category: [vms.col('Data')], values: [cpu] },
              {
                filters: [relativeDate(vms.col('Data'), 0, 30, 0, false)],
              },
            ),
          ],
          [
            4,
            visual('Estados', 'pieChart', 'Máquinas por estado', {
              category: [vms.col('Estado')],
              values: [vms.m('Dias de Máquina')],
            }),
          ],
        ],
      },
      {
        height: 264,
        visuals: [
          [
            12,
            visual(
              'Memoria_Ambiente',
              'clusteredBarChart',
              'Memória média por ambiente',
              { category: [vms.col('Ambiente')], values: [vms.m('Memória Média')] },
              {
                sort: descending(vms.m('Memória Média')),
                options: { maxCategories: 15 },
              },
            ),
          ],
        ],
      },
    ]),
    page('Sistemas', 'Sistemas', 1, [
      {
        height: 330,
        visuals: [
          [
            4,
            visual('Por_Sistema', 'donutChart', 'Máquinas por sistema operacional', {
              category: [vms.col('Sistema Operacional')],
              values: [vms.m('Máquinas Virtuais')],
            }),
          ],
          [
            8,
            visual('CPU_Sistema', 'clusteredColumnChart', 'CPU média por sistema operacional', {
              category: [vms.col('Sistema Operacional')],
              values: [cpu],
            }),
          ],
        ],
      },
      {
        height: 334,
        visuals: [
          [
            8,
            visual(
              'Mais_Carregadas',
              'tableEx',
              'As 20 máquinas mais carregadas',
              {
                category: [vms.col('Máquina Virtual'), vms.col('Ambiente')],
                values: [cpu, vms.m('Pico de CPU')],
              },
              {
                filters: [topN(vms.col('Máquina Virtual'), 20, cpu)],
                sort: descending(cpu),
                options: { pageSize: 10 },
              },
            ),
          ],
          [4, card('Pico_CPU', 'Pico de CPU', vms.m('Pico de CPU'))],
        ],
      },
    ]),
  ],
};

const tickets = fieldsOf('Chamados');
const count = tickets.m('Chamados');

export const chamadosPaineis: ReportBody = {
  datasetId: 'chamados',
  theme: themes.petroleo,
  filters: [],
  bookmarks: [],
  pages: [
    page('Chamados', 'Chamados', 0, [
      {
        height: 110,
        visuals: [
          [3, card('Chamados', 'Chamados', count)],
          [3, card('Abertos', 'Chamados em aberto', tickets.m('Chamados Abertos'))],
          [3, card('Tempo_Medio', 'Tempo médio de resolução (h)', tickets.m('Tempo Médio de Resolução (h)'))],
          [3, card('SLA', 'Cumprimento do SLA', tickets.m('Cumprimento do SLA'))],
        ],
      },
      {
        height: 290,
        visuals: [
          [
            6,
            visual('Por_Prioridade', 'clusteredColumnChart', 'Chamados por prioridade e status', {
              category: [tickets.col('Prioridade')],
              series: tickets.col('Status'),
              values: [count],
            }),
          ],
          [
            6,
            visual('Por_Categoria', 'donutChart', 'Chamados por categoria', {
              category: [tickets.col('Categoria')],
              values: [count],
            }),
          ],
        ],
      },
      {
        height: 264,
        visuals: [
          [
            12,
            visual('Por_Dia', 'lineChart', 'Chamados abertos por dia', {
              category: [tickets.col('Data de Abertura')],
              values: [count],
            }),
          ],
        ],
      },
    ]),
    page('SLA', 'SLA', 1, [
      {
        height: 330,
        visuals: [
          [
            5,
            visual(
              'SLA_Prioridade',
              'clusteredBarChart',
              'Cumprimento do SLA por prioridade',
              { category: [tickets.col('Prioridade')], values: [tickets.m('Cumprimento do SLA')] },
              {
                sort: ascending(tickets.m('Cumprimento do SLA')),
              },
            ),
          ],
          [
            5,
            visual('Categoria_Status', 'pivotTable', 'Chamados por categoria e status', {
              category: [tickets.col('Categoria')],
              columns: [tickets.col('Status')],
              values: [count],
            }),
          ],
          [2, card('Tempo_Medio_SLA', 'Tempo médio (h)', tickets.m('Tempo Médio de Resolução (h)'))],
        ],
      },
      {
        height: 334,
        visuals: [
          [
            12,
            visual(
              'Em_Aberto',
              'tableEx',
              'Chamados em aberto',
              {
                category: [
                  tickets.col('Número'),
                  tickets.col('Ambiente'),
                  tickets.col('Aberto em'),
                  tickets.col('Prioridade'),
                  tickets.col('Categoria'),
                  tickets.col('Status'),
                  tickets.col('Link'),
                ],
                values: [count],
              },
              {
                filters: [basicFilter(tickets.col('Status'), ['Aberto', 'Em andamento'])],
                sort: descending(tickets.col('Aberto em')),
                options: { pageSize: 10 },
              },
            ),
          ],
        ],
      },
    ]),
  ],
};

const runs = fieldsOf('Backups');

export const backupsPaineis: ReportBody = {
  datasetId: 'backups',
  theme: themes.grafite,
  filters: [],
  bookmarks: [],
  pages: [
    page('Backups', 'Backups', 0, [
      {
        height: 110,
        visuals: [
          [3, card('Execucoes', 'Execuções', runs.m('Execuções'))],
          [3, card('Sucesso', 'Taxa de sucesso', runs.m('Taxa de Sucesso'))],
          [3, card('Volume', 'Volume (GB)', runs.m('Volume (GB)'))],
          [3, card('Restauracoes', 'Restaurações', runs.m('Restaurações'))],
        ],
      },
      {
        height: 290,
        visuals: [
          [
            6,
            visual('Tipo_Status', 'clusteredColumnChart', 'Execuções por tipo e status', {
              category: [runs.col('Tipo')],
              series: runs.col('Status'),
              values: [runs.m('Execuções')],
            }),
          ],
          [
            6,
            visual('Volume_Dia', 'lineChart', 'Volume por dia (GB)', {
              category: [runs.col('Data')],
              values: [runs.m('Volume (GB)')],
            }),
          ],
        ],
      },
      {
        height: 264,
        visuals: [
          [
            12,
            visual(
              'Falhas',
              'tableEx',
              'Falhas e execuções parciais',
              {
                category: [
                  runs.col('Iniciado em'),
                  runs.col('Ambiente'),
                  runs.col('Produto'),
                  runs.col('Tipo'),
                  runs.col('Status'),
                ],
                values: [runs.m('Volume (GB)')],
              },
              {
                filters: [basicFilter(runs.col('Status'), ['Falha', 'Parcial'])],
                sort: descending(runs.col('Iniciado em')),
                options: { pageSize: 10 },
              },
            ),
          ],
        ],
      },
    ]),
    page(
      'Restauracoes',
      'Restaurações',
      1,
      [
        {
          height: 330,
          visuals: [
            [
              6,
              visual(
                'Restauracoes_Ambiente',
                'clusteredBarChart',
                'Restaurações por ambiente',
                { category: [runs.col('Ambiente')], values: [runs.m('Execuções')] },
                {
                  sort: descending(runs.m('Execuções')),
                },
              ),
            ],
            [
              6,
              visual('Restauracoes_Produto', 'donutChart', 'Restaurações por produto', {
                category: [runs.col('Produto')],
                values: [runs.m('Execuções')],
              }),
            ],
          ],
        },
        {
          height: 334,
          visuals: [
            [
              8,
              visual('Duracao_Mes', 'areaChart', 'Duração média por mês (min)', {
                category: [runs.col('Mês')],
                values: [runs.m('Duração Média (min)')],
              }),
            ],
            [4, card('Duracao_Media', 'Duração média (min)', runs.m('Duração Média (min)'))],
          ],
        },
      ],
      [basicFilter(runs.col('Tipo'), ['Restauração'])],
    ),
  ],
};

const availability = fieldsOf('Disponibilidade');
const uptime = availability.m('Disponibilidade');

export const disponibilidadePaineis: ReportBody = {
  datasetId: 'disponibilidade',
  theme: themes.petroleo,
  filters: [],
  bookmarks: [],
  pages: [
    page('Disponibilidade', 'Disponibilidade', 0, [
      {
        height: 110,
        visuals: [
          [3, card('Disponibilidade', 'Disponibilidade', uptime)],
          [3, card('Incidentes', 'Incidentes', availability.m('Incidentes'))],
          [
            3,
            card('Indisponibilidade', 'Indisponibilidade (min)', availability.m('Indisponibilidade (min)')),
          ],
          [3, card('Dias_Incidente', 'Dias com incidente', availability.m('Dias com Incidente'))],
        ],
      },
      {
        height: 290,
        visuals: [
          [
            8,
            visual('Disponibilidade_Mes', 'lineChart', 'Disponibilidade por mês', {
              category: [availability.col('Mês')],
              values: [uptime],
            }),
          ],
          [
            4,
            visual(
              'Incidentes_Servico',
              'clusteredBarChart',
              'Incidentes por serviço',
              { category: [availability.col('Serviço')], values: [availability.m('Incidentes')] },
              {
                sort: descending(availability.m('Incidentes')),
              },
            ),
          ],
        ],
      },
      {
        height: 264,
        visuals: [
          [
            12,
            visual(
              'Menor_Disponibilidade',
              'tableEx',
              'Ambientes com menor disponibilidade',
              { category: [availability.col('Ambiente')], values: [uptime, availability.m('Incidentes')] },
              {
                filters: [advancedFilter(uptime, 'And', [{ operator: 'LessThan', value: 1 }])],
                sort: ascending(uptime),
                options: { pageSize: 10 },
              },
            ),
          ],
        ],
      },
    ]),
    page('Servicos', 'Serviços', 1, [
      {
        height: 330,
        visuals: [
          [
            12,
            visual('Servico_Mes', 'pivotTable', 'Disponibilidade por serviço e mês', {
              category: [availability.col('Serviço')],
              columns: [availability.col('Mês')],
              values: [uptime],
            }),
          ],
        ],
      },
      {
        height: 334,
        visuals: [
          [
            6,
            visual(
              'Indisponibilidade_Servico',
              'clusteredColumnChart',
              'Indisponibilidade por serviço (min)',
              {
                category: [availability.col('Serviço')],
                values: [availability.m('Indisponibilidade (min)')],
              },
            ),
          ],
          [
            3,
            visual('Incidentes_Pizza', 'pieChart', 'Incidentes por serviço', {
              category: [availability.col('Serviço')],
              values: [availability.m('Incidentes')],
            }),
          ],
          [3, card('Disponibilidade_Servicos', 'Disponibilidade', uptime)],
        ],
      },
    ]),
  ],
};

const security = fieldsOf('Eventos de Segurança');
const events = security.m('Eventos');

export const segurancaPaineis: ReportBody = {
  datasetId: 'seguranca',
  theme: themes.vermelho,
  filters: [],
  bookmarks: [],
  pages: [
    page('Seguranca', 'Segurança', 0, [
      {
        height: 110,
        visuals: [
          [3, card('Eventos', 'Eventos', events)],
          [3, card('Criticos', 'Eventos críticos', security.m('Eventos Críticos'))],
          [3, card('Bloqueados', 'Eventos bloqueados', security.m('Eventos Bloqueados'))],
          [3, card('Taxa_Bloqueio', 'Taxa de bloqueio', security.m('Taxa de Bloqueio'))],
        ],
      },
      {
        height: 290,
        visuals: [
          [
            6,
            visual('Por_Severidade', 'clusteredColumnChart', 'Eventos por severidade', {
              category: [security.col('Severidade')],
              values: [events],
            }),
          ],
          [
            6,
            visual('Por_Tipo', 'donutChart', 'Eventos por tipo', {
              category: [security.col('Tipo')],
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
            visual(
              'Por_Dia',
              'lineChart',
              'Eventos por dia nos últimos 30 dias',
              { category: [security.col('Data')], values: [events] },
              {
                filters: [relativeDate(security.col('Data'), 0, 30, 0, false)],
              },
            ),
          ],
        ],
      },
    ]),
    page('Origem', 'Origem', 1, [
      {
        height: 330,
        visuals: [
          [
            6,
            visual(
              'Por_Origem',
              'clusteredBarChart',
              'Eventos por origem',
              { category: [security.col('Origem')], values: [events] },
              { sort: descending(events) },
            ),
          ],
          [
            6,
            visual('Origem_Severidade', 'pivotTable', 'Severidade por origem', {
              category: [security.col('Origem')],
              columns: [security.col('Severidade')],
              values: [events],
            }),
          ],
        ],
      },
      {
        height: 334,
        visuals: [
          [
            8,
            visual(
              'Criticos_Recentes',
              'tableEx',
              'Eventos críticos',
              {
                category: [
                  security.col('Ocorrido em'),
                  security.col('Ambiente'),
                  security.col('Tipo'),
                  security.col('Origem'),
                ],
                values: [events],
              },
              {
                filters: [basicFilter(security.col('Severidade'), ['Crítica'])],
                sort: descending(security.col('Ocorrido em')),
                options: { pageSize: 10 },
              },
            ),
          ],
          [4, card('Taxa_Origem', 'Taxa de bloqueio', security.m('Taxa de Bloqueio'))],
        ],
      },
    ]),
  ],
};
