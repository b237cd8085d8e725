// A statement's files: a PDF to read and a CSV to work with, both made from the frozen rows (so the file of a
// month never changes either). Both are in Portuguese, the Brazilian company's fiscal documents, whatever the
// portal's language; amounts are written from integer centavos without a float.
import type { EnvironmentRow } from '../environments/environments-repository';
import { brDate, csvCell, type DocumentFile } from '../iaas/iaas-document-files';
import { pdfOfLines } from '../iaas/pdf-text-document';
import type { StatementLineRow, StatementRow } from './store-statements-repository';

type Statement = StatementRow & { lines: StatementLineRow[] };

/** Centavos as pt-BR writes reais without the symbol: 1234567 → '12.345,67'. */
export function reaisOf(cents: string | bigint): string {
  const value = BigInt(cents);
  const magnitude = value < 0n ? -value : value;
  const whole = (magnitude / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${value < 0n ? '-' : ''}${whole},${String(magnitude % 100n).padStart(2, '0')}`;
}

const quantityOf = (quantity: string) => quantity.replace(/\.?0+$/, '').replace('.', ',');
const rateOf = (basisPoints: string) => quantityOf((Number(basisPoints) / 100).toFixed(2));

/** extrato-ACM1-2026-11.pdf / .csv */
export const statementFileName = (cloudId: string, period: string, extension: 'pdf' | 'csv') =>
  `extrato-${cloudId}-${period}.${extension}`;

function header(environment: EnvironmentRow, statement: Statement) {
  return [
    ['Extrato', statement.period],
    ['Razão social', environment.corporate_name],
    ['CNPJ', environment.federal_id],
    ['Ambiente', environment.cloud_id],
    ['Emitido em', brDate(new Date(statement.issued_at).toISOString().slice(0, 10))],
  ];
}

/** `;`-separated (pt-BR): the header block, one row per line (kind, category, description, quantity, unit,
 * amount), then subtotal, taxes and total. */
export function statementCsv(environment: EnvironmentRow, statement: Statement): DocumentFile {
  const kinds = { consumption: 'Consumo', purchase: 'Compra', tax: 'Imposto' } as const;
  const rows = [
    ...header(environment, statement),
    [],
    ['Tipo', 'Categoria', 'Descrição', 'Quantidade', 'Unidade', 'Valor (R$)'],
    ...statement.lines.map((line) => [
      kinds[line.kind],
      line.category,
      line.description,
      line.kind === 'tax' ? '1' : quantityOf(line.quantity),
      line.kind === 'tax' ? `${rateOf(line.unit)}%` : line.unit,
      reaisOf(line.amount_cents),
    ]),
    [],
    ['Subtotal', '', '', '', '', reaisOf(statement.subtotal_cents)],
    ['Impostos', '', '', '', '', reaisOf(statement.taxes_cents)],
    ['Total', '', '', '', '', reaisOf(statement.total_cents)],
  ];
  const text = rows.map((row) => row.map(csvCell).join(';')).join('\r\n');
  return {
    fileName: statementFileName(environment.cloud_id, statement.period, 'csv'),
    contentType: 'text/csv; charset=utf-8',
    // The BOM lets spreadsheet programs read the accents as UTF-8.
    body: Buffer.from(`\ufeff${text}\r\n`, 'utf8'),
  };
}

export function statementPdf(environment: EnvironmentRow, statement: Statement): DocumentFile {
  const amountLine = (label: string, cents: string, bold = false) => ({
    text: `${label}: R$ ${reaisOf(cents)}`,
    bold,
  });
  const body = pdfOfLines(`Extrato ${environment.cloud_id} ${statement.period}`, [
    { text: `Extrato de ${statement.period}`, size: 14, bold: true },
    ...header(environment, statement)
      .slice(1)
      .map(([label, value]) => ({ text: `${label}: ${value}` })),
    { text: '' },
    { text: 'Consumo e compras', bold: true },
    ...statement.lines
      .filter((line) => line.kind !== 'tax')
      .map((line) => ({
        text: `${line.description}   ${quantityOf(line.quantity)} ${line.unit}   R$ ${reaisOf(line.amount_cents)}`,
      })),
    { text: '' },
    amountLine('Subtotal', statement.subtotal_cents),
    { text: 'Impostos', bold: true },
    ...statement.lines
      .filter((line) => line.kind === 'tax')
      .map((line) => ({ text: `${line.description}   R$ ${reaisOf(line.amount_cents)}` })),
    amountLine('Total de impostos', statement.taxes_cents),
    { text: '' },
    { ...amountLine('Total', statement.total_cents, true), size: 12 },
  ]);
  return {
    fileName: statementFileName(environment.cloud_id, statement.period, 'pdf'),
    contentType: 'application/pdf',
    body,
  };
}
