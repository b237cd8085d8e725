import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  IaasDocumentsList,
  useIaasDocumentColumns,
  type IaasDocumentItem,
} from '../IaasDocumentsList/IaasDocumentsList';
import { IaasInformation, type IaasInformationView } from './IaasInformation';

const information: IaasInformationView = {
  contract: {
    number: 'IAAS-ACM1-2024',
    plan: 'enterprise',
    startDate: '2026-03-01',
    termMonths: 48,
    endDate: '2030-03-01',
    status: 'active',
  },
  billing: {
    legalName: 'Acme Produção',
    cnpj: '11.345.678/0001-01',
    billingAddress: 'Av. Paulista, 1000, São Paulo – SP',
    invoiceEmail: 'faturas@acme.example',
    paymentMethod: 'boleto',
    invoiceDay: 5,
  },
  consumption: { month: '2026-12', toDateCents: 1_284_350 },
};

const documents: IaasDocumentItem[] = [
  {
    id: 'd1',
    kind: 'invoice',
    period: '2026-11',
    issuedOn: '2026-12-01',
    fileName: 'fatura-ACM1-2026-11.csv',
  },
  {
    id: 'd2',
    kind: 'invoice',
    period: '2026-10',
    issuedOn: '2026-11-01',
    fileName: 'fatura-ACM1-2026-10.csv',
  },
  { id: 'd3', kind: 'contract', period: null, issuedOn: '2026-03-01', fileName: 'contrato-ACM1.pdf' },
];

const onDownload = fn();

function Documents() {
  const columns = useIaasDocumentColumns(onDownload);
  return (
    <IaasDocumentsList
      columns={columns}
      rows={documents}
      total={documents.length}
      page={1}
      onPageChange={fn()}
      state={{ status: 'ready' }}
      filter={[]}
      onFilterChange={fn()}
      sort={null}
      onSortChange={fn()}
      preferences={{
        visibleColumns: ['title', 'kind', 'issuedOn', 'fileName', 'download'],
        density: 'compact',
        pageSize: 25,
      }}
      onPreferencesChange={fn()}
    />
  );
}

const meta = {
  title: 'Pages/IaasInformation',
  component: IaasInformation,
  tags: ['autodocs'],
  args: { information, state: { status: 'ready' } },
} satisfies Meta<typeof IaasInformation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The contract and billing data; the CNPJ stays hidden until the billing card's eye shows it. */
export const ContractAndBilling: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const contract = canvas.getByRole('region', { name: 'Contrato' });
    await expect(within(contract).getByText('IAAS-ACM1-2024')).toBeInTheDocument();
    await expect(within(contract).getByText('Corporativo')).toBeInTheDocument();
    await expect(within(contract).getByText('Ativo')).toBeInTheDocument();
    await expect(within(contract).getByText(/48 meses, até/)).toBeInTheDocument();
    const billing = canvas.getByRole('region', { name: 'Dados de cobrança' });
    await expect(within(billing).queryByText('11.345.678/0001-01')).toBeNull();
    await expect(within(billing).getByText('valor oculto')).toBeInTheDocument();
    await userEvent.click(within(billing).getByRole('button', { name: 'Ocultar valores' }));
    await expect(within(billing).getByText('11.345.678/0001-01')).toBeInTheDocument();
    await expect(within(billing).getByText('Boleto bancário')).toBeInTheDocument();
    await expect(within(billing).getByText('Dia 5 de cada mês')).toBeInTheDocument();
    await expect(canvas.getByText(/R\$\s12\.843,50/)).toBeInTheDocument();
  },
};

/** With the documents flag: the contract and invoices, each with its download button. */
export const WithDocuments: Story = {
  args: { documents: <Documents /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Documentos' });
    await expect(
      within(table).getByRole('rowheader', { name: 'Fatura de novembro de 2026' }),
    ).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Baixar Contrato' }));
    await expect(onDownload).toHaveBeenCalledWith(documents[2]);
  },
};

/** The IaaS account is being cancelled: the contract says so. */
export const Cancelling: Story = {
  args: { information: { ...information, contract: { ...information.contract!, status: 'cancelling' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Em cancelamento')).toBeInTheDocument();
  },
};

/** No contract nor billing data yet. */
export const Empty: Story = {
  args: { information: { ...information, contract: null, billing: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhum contrato IaaS neste ambiente')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' }, information: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Carregando as informações da conta IaaS…' }),
    ).toBeInTheDocument();
  },
};

/** The API refused (403: the access flag is off): the reason, and a retry. */
export const Refused: Story = {
  args: {
    information: undefined,
    state: { status: 'error', message: 'Você não tem permissão para acessar este recurso.' },
    onRetry: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Não foi possível carregar as informações da conta IaaS.'),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A phone (390 px): the cards one under the other, the documents list still usable. */
export const Phone: Story = {
  args: { documents: <Documents /> },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Contrato' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Baixar Contrato' })).toBeInTheDocument();
  },
};
