import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MaskedValuesProvider } from '../MaskedValue/MaskedValue';
import { ProductTopologies, type ProductTopologiesProps } from './ProductTopologies';
import { makeProductTopologies, sampleProductTopologies } from './productTopologiesFixtures';
import { DEFAULT_PRODUCT_TOPOLOGY_SORT } from './productTopologyRules';

const meta = {
  title: 'Pages/ProductTopologies',
  component: ProductTopologies,
  tags: ['autodocs'],
  args: {
    productName: 'Protheus',
    topologies: sampleProductTopologies,
    state: { status: 'ready' },
    search: '',
    onSearchChange: fn(),
    sort: DEFAULT_PRODUCT_TOPOLOGY_SORT,
    onSortChange: fn(),
    onRetry: fn(),
    replicasShown: true,
    marketplaceHref: '/marketplace',
  },
} satisfies Meta<typeof ProductTopologies>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page with its search and sort living in the story, as the portal keeps them in the URL. */
function Live(props: ProductTopologiesProps) {
  const [search, setSearch] = useState(props.search);
  const [sort, setSort] = useState(props.sort);
  return (
    <ProductTopologies
      {...props}
      search={search}
      sort={sort}
      onSearchChange={(next) => {
        setSearch(next);
        props.onSearchChange(next);
      }}
      onSortChange={(next) => {
        setSort(next);
        props.onSortChange(next);
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

/** A product with a DR pair over two regions, one topology stopped and one provisioning. */
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

/** Search narrows the rows; a header sorts by its column, a second click the other way. */
export const SearchAndSort: Story = {
  render: (args) => <Live {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Buscar topologias' });
    await userEvent.type(search, 'HML');
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(1));
    await expect(canvas.getByText('Mostrando 1 de 4')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(4));
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('');
    await userEvent.click(canvas.getByRole('button', { name: 'IP público' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ field: 'publicIp', direction: 'asc' });
    // 192.0.2.9 before 192.0.2.10 (as numbers); the topology without an address last.
    await waitFor(() =>
      expect(instances(canvasElement)).toEqual([
        'acm1-protheus-drtp-acm1-02',
        'acm1-protheus-prdtp-acm1-01',
        'acm1-protheus-hmltp-acm1-05',
        'acm1-protheus-devtp-acm1-06',
      ]),
    );
    await userEvent.click(canvas.getByRole('button', { name: /IP público/ }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ field: 'publicIp', direction: 'desc' });
    await expect(canvas.getByRole('columnheader', { name: /IP público/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    blur(canvasElement);
  },
};

/** A search matching nothing says so, with a way back. */
export const NoMatches: Story = {
  args: { search: 'sap' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nenhuma topologia encontrada para “sap”.')).toBeVisible();
    await expect(bodyRows(canvasElement)).toHaveLength(0);
    // The button under the message (the field's own clear button is the first).
    await userEvent.click(canvas.getAllByRole('button', { name: 'Limpar busca' }).at(-1)!);
    await expect(args.onSearchChange).toHaveBeenCalledWith('');
    blur(canvasElement);
  },
};

/** Every topology up; the DR replicas are not listed while the all-topologies view is off, and the page says so. */
export const AllActiveReplicasHidden: Story = {
  args: {
    topologies: sampleProductTopologies.filter((t) => t.status === 'active' && t.type !== 'dr_destination'),
    replicasShown: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Todas ativas')).toBeVisible();
    await expect(canvas.getByText(/As réplicas de recuperação de desastre não aparecem/)).toBeVisible();
    await expect(canvas.getByRole('region', { name: /Situação/ })).toHaveTextContent('Regiãosa-east-2');
  },
};

/** The environment does not have the product: said plainly, with the way to the marketplace. */
export const Empty: Story = {
  args: { productName: 'Fluig', topologies: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Este ambiente não tem topologias de Fluig.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Conhecer Fluig no Marketplace' })).toHaveAttribute(
      'href',
      '/marketplace',
    );
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** Without a marketplace in the user's menu, the empty page offers no link. */
export const EmptyWithoutMarketplace: Story = {
  args: { productName: 'Outros', topologies: [], marketplaceHref: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Este ambiente não tem topologias de Outros.')).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** While the topologies load: skeletons in the header and the table. */
export const Loading: Story = {
  args: { topologies: [], state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando as topologias de Protheus…');
    await expect(canvasElement.querySelectorAll('[data-skeleton-row]')).toHaveLength(3);
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The API refused: its error, translated, and a retry. */
export const LoadError: Story = {
  args: {
    topologies: [],
    state: {
      status: 'error',
      message: 'A lista de topologias do ambiente INT1 está indisponível. Fale com o suporte.',
    },
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

/** The top bar's eye closed: topology ids and public IPs are hidden. */
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

/** Many topologies with long domains: the table stays dense. */
export const ManyTopologies: Story = {
  args: { productName: 'Fluig', topologies: makeProductTopologies(40) },
  play: async ({ canvasElement }) => {
    await expect(bodyRows(canvasElement)).toHaveLength(40);
    await expect(within(canvasElement).getByText('40 topologias')).toBeVisible();
    await expect(within(canvasElement).getByRole('region', { name: /Situação/ })).toHaveTextContent(
      'sa-east-1, sa-east-2, us-east-1',
    );
  },
};

/** On a phone the table scrolls sideways in its own region, reachable with Tab. */
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
    await expect(canvas.getByRole('button', { name: /Public IP/ })).toBeInTheDocument();
  },
};

export const SpanishEmpty: Story = {
  globals: { locale: 'es' },
  args: { productName: 'RM', topologies: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Este entorno no tiene topologías de RM.')).toBeVisible();
  },
};
