// Q&A's interpreter over the demo datasets as the API publishes them (testing/demoDatasets.json, which the
// API's own test keeps equal to its catalog): a table of questions in Portuguese, English and Spanish, each
// with the visual and query it must give; every answer is a query the frame can build for its visual.
import type { Dataset } from '@nuvem/api-contract';
import { visualQueryOf } from '../data/visualQuery';
import { interpretQuestion } from './interpretQuestion';
import demoDatasets from './testing/demoDatasets.json';
import { DEMO_VALUES } from './testing/demoValues';
import { describeAnswer } from './testing/describeAnswer';

const datasets = (demoDatasets as Dataset[]).map((dataset) => ({ dataset, values: DEMO_VALUES }));

/** Question → what it must give (describeAnswer's line). */
const QUESTIONS: [string, string][] = [
  ['qual o custo total', 'consumo card · values Custo Total'],
  ['custo total', 'consumo card · values Custo Total'],
  ['consumo total por região', 'consumo clusteredBarChart · values Custo Total · category Região'],
  ['custo por região', 'consumo clusteredBarChart · values Custo Total · category Região'],
  ['custo por serviço', 'consumo clusteredBarChart · values Custo Total · category Serviço'],
  ['custo por produto', 'consumo clusteredBarChart · values Custo Total · category Produto'],
  ['custo por cliente', 'consumo clusteredBarChart · values Custo Total · category Cliente'],
  ['custo por ambiente', 'consumo clusteredBarChart · values Custo Total · category Ambiente'],
  ['custo por mês', 'consumo lineChart · values Custo Total · category Mês'],
  ['custo por trimestre', 'consumo clusteredColumnChart · values Custo Total · category Trimestre'],
  ['custo por ano', 'consumo clusteredColumnChart · values Custo Total · category Ano'],
  ['custo diário', 'consumo lineChart · values Custo Total · category Data'],
  ['custo por dia', 'consumo lineChart · values Custo Total · category Data'],
  [
    'custo médio diário por região',
    'consumo clusteredBarChart · values Custo Médio Diário · category Região',
  ],
  [
    'custo médio por ambiente por produto',
    'consumo clusteredBarChart · values Custo Médio por Ambiente · category Produto',
  ],
  ['quantidade total por unidade', 'consumo clusteredBarChart · values Quantidade Total · category Unidade'],
  [
    'valor faturado por cliente no mês passado',
    'consumo clusteredBarChart · values Valor Faturado · category Cliente · Data last 1 CalendarMonths without today',
  ],
  [
    'top 5 serviços por custo no mês passado',
    'consumo clusteredBarChart · values Custo Total · category Serviço · Data last 1 CalendarMonths without today · top 5 Serviço by Custo Total · sort Custo Total desc',
  ],
  [
    'os 3 menores clientes por custo',
    'consumo clusteredBarChart · values Custo Total · category Cliente · bottom 3 Cliente by Custo Total · sort Custo Total asc',
  ],
  [
    'qual região tem o maior custo',
    'consumo clusteredBarChart · values Custo Total · category Região · top 1 Região by Custo Total · sort Custo Total desc',
  ],
  ['custo em são paulo', 'consumo card · values Custo Total · Região in São Paulo'],
  [
    'custo total em são paulo e rio de janeiro',
    'consumo card · values Custo Total · Região in São Paulo|Rio de Janeiro',
  ],
  [
    'custo por serviço em rio de janeiro este ano',
    'consumo clusteredBarChart · values Custo Total · category Serviço · Data this 1 CalendarYears · Região in Rio de Janeiro',
  ],
  [
    'custo por região e produto',
    'consumo clusteredBarChart · values Custo Total · category Região · series Produto',
  ],
  ['custo por região e mês', 'consumo lineChart · values Custo Total · category Mês · series Região'],
  ['custo por mês como tabela', 'consumo tableEx · values Custo Total · category Mês'],
  ['custo por região como pizza', 'consumo pieChart · values Custo Total · category Região'],
  ['custo por região em rosca', 'consumo donutChart · values Custo Total · category Região'],
  ['custo por produto em colunas', 'consumo clusteredColumnChart · values Custo Total · category Produto'],
  ['custo por mês em área', 'consumo areaChart · values Custo Total · category Mês'],
  ['custo em 2026', 'consumo card · values Custo Total · Ano in 2026'],
  ['custo por mês em 2026', 'consumo lineChart · values Custo Total · category Mês · Ano in 2026'],
  [
    'custo dos últimos 30 dias por dia',
    'consumo lineChart · values Custo Total · category Data · Data last 30 Days',
  ],
  ['evolução do custo ao longo do tempo', 'consumo lineChart · values Custo Total · category Mês'],
  ['soma de valor por região', 'consumo clusteredBarChart · values Sum(Valor) · category Região'],
  ['média de valor por serviço', 'consumo clusteredBarChart · values Avg(Valor) · category Serviço'],
  [
    'máximo de quantidade por produto',
    'consumo clusteredBarChart · values Max(Quantidade) · category Produto',
  ],
  [
    'custo por região ordenado por região',
    'consumo clusteredBarChart · values Custo Total · category Região · sort Região asc',
  ],
  [
    'custo por cliente em ordem crescente',
    'consumo clusteredBarChart · values Custo Total · category Cliente · sort Custo Total asc',
  ],
  ['quantos ambientes por região', 'consumo clusteredBarChart · values Ambientes · category Região'],
  ['número de ambientes', 'consumo card · values Ambientes'],
  ['quantos clientes', 'consumo card · values DistinctCount(Cliente)'],
  [
    'how many customers by region',
    'consumo clusteredBarChart · values DistinctCount(Cliente) · category Região',
  ],
  ['cuántos clientes', 'consumo card · values DistinctCount(Cliente)'],
  ['total cost', 'consumo card · values Custo Total'],
  ['what is the total cost', 'consumo card · values Custo Total'],
  ['total consumption by region', 'consumo clusteredBarChart · values Custo Total · category Região'],
  ['cost by service', 'consumo clusteredBarChart · values Custo Total · category Serviço'],
  [
    'top 5 services by cost last month',
    'consumo clusteredBarChart · values Custo Total · category Serviço · Data last 1 CalendarMonths without today · top 5 Serviço by Custo Total · sort Custo Total desc',
  ],
  ['cost by month', 'consumo lineChart · values Custo Total · category Mês'],
  [
    'monthly cost this year',
    'consumo lineChart · values Custo Total · category Mês · Data this 1 CalendarYears',
  ],
  [
    'cost in the last 3 months by region',
    'consumo clusteredBarChart · values Custo Total · category Região · Data last 3 Months',
  ],
  [
    'which region has the highest cost',
    'consumo clusteredBarChart · values Custo Total · category Região · top 1 Região by Custo Total · sort Custo Total desc',
  ],
  ['cost by region as a pie chart', 'consumo pieChart · values Custo Total · category Região'],
  [
    'the 3 lowest customers by cost',
    'consumo clusteredBarChart · values Custo Total · category Cliente · bottom 3 Cliente by Custo Total · sort Custo Total asc',
  ],
  [
    'cost per day last week',
    'consumo lineChart · values Custo Total · category Data · Data last 1 CalendarWeeks without today',
  ],
  ['average daily cost by region', 'consumo clusteredBarChart · values Custo Médio Diário · category Região'],
  ['¿cuál es el costo total?', 'consumo card · values Custo Total'],
  ['consumo total por región', 'consumo clusteredBarChart · values Custo Total · category Região'],
  ['costo por mes', 'consumo lineChart · values Custo Total · category Mês'],
  [
    'los 5 principales servicios por costo el mes pasado',
    'consumo clusteredBarChart · values Custo Total · category Serviço · Data last 1 CalendarMonths without today · top 5 Serviço by Custo Total · sort Custo Total desc',
  ],
  [
    'costo por región este año',
    'consumo clusteredBarChart · values Custo Total · category Região · Data this 1 CalendarYears',
  ],
  [
    'costo por producto en los últimos 6 meses',
    'consumo clusteredBarChart · values Custo Total · category Produto · Data last 6 Months',
  ],
  [
    'máquinas virtuais por estado',
    'maquinas-virtuais clusteredBarChart · values Máquinas Virtuais · category Estado',
  ],
  [
    'quantas máquinas virtuais por sistema operacional',
    'maquinas-virtuais clusteredBarChart · values Máquinas Virtuais · category Sistema Operacional',
  ],
  [
    'média de uso de cpu por sistema operacional',
    'maquinas-virtuais clusteredBarChart · values Avg(Uso de CPU) · category Sistema Operacional',
  ],
  ['cpu média por região', 'maquinas-virtuais clusteredBarChart · values CPU Média · category Região'],
  [
    'pico de cpu por máquina virtual',
    'maquinas-virtuais clusteredBarChart · values Pico de CPU · category Máquina Virtual',
  ],
  [
    'top 10 máquinas virtuais por pico de cpu',
    'maquinas-virtuais clusteredBarChart · values Pico de CPU · category Máquina Virtual · top 10 Máquina Virtual by Pico de CPU · sort Pico de CPU desc',
  ],
  [
    'vcpus alocadas por cliente',
    'maquinas-virtuais clusteredBarChart · values vCPUs Alocadas · category Cliente',
  ],
  [
    'memória média por estado',
    'maquinas-virtuais clusteredBarChart · values Memória Média · category Estado',
  ],
  ['dias de máquina por mês', 'maquinas-virtuais lineChart · values Dias de Máquina · category Mês'],
  [
    'virtual machines by state',
    'maquinas-virtuais clusteredBarChart · values Máquinas Virtuais · category Estado',
  ],
  [
    'average cpu by operating system',
    'maquinas-virtuais clusteredBarChart · values CPU Média · category Sistema Operacional',
  ],
  [
    'máquinas virtuales por estado',
    'maquinas-virtuais clusteredBarChart · values Máquinas Virtuais · category Estado',
  ],
  ['chamados por prioridade', 'chamados clusteredBarChart · values Chamados · category Prioridade'],
  [
    'chamados abertos por categoria',
    'chamados clusteredBarChart · values Chamados Abertos · category Categoria',
  ],
  [
    'número de chamados abertos por categoria este ano',
    'chamados clusteredBarChart · values Chamados Abertos · category Categoria · Data de Abertura this 1 CalendarYears',
  ],
  [
    'chamados de prioridade alta por mês',
    'chamados lineChart · values Chamados · category Mês · Prioridade in Alta',
  ],
  ['chamados de prioridade crítica', 'chamados card · values Chamados · Prioridade in Crítica'],
  ['chamados resolvidos por mês', 'chamados lineChart · values Chamados Resolvidos · category Mês'],
  [
    'tempo médio de resolução por prioridade',
    'chamados clusteredBarChart · values Tempo Médio de Resolução (h) · category Prioridade',
  ],
  ['cumprimento do sla por mês', 'chamados lineChart · values Cumprimento do SLA · category Mês'],
  [
    'chamados ordenados por prioridade',
    'chamados clusteredBarChart · values Chamados · category Prioridade · sort Prioridade asc',
  ],
  [
    'chamados por categoria e prioridade',
    'chamados clusteredBarChart · values Chamados · category Categoria · series Prioridade',
  ],
  [
    'chamados de banco de dados por status',
    'chamados clusteredBarChart · values Chamados · category Status · Categoria in Banco de Dados',
  ],
  ['tickets by priority', 'chamados clusteredBarChart · values Chamados · category Prioridade'],
  [
    'open tickets by category this year',
    'chamados clusteredBarChart · values Chamados Abertos · category Categoria · Data de Abertura this 1 CalendarYears',
  ],
  ['tickets by priority as a pie chart', 'chamados pieChart · values Chamados · category Prioridade'],
  [
    'average time to resolve by category',
    'chamados clusteredBarChart · values Tempo Médio de Resolução (h) · category Categoria',
  ],
  ['tickets por prioridad', 'chamados clusteredBarChart · values Chamados · category Prioridade'],
  [
    'tickets abiertos por categoría',
    'chamados clusteredBarChart · values Chamados Abertos · category Categoria',
  ],
  ['backups por tipo', 'backups clusteredBarChart · values Execuções · category Tipo'],
  ['backups com falha por tipo', 'backups clusteredBarChart · values Falhas · category Tipo'],
  ['falhas por produto', 'backups clusteredBarChart · values Falhas · category Produto'],
  ['taxa de sucesso dos backups por mês', 'backups lineChart · values Taxa de Sucesso · category Mês'],
  ['volume de backup por cliente', 'backups clusteredBarChart · values Volume (GB) · category Cliente'],
  ['duração média por tipo', 'backups clusteredBarChart · values Duração Média (min) · category Tipo'],
  ['restaurações este mês', 'backups card · values Restaurações · Data this 1 CalendarMonths'],
  ['backup failures by product', 'backups clusteredBarChart · values Falhas · category Produto'],
  [
    'disponibilidade por serviço',
    'disponibilidade clusteredBarChart · values Disponibilidade · category Serviço',
  ],
  [
    'disponibilidade por serviço nos últimos 30 dias',
    'disponibilidade clusteredBarChart · values Disponibilidade · category Serviço · Data last 30 Days',
  ],
  ['incidentes por serviço', 'disponibilidade clusteredBarChart · values Incidentes · category Serviço'],
  ['indisponibilidade por mês', 'disponibilidade lineChart · values Indisponibilidade (min) · category Mês'],
  [
    'dias com incidente por serviço',
    'disponibilidade clusteredBarChart · values Dias com Incidente · category Serviço',
  ],
  [
    'availability by service',
    'disponibilidade clusteredBarChart · values Disponibilidade · category Serviço',
  ],
  ['incidentes por servicio', 'disponibilidade clusteredBarChart · values Incidentes · category Serviço'],
  ['eventos por severidade', 'seguranca clusteredBarChart · values Eventos · category Severidade'],
  ['eventos críticos por tipo', 'seguranca clusteredBarChart · values Eventos Críticos · category Tipo'],
  [
    'eventos bloqueados por origem',
    'seguranca clusteredBarChart · values Eventos Bloqueados · category Origem',
  ],
  ['taxa de bloqueio por mês', 'seguranca lineChart · values Taxa de Bloqueio · category Mês'],
  [
    'eventos de severidade crítica por mês',
    'seguranca lineChart · values Eventos · category Mês · Severidade in Crítica',
  ],
  ['eventos por severidade como pizza', 'seguranca pieChart · values Eventos · category Severidade'],
  ['security events by type', 'seguranca clusteredBarChart · values Eventos · category Tipo'],
  [
    'eventos por severidad en los últimos 7 días',
    'seguranca clusteredBarChart · values Eventos · category Severidade · Data last 7 Days',
  ],
  ['receita por cliente', 'margem clusteredBarChart · values Sum(Receita) · category Cliente'],
  ['receita total por produto', 'margem clusteredBarChart · values Receita Total · category Produto'],
  [
    'margem bruta por produto este ano',
    'margem clusteredBarChart · values Margem Bruta · category Produto · Mês this 1 CalendarYears',
  ],
  ['margem % por serviço', 'margem clusteredBarChart · values Margem % · category Serviço'],
  [
    'top 10 customers by revenue',
    'margem clusteredBarChart · values Sum(Receita) · category Cliente · top 10 Cliente by Sum(Receita) · sort Sum(Receita) desc',
  ],
  ['gross margin by product', 'margem clusteredBarChart · values Margem Bruta · category Produto'],
  [
    '5 mayores clientes por ingresos',
    'margem clusteredBarChart · values Sum(Receita) · category Cliente · top 5 Cliente by Sum(Receita) · sort Sum(Receita) desc',
  ],
  ['margen bruto por producto', 'margem clusteredBarChart · values Margem Bruta · category Produto'],
  // A value whatever its gender: 'críticos' names the priority 'Crítica'.
  ['chamados críticos', 'chamados card · values Chamados · Prioridade in Crítica'],
  [
    'chamados críticos por mês',
    'chamados lineChart · values Chamados · category Mês · Prioridade in Crítica',
  ],
  ['eventos de severidade alta', 'seguranca card · values Eventos · Severidade in Alta'],
  ['custo por planeta', 'not understood: planeta'],
  ['qual a previsão do tempo', 'not understood: previsão'],
  ['olá', 'not understood: olá'],
  [
    'top 3 regiões',
    'consumo clusteredBarChart · values Custo Total · category Região · top 3 Região by Custo Total · sort Custo Total desc',
  ],
  [
    'os 5 maiores serviços',
    'consumo clusteredBarChart · values Custo Total · category Serviço · top 5 Serviço by Custo Total · sort Custo Total desc',
  ],
  [
    'custo por região e produto e mês',
    'consumo tableEx · values Custo Total · category Região, Produto, Mês',
  ],
  [
    'custo e quantidade total por região',
    'consumo clusteredBarChart · values Custo Total, Quantidade Total · category Região',
  ],
  ['custo por mês como matriz', 'consumo pivotTable · values Custo Total · category Mês'],
  [
    'chamados por status e mês como matriz',
    'chamados pivotTable · values Chamados · category Mês · columns Status',
  ],
  ['quanto custou o serviço de banco de dados', 'not understood: custou'],
  ['¿cuántos tickets abiertos hay?', 'chamados card · values Chamados Abertos'],
];

describe('Q&A: a table of questions and the query each gives', () => {
  it('holds at least 100 questions, none twice', () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(100);
    expect(new Set(QUESTIONS.map(([question]) => question)).size).toBe(QUESTIONS.length);
  });

  it.each(QUESTIONS)('%s', (question, expected) => {
    expect(describeAnswer(interpretQuestion(question, datasets))).toBe(expected);
  });

  it.each(QUESTIONS.filter(([, expected]) => !expected.startsWith('not understood')))(
    'the frame builds the query of "%s"',
    (question) => {
      const interpretation = interpretQuestion(question, datasets);
      if (!interpretation.understood) throw new Error('not understood');
      const { datasetId, visualType, fields, filters, sort } = interpretation.answer;
      const visual = {
        name: 'answer',
        title: question,
        type: visualType,
        layout: { x: 0, y: 0, z: 0, width: 1, height: 1, displayState: { mode: 0 as const } },
        fields,
        filters: [],
        ...(sort && { sort }),
      };
      const query = visualQueryOf({ datasetId, visual, filters, isDateField: () => false });
      expect(query).toMatchObject({ datasetId, filters });
      expect(query!.groupBy.length + query!.values.length).toBeGreaterThan(0);
    },
  );
});
