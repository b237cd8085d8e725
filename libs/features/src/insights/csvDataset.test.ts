import { CsvDatasetError, csvDatasetOf, tableNameOfFile } from './csvDataset';

const problemOf = (text: string) => {
  try {
    csvDatasetOf(text, 'T', 'pt-BR');
  } catch (error) {
    if (error instanceof CsvDatasetError) return error.detail;
  }
  return undefined;
};

describe('csvDatasetOf', () => {
  it("reads a pt-BR spreadsheet's export: ';', decimal commas, dd/mm/yyyy dates, quoted fields", () => {
    const text =
      '\uFEFFProduto;Valor;Dia;Unidades;Pago\r\n' +
      '"Cadeira; estofada";120,50;02/11/2026;3;sim\r\n' +
      'Mesa;899;3/11/2026;1;não\r\n' +
      '"Abajur ""novo""";;;;\r\n\r\n';
    const dataset = csvDatasetOf(text, 'vendas', 'pt-BR');
    expect(dataset.columns).toEqual([
      { name: 'Produto', type: 'Text' },
      { name: 'Valor', type: 'Number' },
      { name: 'Dia', type: 'Date' },
      { name: 'Unidades', type: 'Int32' },
      { name: 'Pago', type: 'Logical' },
    ]);
    expect(dataset.rows).toBe(3);
    expect(dataset.config).toEqual({
      locale: 'pt-BR',
      tableSchemaList: [
        {
          name: 'vendas',
          columns: [
            { name: 'Produto', dataType: 'Text' },
            { name: 'Valor', dataType: 'Number' },
            { name: 'Dia', dataType: 'Date' },
            { name: 'Unidades', dataType: 'Int32' },
            { name: 'Pago', dataType: 'Logical' },
          ],
        },
      ],
      data: [
        {
          name: 'vendas',
          rows: [
            ['Cadeira; estofada', '120.50', '2026-11-02', '3', 'true'],
            ['Mesa', '899', '2026-11-03', '1', 'false'],
            ['Abajur "novo"', '', '', '', ''],
          ],
        },
      ],
    });
  });

  it('reads a comma file with decimal points, a quoted line break, and names blank or repeated headers', () => {
    const dataset = csvDatasetOf('a,,a\n"x\ny",1.5,2026-01-31\n', 'T', 'en');
    expect(dataset.columns).toEqual([
      { name: 'a', type: 'Text' },
      { name: 'Coluna 2', type: 'Number' },
      { name: 'a (2)', type: 'Date' },
    ]);
    expect(dataset.config.data![0]!.rows).toEqual([['x\ny', '1.5', '2026-01-31']]);
  });

  it('keeps as text what is not all of one type', () => {
    expect(csvDatasetOf('v\n1\nabc\n', 'T', 'en').columns[0]!.type).toBe('Text');
    expect(csvDatasetOf('v\n99999999999\n', 'T', 'en').columns[0]!.type).toBe('Number');
  });

  it('refuses an empty file and a ragged row, naming the line', () => {
    expect(problemOf('a;b\n')).toEqual({ problem: 'empty' });
    expect(problemOf('')).toEqual({ problem: 'empty' });
    expect(problemOf('a;b\n1;2\n1;2;3;4\n')).toEqual({
      problem: 'rowLength',
      row: 3,
      expected: 2,
      actual: 4,
    });
  });

  it('names the table after the file', () => {
    expect(tableNameOfFile('Vendas de novembro.csv')).toBe('Vendas de novembro');
    expect(tableNameOfFile('.csv')).toBe('Dados');
  });
});

describe('csvDatasetOf: numbers as spreadsheets write them', () => {
  it('types money, percentages and grouped thousands, sent in the invariant form', () => {
    const text =
      'Cliente;Receita;Margem;Pedidos;Peso;CEP\n' +
      'Acme;R$ 1.234,56;12,5%;1.200;1.234,5;01310-100\n' +
      'Beta;-R$ 10,00;-3%;7;2,25;04538-132\n' +
      'Gama;;;;;\n';
    const dataset = csvDatasetOf(text, 'T', 'pt-BR');
    expect(dataset.columns.map((column) => column.type)).toEqual([
      'Text',
      'Currency',
      'Percentage',
      'Int32',
      'Number',
      'Text',
    ]);
    expect(dataset.config.data![0]!.rows).toEqual([
      ['Acme', '1234.56', '0.125', '1200', '1234.5', '01310-100'],
      ['Beta', '-10.00', '-0.03', '7', '2.25', '04538-132'],
      ['Gama', '', '', '', '', ''],
    ]);
  });

  it("reads a ',' file's quoted pt-BR numbers, and invariant numbers in a ';' file", () => {
    expect(csvDatasetOf('v\n"1.234,5"\n"2,75"\n', 'T', 'pt-BR').config.data![0]!.rows).toEqual([
      ['1234.5'],
      ['2.75'],
    ]);
    const invariant = csvDatasetOf('a;b\nx;1.5\ny;2.25\n', 'T', 'pt-BR');
    expect(invariant.columns[1]!.type).toBe('Number');
    expect(invariant.config.data![0]!.rows).toEqual([
      ['x', '1.5'],
      ['y', '2.25'],
    ]);
  });

  it('keeps codes with leading zeros, and percentages mixed with plain numbers, as text', () => {
    expect(csvDatasetOf('Código\n00123\n00456\n', 'T', 'pt-BR').columns[0]!.type).toBe('Text');
    expect(csvDatasetOf('v\n50%\n50\n', 'T', 'pt-BR').columns[0]!.type).toBe('Text');
  });
});
