// BI report 'Margem por Produto' (Financeiro Corporativo), on the provider-internal margin dataset.
import type { ReportBody } from '@nuvem/api-contract';
import {
  ascending,
  basicFilter,
  bookmark,
  card,
  descending,
  fieldsOf,
  listSlicer,
  page,
  relativeDate,
  topN,
  visual,
} from './report-builders';
import { themes } from './report-themes';

const { col, m } = fieldsOf('Margem');
const margin = m('Margem Bruta');
const marginRate = m('Margem %');
const revenue = m('Receita Total');
const cost = m('Custo Total do Provedor');

export const margemPorProduto: ReportBody = {
  datasetId: 'margem',
  theme: themes.verde,
  filters: [],
  pages: [
    page('Resumo', 'Resumo', 0, [
      {
        height: 110,
        visuals: [
          [3, card('Receita', 'Receita', revenue)],
          [3, card('Custo', 'Custo do provedor', cost)],
          [3, card('Margem', 'Margem bruta', margin)],
          [3, card('Margem_Percentual', 'Margem %', marginRate)],
        ],
      },
      {
        height: 290,
        visuals: [
          [
            6,
            visual(
              'Margem_Produto',
              'clusteredColumnChart',
              'Margem bruta por produto',
              { category: [col('Produto')], values: [margin] },
              { sort: descending(margin) },
            ),
          ],
          [
            6,
            visual('Margem_Mes', 'lineChart', 'Margem % por mês', {
              category: [col('Mês')],
              values: [marginRate],
            }),
          ],
        ],
      },
      {
        height: 264,
        visuals: [
          [
            4,
            visual('Custo_Servico', 'donutChart', 'Custo do provedor por serviço', {
              category: [col('Serviço')],
              values: [cost],
            }),
          ],
          [
            8,
            visual('Matriz_Trimestre', 'pivotTable', 'Margem bruta por produto e trimestre', {
              category: [col('Produto')],
              columns: [col('Ano'), col('Trimestre')],
              values: [margin],
            }),
          ],
        ],
      },
    ]),
    page('Servicos', 'Serviços', 1, [
      {
        height: 110,
        visuals: [
          [3, listSlicer('Produto', 'Produto', col('Produto'))],
          [3, listSlicer('Ano', 'Ano', col('Ano'))],
          [3, card('Margem_Servicos', 'Margem %', marginRate)],
          [3, card('Receita_Servicos', 'Receita', revenue)],
        ],
      },
      {
        height: 554,
        visuals: [
          [
            7,
            visual(
              'Tabela_Servicos',
              'tableEx',
              'Margem por serviço e produto',
              { category: [col('Serviço'), col('Produto')], values: [revenue, cost, margin, marginRate] },
              { options: { pageSize: 20 }, sort: ascending(marginRate) },
            ),
          ],
          [
            5,
            visual(
              'Menor_Margem',
              'clusteredBarChart',
              'Os 8 serviços de menor margem',
              { category: [col('Serviço')], values: [marginRate] },
              {
                filters: [topN(col('Serviço'), 8, marginRate, 'Bottom')],
                sort: ascending(marginRate),
              },
            ),
          ],
        ],
      },
    ]),
    page('Clientes', 'Clientes', 2, [
      {
        height: 330,
        visuals: [
          [
            5,
            visual(
              'Margem_Cliente',
              'clusteredBarChart',
              'Os 15 clientes de maior margem',
              { category: [col('Cliente')], values: [margin] },
              {
                filters: [topN(col('Cliente'), 15, margin)],
                sort: descending(margin),
              },
            ),
          ],
          [
            5,
            visual('Receita_Custo', 'areaChart', 'Receita e custo do provedor por mês', {
              category: [col('Mês')],
              values: [revenue, cost],
            }),
          ],
          [2, card('Margem_Clientes', 'Margem bruta', margin)],
        ],
      },
      {
        height: 334,
        visuals: [
          [
            12,
            visual(
              'Tabela_Clientes',
              'tableEx',
              'Margem por cliente e ambiente',
              { category: [col('Cliente'), col('Ambiente')], values: [revenue, margin, marginRate] },
              { options: { pageSize: 15 }, sort: descending(margin) },
            ),
          ],
        ],
      },
    ]),
  ],
  bookmarks: [
    bookmark('Ultimo_Trimestre', 'Último trimestre', 'Resumo', [relativeDate(col('Mês'), 0, 3, 4, false)]),
    bookmark('Somente_Protheus', 'Somente Protheus', 'Servicos', [], {
      'Servicos/Produto': [basicFilter(col('Produto'), ['Protheus'])],
    }),
  ],
};
