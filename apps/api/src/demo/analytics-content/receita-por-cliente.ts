// BI report 'Receita por Cliente' (Financeiro Corporativo), on the consumption dataset: the largest report.
import type { ReportBody } from '@nuvem/api-contract';
import {
  actionButton,
  bookmark,
  card,
  dateSlicer,
  descending,
  fieldsOf,
  listSlicer,
  page,
  relativeDate,
  basicFilter,
  textbox,
  topN,
  visual,
} from './report-builders';
import { themes } from './report-themes';

const { col, m } = fieldsOf('Consumo');
const revenue = m('Valor Faturado');

export const receitaPorCliente: ReportBody = {
  datasetId: 'consumo',
  theme: themes.azul,
  filters: [],
  pages: [
    page('Visao_Geral', 'Visão Geral', 0, [
      {
        height: 110,
        visuals: [
          [4, dateSlicer('Periodo', 'Período', col('Data'))],
          [4, card('Receita', 'Receita', revenue)],
          [4, card('Ambientes', 'Ambientes faturados', m('Ambientes'))],
        ],
      },
      {
        height: 290,
        visuals: [
          [
            6,
            visual(
              'Top_Clientes',
              'clusteredBarChart',
              'Os 10 clientes de maior receita',
              { category: [col('Cliente')], values: [revenue] },
              {
                filters: [topN(col('Cliente'), 10, revenue)],
                sort: descending(revenue),
                options: { dataLabels: true },
              },
            ),
          ],
          [
            6,
            visual('Receita_Mensal', 'lineChart', 'Receita por mês', {
              category: [col('Mês')],
              values: [revenue],
            }),
          ],
        ],
      },
      {
        height: 264,
        visuals: [
          [
            4,
            visual('Por_Produto', 'donutChart', 'Receita por produto', {
              category: [col('Produto')],
              values: [revenue],
            }),
          ],
          [
            4,
            visual('Por_Regiao', 'clusteredColumnChart', 'Receita por região', {
              category: [col('Região')],
              values: [revenue],
            }),
          ],
          [
            4,
            textbox(
              'Nota',
              'Receita faturada aos clientes pelo consumo dos seus ambientes, em reais.\n' +
                'Os valores do mês corrente vão até ontem.',
            ),
          ],
        ],
      },
    ]),
    page('Clientes', 'Clientes', 1, [
      {
        height: 110,
        visuals: [
          [4, listSlicer('Regiao', 'Região', col('Região'))],
          [4, card('Receita_Clientes', 'Receita', revenue)],
          [4, card('Ambientes_Clientes', 'Ambientes', m('Ambientes'))],
        ],
      },
      {
        height: 320,
        visuals: [
          [
            12,
            visual(
              'Tabela_Clientes',
              'tableEx',
              'Receita por cliente, ambiente e mês',
              {
                category: [col('Cliente'), col('Ambiente'), col('Mês')],
                values: [revenue, m('Quantidade Total')],
              },
              { options: { pageSize: 25 }, sort: descending(revenue) },
            ),
          ],
        ],
      },
      {
        height: 234,
        visuals: [
          [
            8,
            visual(
              'Receita_Servico',
              'areaChart',
              'Receita por mês e serviço',
              { category: [col('Mês')], series: col('Serviço'), values: [revenue] },
              {
                options: { stacked: true },
              },
            ),
          ],
          [
            4,
            visual(
              'Participacao',
              'pieChart',
              'Participação dos 5 maiores clientes',
              { category: [col('Cliente')], values: [revenue] },
              {
                filters: [topN(col('Cliente'), 5, revenue)],
              },
            ),
          ],
        ],
      },
    ]),
    page('Produtos_Servicos', 'Produtos e Serviços', 2, [
      {
        height: 330,
        visuals: [
          [
            7,
            visual('Matriz_Produto', 'pivotTable', 'Receita por produto e ano', {
              category: [col('Produto')],
              columns: [col('Ano')],
              values: [revenue],
            }),
          ],
          [
            5,
            visual(
              'Por_Servico',
              'clusteredBarChart',
              'Receita por serviço',
              { category: [col('Serviço')], values: [revenue] },
              { sort: descending(revenue) },
            ),
          ],
        ],
      },
      {
        height: 334,
        visuals: [
          [
            8,
            visual('Produto_Mes', 'lineChart', 'Receita por mês e produto', {
              category: [col('Mês')],
              series: col('Produto'),
              values: [revenue],
            }),
          ],
          [4, listSlicer('Produto', 'Produto', col('Produto'))],
        ],
      },
    ]),
    page(
      'Detalhes',
      'Lançamentos',
      3,
      [
        {
          height: 80,
          visuals: [
            [
              7,
              textbox(
                'Sobre_Detalhes',
                'Lançamentos diários dos últimos 30 dias, por ambiente, serviço e produto.',
              ),
            ],
            [3, card('Receita_30_Dias', 'Receita em 30 dias', revenue)],
            [2, actionButton('Ver_Clientes', 'Ver clientes', { type: 'pageNavigation', page: 'Clientes' })],
          ],
        },
        {
          height: 584,
          visuals: [
            [
              9,
              visual(
                'Lancamentos',
                'tableEx',
                'Lançamentos diários',
                {
                  category: [col('Data'), col('Ambiente'), col('Serviço'), col('Produto'), col('Região')],
                  values: [revenue, m('Quantidade Total')],
                },
                { options: { pageSize: 50 }, sort: descending(col('Data')) },
              ),
            ],
            [3, listSlicer('Servico', 'Serviço', col('Serviço'))],
          ],
        },
      ],
      [relativeDate(col('Data'), 0, 30, 0, false)],
    ),
  ],
  bookmarks: [
    bookmark('Ultimos_12_Meses', 'Últimos 12 meses', 'Visao_Geral', [
      relativeDate(col('Data'), 0, 12, 4, true),
    ]),
    bookmark('Ano_Corrente', 'Ano corrente', 'Visao_Geral', [relativeDate(col('Data'), 1, 1, 6, true)]),
    bookmark('Sao_Paulo', 'Região São Paulo', 'Clientes', [], {
      'Clientes/Regiao': [basicFilter(col('Região'), ['São Paulo'])],
    }),
  ],
};
