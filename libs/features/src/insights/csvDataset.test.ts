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
