import type { Dataset } from '@nuvem/api-contract';
import { interpretQuestion } from './interpretQuestion';
import { questionWords, stem } from './questionWords';
import { timePhraseAt } from './timePhrases';

const vendas: Dataset = {
  id: 'vendas',
  name: 'Vendas',
  tables: [
    {
      name: 'Vendas',
      captions: { en: 'Sales', es: 'Ventas' },
      columns: [
        { name: 'Data', dataType: 'date', format: 'date', captions: { en: 'Date', es: 'Fecha' } },
        { name: 'Ano', dataType: 'integer', format: 'text', captions: { en: 'Year', es: 'Año' } },
        { name: 'Mês', dataType: 'date', format: 'month', captions: { en: 'Month', es: 'Mes' } },
        { name: 'Loja', dataType: 'text', format: 'text', captions: { en: 'Store', es: 'Tienda' } },
        {
          name: 'Preço (R$)',
          dataType: 'number',
          format: 'currency',
          captions: { en: 'Price', es: 'Precio' },
        },
      ],
      measures: [
        {
          name: 'Receita',
          dataType: 'number',
          format: 'currency',
          captions: { en: 'Revenue', es: 'Ingresos' },
        },
        {
          name: 'Pedidos',
          dataType: 'integer',
          format: 'integer',
          captions: { en: 'Orders', es: 'Pedidos' },
        },
      ],
      hierarchies: [
        {
          name: 'Calendário',
          levels: [
            { name: 'Ano', column: 'Ano' },
            { name: 'Mês', column: 'Mês' },
            { name: 'Dia', column: 'Data' },
          ],
        },
      ],
    },
  ],
};
const estoque: Dataset = {
  id: 'estoque',
  name: 'Estoque',
  tables: [
    {
      name: 'Estoque',
      columns: [{ name: 'Loja', dataType: 'text', format: 'text' }],
      measures: [{ name: 'Itens em Estoque', dataType: 'integer', format: 'integer' }],
      hierarchies: [],
    },
  ],
};
const lojas = new Map([['Loja', ['Centro', 'Zona Sul']]]);
const both = [
  { dataset: vendas, values: lojas },
  { dataset: estoque, values: lojas },
];

describe('questionWords', () => {
  it('reads plurals, accents and case as one word in each language', () => {
    expect(questionWords('Regiões REGIÃO regiao')).toEqual(['regiao', 'regiao', 'regiao']);
    expect(['services', 'service', 'servicios'].map(stem)).toEqual(['servic', 'servic', 'servicio']);
    expect(['meses', 'mes', 'virtuais', 'virtual', 'clientes', 'cliente'].map(stem)).toEqual([
      'mes',
      'mes',
      'virtual',
      'virtual',
      'client',
      'client',
    ]);
  });

  it('keeps numbers and the percent sign', () => {
    expect(questionWords('top 5 margem %?')).toEqual(['top', '5', 'margem', '%']);
  });
});

describe('timePhraseAt', () => {
  const at = (text: string) => timePhraseAt(questionWords(text), 0);
  it('reads the calendar unit before this one, this one, and rolling units', () => {
    expect(at('mês passado')).toMatchObject({ operator: 0, count: 1, unit: 4, includeToday: false });
    expect(at('last year')).toMatchObject({ operator: 0, count: 1, unit: 6 });
    expect(at('este año')).toMatchObject({ operator: 1, count: 1, unit: 6, includeToday: true });
    expect(at('últimos 7 dias')).toMatchObject({ operator: 0, count: 7, unit: 0, length: 3 });
    expect(at('past 2 weeks')).toMatchObject({ operator: 0, count: 2, unit: 1 });
    expect(at('ontem')).toMatchObject({ operator: 0, count: 1, unit: 0, includeToday: false });
    expect(at('2025')).toEqual({ kind: 'year', year: 2025, length: 1 });
  });

  it('does not take a unit that only precedes another phrase', () => {
    // 'por mês este ano': at 'mês' there is no phrase ('este' starts the next one).
    expect(at('mês este ano')).toBeUndefined();
    expect(at('1850')).toBeUndefined();
  });
});

describe('interpretQuestion', () => {
  it('answers in the dataset that reads the question best', () => {
    const sales = interpretQuestion('receita por loja', both);
    const stock = interpretQuestion('itens em estoque por loja', both);
    expect(sales).toMatchObject({ understood: true, answer: { datasetId: 'vendas' } });
    expect(stock).toMatchObject({ understood: true, answer: { datasetId: 'estoque' } });
  });

  it('gives a card for a measure alone, a bar chart by a text column, a line over dates', () => {
    const type = (question: string) => {
      const result = interpretQuestion(question, both);
      return result.understood ? result.answer.visualType : result.unknownWords;
    };
    expect(type('receita')).toBe('card');
    expect(type('revenue by store')).toBe('clusteredBarChart');
    expect(type('ingresos por día')).toBe('lineChart');
    expect(type('pedidos por ano')).toBe('clusteredColumnChart');
    expect(type('receita por loja como tabela')).toBe('tableEx');
    // A pie chart of two groupings does not fit: the usual chart instead.
    expect(type('receita por loja e mês em pizza')).toBe('lineChart');
  });

  it('filters on a value the question names, the column before it only qualifying it', () => {
    const result = interpretQuestion('receita da loja zona sul e centro', both);
    expect(result).toMatchObject({
      understood: true,
      answer: {
        visualType: 'card',
        filters: [
          {
            filterType: 1,
            target: { table: 'Vendas', column: 'Loja' },
            operator: 'In',
            values: ['Zona Sul', 'Centro'],
          },
        ],
      },
    });
  });

  it('sums an amount and ranks by it, naming the field without its unit', () => {
    const result = interpretQuestion('top 2 lojas por preço', both);
    expect(result).toMatchObject({
      understood: true,
      answer: {
        fields: {
          category: [{ column: 'Loja' }],
          values: [{ column: 'Preço (R$)', aggregationFunction: 'Sum' }],
        },
        filters: [{ filterType: 5, operator: 'Top', itemCount: 2, orderBy: { column: 'Preço (R$)' } }],
        sort: { direction: 'Descending' },
      },
    });
  });

  it('says which words it could not read, as they were written', () => {
    expect(interpretQuestion('receita por planeta Júpiter', both)).toEqual({
      understood: false,
      unknownWords: ['planeta', 'Júpiter'],
    });
    expect(interpretQuestion('   ', both)).toEqual({ understood: false, unknownWords: [] });
    expect(interpretQuestion('o que é isso', both)).toEqual({
      understood: false,
      unknownWords: ['que', 'isso'],
    });
    expect(interpretQuestion('receita', [])).toEqual({ understood: false, unknownWords: [] });
  });
});
