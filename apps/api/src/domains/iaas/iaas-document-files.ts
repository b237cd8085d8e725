// The files behind IaaS › Informações' documents, made on download from the environment's own rows: the
// contract as a one-page PDF (its number, plan, term, the company and its billing data) and an invoice as CSV
// (one line per day and region of the analytics side's daily consumption, then the total). Both are in
// Portuguese: they are the Brazilian company's fiscal documents, whatever the portal's language.
import type { IaasContractPlan, IaasPaymentMethod } from '@nuvem/api-contract';
import type { EnvironmentRow } from '../environments/environments-repository';
import type {
  DailyConsumptionRow,
  IaasBillingProfileRow,
  IaasContractRow,
  IaasDocumentRow,
} from './iaas-information-repository';
import { pdfOfLines } from './pdf-text-document';

export interface DocumentFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

const planNames: Record<IaasContractPlan, string> = {
  pay_as_you_go: 'Sob demanda',
  reserved_12: 'Reservado 12 meses',
  reserved_36: 'Reservado 36 meses',
  enterprise: 'Corporativo',
};

const paymentNames: Record<IaasPaymentMethod, string> = {
  boleto: 'Boleto bancário',
  pix: 'Pix',
  credit_card: 'Cartão de crédito',
  bank_debit: 'Débito automático',
};

export const brDate = (iso: string) => iso.split('-').reverse().join('/');
const reais = (cents: number) =>
  (cents / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The name a document downloads as: the environment and what it is, e.g. fatura-ACM1-2026-11.csv. */
export function documentFileOf(cloudId: string, document: Pick<IaasDocumentRow, 'kind' | 'period'>) {
  return document.kind === 'contract'
    ? { fileName: `contrato-${cloudId}.pdf`, contentType: 'application/pdf' }
    : { fileName: `fatura-${cloudId}-${document.period}.csv`, contentType: 'text/csv; charset=utf-8' };
}

export function contractPdf(
  environment: EnvironmentRow,
  contract: IaasContractRow,
  billing: IaasBillingProfileRow | undefined,
): Buffer {
  return pdfOfLines(`Contrato ${contract.contract_number}`, [
    { text: 'Contrato de serviços de infraestrutura em nuvem (IaaS)', size: 14, bold: true },
    { text: `Contrato nº ${contract.contract_number}`, size: 11 },
    { text: '' },
    { text: 'Contratante', bold: true },
    { text: `Razão social: ${environment.corporate_name}` },
    { text: `CNPJ: ${environment.federal_id}` },
    { text: `Ambiente: ${environment.cloud_id} (código ${environment.t_code})` },
    ...(billing ? [{ text: `Endereço de cobrança: ${billing.billing_address}` }] : []),
    { text: '' },
    { text: 'Condições', bold: true },
    { text: `Plano: ${planNames[contract.plan]}` },
    { text: `Início: ${brDate(contract.start_date)}   Vigência: ${contract.term_months} meses` },
    { text: `Término: ${brDate(contract.end_date)}` },
    ...(billing
      ? [
          { text: `Forma de pagamento: ${paymentNames[billing.payment_method]}` },
          { text: `Vencimento das faturas: dia ${billing.invoice_day} de cada mês` },
          { text: `Faturas enviadas para: ${billing.invoice_email}` },
        ]
      : []),
    { text: '' },
    { text: 'Os recursos são cobrados pelo consumo diário, aos preços da tabela vigente na região.' },
  ]);
}

export const csvCell = (value: string) => (/[;"\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The invoice of one month: a header block, one line per day and region, the total. `;`-separated (pt-BR). */
export function invoiceCsv(
  environment: EnvironmentRow,
  month: string,
  days: readonly DailyConsumptionRow[],
): Buffer {
  const total = days.reduce((sum, day) => sum + day.value_cents, 0);
  const rows = [
    ['Fatura', month],
    ['Razão social', environment.corporate_name],
    ['CNPJ', environment.federal_id],
    ['Ambiente', environment.cloud_id],
    [],
    ['Dia', 'Região', 'Valor (R$)'],
    ...days.map((day) => [brDate(day.day), day.region, reais(day.value_cents)]),
    [],
    ['Total', '', reais(total)],
  ];
  // The BOM lets spreadsheet programs read the accents as UTF-8.
  return Buffer.from(`\ufeff${rows.map((row) => row.map(csvCell).join(';')).join('\r\n')}\r\n`, 'utf8');
}
