import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MaskedValuesProvider } from '../MaskedValue/MaskedValue';
import type { FilterToken } from '../ResourceList/resourceListTypes';
import { ProductTopologies, type ProductTopologiesProps } from './ProductTopologies';
import { sampleProductTopologies } from './productTopologiesFixtures';
import { productStatusOf, type ProductTopology } from './productTopologyRules';

/** As the page lists them first: by instance. */
const byInstance = [...sampleProductTopologies].sort((a, b) => a.instanceName.localeCompare(b.instanceName));
const NONE: ProductTopology[] = [];

const meta = {
  title: 'Pages/ProductTopologies',
  component: ProductTopologies,
  tags: ['autodocs'],
  args: {
    productName: 'Protheus',
    rows: byInstance,
    total: byInstance.length,
    page: 1,
    summary: productStatusOf(sampleProductTopologies),
    state: { status: 'ready' },
    filter: [],
    sort: { field: 'instance', direction: 'asc' },
    preferences: {
      visibleColumns: ['instance', 'domain', 'publicIp', 'region', 'type', 'drRole', 'status'],
      density: 'compact',
      pageSize: 25,
    },
    onPageChange: fn(),
    onFilterChange: fn(),
    onSortChange: fn(),
    onPreferencesChange: fn(),
    onRetry: fn(),
    marketplaceHref: '/marketplace',
  },
} satisfies Meta<typeof ProductTopologies>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The story's stand-in for useCollection's in-memory filtering: equality on a field, or free text. */
const matches = (topology: ProductTopology, token: FilterToken) =>
  token.field === ''
    ? `${topology.instanceName} ${topology.id}`.includes(token.value)
    : String(topology[token.field as keyof ProductTopology]) === token.value;

function Live(props: ProductTopologiesProps) {
  const [filter, setFilter] = useState<readonly FilterToken[]>(props.filter);
  const rows = byInstance.filter((t) => filter.every((token) => matches(t, token)));
  return (
    <ProductTopologies
      {...props}
      rows={rows}
      total={rows.length}
      filter={filter}
      onFilterChange={(next) => {
        setFilter(next);
        props.onFilterChange(next);
      }}
    />
  );
}

const bodyRows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table')).getAllByRole('row').slice(1);
const instances = (canvasElement: HTMLElement) =>
  bodyRows(canvasElement).map((row) => within(row).getByRole('rowheader').textContent);
const blur = (canvasElement: HTMLElement) =>
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('region', { name: 'Situação de Protheus neste ambiente' });
    await expect(status).toHaveTextContent('Topologias4');
    await expect(status).toHaveTextContent('Regiõessa-east-1, sa-east-2');
    await expect(status).toHaveTextContent('1 parada');
    await expect(status).toHaveTextContent('1 em provisionamento');
    await expect(instances(canvasElement)).toEqual([
      'acm1-protheus-devtp-acm1-06',
      'acm1-protheus-drtp-acm1-02',
      'acm1-protheus-hmltp-acm1-05',
      'acm1-protheus-prdtp-acm1-01',
    ]);
    const replica = bodyRows(canvasElement)[1]!;
    await expect(replica).toHaveTextContent('192.0.2.9');
    await expect(replica).toHaveTextContent('Réplica de DR');
    await expect(replica).toHaveTextContent('Destinoréplica de tp-acm1-01');
    await expect(bodyRows(canvasElement)[0]).toHaveTextContent('Parada');
    await expect(canvas.getByText('4 topologias')).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: /Instância/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  },
};

/** The property filter offers the states, types and regions; free text searches instances and ids. */
export const Filtering: Story = {
  render: (args) => <Live {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Filtrar' }));
    await userEvent.keyboard('Situação = ');
    await userEvent.click(await canvas.findByRole('option', { name: 'Situação = Parada' }));
    await expect(args.onFilterChange).toHaveBeenLastCalledWith([
      { field: 'status', operator: '=', value: 'stopped' },
    ]);
    await waitFor(() => expect(instances(canvasElement)).toEqual(['acm1-protheus-devtp-acm1-06']));
    await userEvent.keyboard('{Backspace}hml{Enter}');
    await waitFor(() => expect(instances(canvasElement)).toEqual(['acm1-protheus-hmltp-acm1-05']));
    await userEvent.keyboard('{Escape}');
    blur(canvasElement);
  },
};

/** Every topology up; the DR replicas are not listed while the all-topologies view is off, and the page says so. */
export const AllActiveReplicasHidden: Story = {
  args: {
    rows: byInstance.filter((t) => t.status === 'active' && t.type !== 'dr_destination'),
    total: 1,
    summary: productStatusOf(
      sampleProductTopologies.filter((t) => t.status === 'active' && t.type !== 'dr_destination'),
    ),
    replicasHidden: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Todas ativas')).toBeVisible();
    await expect(canvas.getByText(/As réplicas de recuperação de desastre não aparecem/)).toBeVisible();
    await expect(
      canvas.getByRole('region', { name: 'Situação de Protheus neste ambiente' }),
    ).toHaveTextContent('Regiãosa-east-2');
  },
};

/** The environment lacks the product: said, with the way to the marketplace. */
export const Empty: Story = {
  args: { productName: 'Fluig', rows: NONE, total: 0, summary: productStatusOf([]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Este ambiente não tem topologias de Fluig.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Fluig/ })).toHaveAttribute('href', '/marketplace');
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const EmptyWithoutMarketplace: Story = {
  args: {
    productName: 'Outros',
    rows: NONE,
    total: 0,
    summary: productStatusOf([]),
    marketplaceHref: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Este ambiente não tem topologias de Outros.')).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { rows: NONE, total: 0, summary: undefined, state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Carregando as topologias de Protheus…',
    );
  },
};

export const LoadError: Story = {
  args: {
    rows: NONE,
    total: 0,
    summary: undefined,
    state: { status: 'error', message: 'A lista de topologias do ambiente INT1 está indisponível.' },
  },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível carregar as topologias de Protheus.');
    await expect(alert).toHaveTextContent('A lista de topologias do ambiente INT1 está indisponível.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    blur(canvasElement);
  },
};

/** The top bar's eye closed: ids and addresses are hidden. */
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
    await expect(table).not.toHaveTextContent('192.0.2.10');
    await expect(table).not.toHaveTextContent('tp-acm1-01');
    await expect(table).toHaveTextContent('acm1-protheus-prd');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Topologias de Protheus' });
    await expect(region).toHaveAttribute('tabindex', '0');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('region', { name: 'Protheus status in this environment' }),
    ).toHaveTextContent('1 stopped');
    await expect(canvas.getByText('4 topologies')).toBeVisible();
  },
};

export const SpanishEmpty: Story = {
  globals: { locale: 'es' },
  args: { productName: 'RM', rows: NONE, total: 0, summary: productStatusOf([]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Este entorno no tiene topologías de RM.')).toBeVisible();
  },
};
