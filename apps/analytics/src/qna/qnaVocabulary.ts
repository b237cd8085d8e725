// The words of the Q&A grammar in Portuguese, English and Spanish, as data: the interpreter reads them
// stemmed (questionWords), so each is written once in its plain form. A question may mix languages.
import type { AggregationFunction, VisualType } from '@nuvem/api-contract';

/** Words that carry no meaning of their own here: articles, question words, verbs of showing. */
export const fillerWords = `
  o a os as um uma de do da dos das em no na nos nas ao aos e ou com para qual quais quanto quanta foi foram
  eh e é sao são mostre mostrar mostra me ver veja exibir liste listar lista quero gostaria saber dados dado
  geral total totais grafico gráfico visual durante entre ate até pelo pela pelos pelas como forma formato
  tem têm tinha teve possui longo ha há existe existem
  the of in on at and or with for what which how much is are was were show me list give display see tell
  all overall total totals chart graph visual during over from to as form has have had along there
  el la los las un una del al en y con cual cuales cuanto cuanta es son fue muestra muestrame mostrar ver
  dame quiero saber datos general grafico gráfica grafica durante hasta formato tiene tienen tuvo largo lo hay existe existen
`;

/** Words before the column a question groups by ('custo por região', 'cost by region'). */
export const groupingWords = 'por by per each cada across segundo según';

/** Words before the field a question sorts by. */
export const sortWords =
  'ordenado ordenada ordenados ordenadas ordenar ordem sorted sort order ordered orden';
export const ascendingWords = 'crescente ascendente ascending asc menor primeiro';
export const descendingWords = 'decrescente descendente descending desc';

/** 'top 5 …', 'os 5 maiores …', 'the 3 largest …'; without a number, one ('a região com maior custo'). */
export const topWords = `
  top maiores maior principais principal melhores melhor primeiros
  largest biggest highest most best greatest first leading
  mayores mayor principales mejores mejor primeros
`;
export const bottomWords = `
  bottom menores menor piores pior
  lowest smallest least fewest worst
  menores menor peores peor
`;

/** Words that make the next field a count ('quantos chamados', 'number of tickets'). */
export const countWords =
  'quantos quantas contagem numero número quantidade count many number cuantos cuántos cuantas cuántas cantidad conteo';

/** Aggregations of a numeric column by the word before it ('média de uso de cpu'). */
export const aggregationWords: Record<string, AggregationFunction> = {
  soma: 'Sum',
  somatorio: 'Sum',
  sum: 'Sum',
  suma: 'Sum',
  media: 'Avg',
  average: 'Avg',
  avg: 'Avg',
  mean: 'Avg',
  promedio: 'Avg',
  minimo: 'Min',
  minimum: 'Min',
  min: 'Min',
  maximo: 'Max',
  maximum: 'Max',
  max: 'Max',
};

/** A chart's name in the question picks it ('como tabela', 'as a pie chart'). */
export const chartWords: Record<string, VisualType> = {
  tabela: 'tableEx',
  table: 'tableEx',
  tabla: 'tableEx',
  lista: 'tableEx',
  matriz: 'pivotTable',
  matrix: 'pivotTable',
  pizza: 'pieChart',
  pie: 'pieChart',
  torta: 'pieChart',
  tarta: 'pieChart',
  rosca: 'donutChart',
  donut: 'donutChart',
  dona: 'donutChart',
  linha: 'lineChart',
  line: 'lineChart',
  linea: 'lineChart',
  barra: 'clusteredBarChart',
  bar: 'clusteredBarChart',
  coluna: 'clusteredColumnChart',
  column: 'clusteredColumnChart',
  columna: 'clusteredColumnChart',
  area: 'areaChart',
  cartao: 'card',
  card: 'card',
  tarjeta: 'card',
};

/** Words of time that group by a calendar column of the dataset ('custo por mês', 'monthly cost'). */
export const calendarWords: Record<string, 'day' | 'month' | 'quarter' | 'year'> = {
  dia: 'day',
  day: 'day',
  diario: 'day',
  diaria: 'day',
  daily: 'day',
  mes: 'month',
  month: 'month',
  mensal: 'month',
  monthly: 'month',
  mensual: 'month',
  // Time itself, and the words that ask for a trend, read month by month.
  tempo: 'month',
  time: 'month',
  tiempo: 'month',
  evolucao: 'month',
  evolution: 'month',
  evolucion: 'month',
  tendencia: 'month',
  trend: 'month',
  historico: 'month',
  history: 'month',
  trimestre: 'quarter',
  quarter: 'quarter',
  trimestral: 'quarter',
  quarterly: 'quarter',
  ano: 'year',
  year: 'year',
  anual: 'year',
  yearly: 'year',
  annual: 'year',
};
