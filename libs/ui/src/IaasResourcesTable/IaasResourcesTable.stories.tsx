import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MaskedValuesProvider } from '../MaskedValue/MaskedValue';
import { IaasResourcesTable, type IaasResourcesTableProps } from './IaasResourcesTable';
import { sampleIaasResources } from './iaasResourcesFixtures';
import { NO_IAAS_FILTERS } from './iaasResourceRules';

const meta = {
  title: 'Pages/IaasResourcesTable',
  component: IaasResourcesTable,
  tags: ['autodocs'],
  args: {
    resources: sampleIaasResources,
    state: { status: 'ready' },
    filters: NO_IAAS_FILTERS,
    onFiltersChange: fn(),
    onRetry: fn(),
    // Pinned, so the dates read the same on every machine.
    timeZone: 'America/Sao_Paulo',
  },
} satisfies Meta<typeof IaasResourcesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The table with its filters living in the story, as the page keeps them in the URL. */
function Live(props: IaasResourcesTableProps) {
  const [filters, setFilters] = useState(props.filters);
  return (
    <IaasResourcesTable
      {...props}
      filters={filters}
      onFiltersChange={(next) => {
        setFilters(next);
        props.onFiltersChange(next);
      }}
    />
  );
}

const bodyRows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table')).getAllByRole('row').slice(1);
/** Opens a filter, picks an option, and waits for its list to close (the page behind is inert until then). */
async function choose(canvasElement: HTMLElement, filter: string, option: string) {
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(within(canvasElement).getByRole('combobox', { name: filter }));
  await userEvent.click(await body.findByRole('option', { name: option }));
  await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
}

const blur = (canvasElement: HTMLElement) =>
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();

/** Every kind, two regions, every state: the counts by kind above, one row per resource. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('list', { name: 'Recursos por tipo' });
    await expect(summary).toHaveTextContent('3Máquinas virtuais');
    await expect(summary).toHaveTextContent('2Volumes');
    await expect(summary).toHaveTextContent('1Redes');
    await expect(summary).toHaveTextContent('2IPs públicos');
    await expect(summary).toHaveTextContent('1Com erro');
    const rows = bodyRows(canvasElement);
    await expect(rows).toHaveLength(8);
    await expect(rows[0]).toHaveTextContent('acm1-app-01vm-acm1-01');
    await expect(rows[0]).toHaveTextContent('8 vCPU · 32 GB de memória · 100 GB de disco');
    await expect(rows[0]).toHaveTextContent('Em execução');
    await expect(rows[3]).toHaveTextContent('1.000 GB');
    await expect(rows[3]).toHaveTextContent('vm-acm1-01');
    await expect(rows[5]).toHaveTextContent('10.0.0.0/16');
    await expect(rows[6]).toHaveTextContent('203.0.113.1');
    await expect(rows[0]).toHaveTextContent('02/11/2025, 10:20');
    await expect(canvas.getByText('8 recursos')).toBeVisible();
  },
};

/** The type, region and state filters narrow the rows together; 'Limpar filtros' undoes them. */
export const Filtering: Story = {
  render: (args) => <Live {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, 'Tipo', 'Máquina virtual');
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(3));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      kind: 'virtual_machine',
      region: '',
      state: '',
    });
    await choose(canvasElement, 'Região', 'sa-east-1');
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(1));
    await expect(bodyRows(canvasElement)[0]).toHaveTextContent('acm1-db-dr');
    await expect(canvas.getByText('Mostrando 1 de 8')).toBeVisible();
    await choose(canvasElement, 'Situação', 'Parado');
    await expect(await canvas.findByText('Nenhum recurso corresponde aos filtros escolhidos.')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Limpar filtros' })[0]!);
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(8));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(NO_IAAS_FILTERS);
    blur(canvasElement);
  },
};

/** A count in the summary filters by its kind; a second click shows every kind again. */
export const CountFilters: Story = {
  render: (args) => <Live {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const volumes = canvas.getByRole('button', { name: '2 Volumes' });
    await userEvent.click(volumes);
    await expect(volumes).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(2));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ kind: 'volume', region: '', state: '' });
    await userEvent.click(volumes);
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(8));
    await userEvent.click(canvas.getByRole('button', { name: '1 Com erro' }));
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(1));
    await expect(bodyRows(canvasElement)[0]).toHaveTextContent('Com erro');
    blur(canvasElement);
  },
};

/** Filters from the URL: a region no resource is in still shows in its field, and nothing matches. */
export const FilteredFromAddress: Story = {
  args: { filters: { kind: '', region: 'us-east-1', state: '' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Região' })).toHaveTextContent('us-east-1');
    await expect(canvas.getByText('Nenhum recurso corresponde aos filtros escolhidos.')).toBeVisible();
  },
};

/** An environment without IaaS resources: said plainly. */
export const Empty: Story = {
  args: { resources: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Este ambiente não tem recursos IaaS.')).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** While the resources load: skeleton rows under the real header. */
export const Loading: Story = {
  args: { resources: [], state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando os recursos IaaS…');
    await expect(canvasElement.querySelectorAll('[data-skeleton-row]')).toHaveLength(5);
  },
};

/** The API refused (here: the IaaS account is being cancelled): its error, translated, and a retry. */
export const LoadError: Story = {
  args: {
    resources: [],
    state: {
      status: 'error',
      message: 'A conta IaaS está em cancelamento: os recursos IaaS não são exibidos.',
    },
  },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível carregar os recursos IaaS.');
    await expect(alert).toHaveTextContent('A conta IaaS está em cancelamento');
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    blur(canvasElement);
  },
};

/** The top bar's eye closed: resource ids and addresses are hidden. */
export const ValuesHidden: Story = {
  decorators: [
    (Story) => (
      <MaskedValuesProvider masked>
        <Story />
      </MaskedValuesProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(table).not.toHaveTextContent('203.0.113.1');
    await expect(table).not.toHaveTextContent('vm-acm1-01');
    await expect(table).toHaveTextContent('acm1-app-01');
  },
};

/** On a phone the table scrolls sideways in its own region, reachable with Tab. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Recursos IaaS do ambiente' });
    await expect(region).toHaveAttribute('tabindex', '0');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Resources by type' })).toHaveTextContent(
      '3Virtual machines',
    );
    await expect(bodyRows(canvasElement)[0]).toHaveTextContent('8 vCPU · 32 GB memory · 100 GB disk');
    await expect(canvas.getByText('8 resources')).toBeVisible();
  },
};

export const SpanishEmpty: Story = {
  globals: { locale: 'es' },
  args: { resources: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Este entorno no tiene recursos IaaS.')).toBeVisible();
  },
};
