import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MaskedValuesProvider } from '../MaskedValue/MaskedValue';
import type { FilterToken, ListPreferences } from '../ResourceList/resourceListTypes';
import { IAAS_DEFAULT_COLUMNS, IaasResourcesTable, type IaasResourcesTableProps } from './IaasResourcesTable';
import { NO_IAAS_RESOURCES_SUMMARY, sampleIaasResources, sampleIaasSummary } from './iaasResourcesFixtures';

const meta = {
  title: 'Pages/IaasResourcesTable',
  component: IaasResourcesTable,
  tags: ['autodocs'],
  args: {
    rows: sampleIaasResources,
    total: sampleIaasResources.length,
    page: 1,
    summary: sampleIaasSummary,
    state: { status: 'ready' },
    filter: [],
    sort: null,
    preferences: { visibleColumns: IAAS_DEFAULT_COLUMNS, density: 'compact', pageSize: 25 },
    onPageChange: fn(),
    onFilterChange: fn(),
    onSortChange: fn(),
    onPreferencesChange: fn(),
    onRetry: fn(),
    // Pinned, so the dates read the same on every machine.
    timeZone: 'America/Sao_Paulo',
  },
} satisfies Meta<typeof IaasResourcesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server's filtering, for the story: every token an equality on its field (or free text in the name). */
const matches = (resource: (typeof sampleIaasResources)[number], token: FilterToken) =>
  token.field === ''
    ? resource.name.includes(token.value)
    : String(resource[token.field as keyof typeof resource]) === token.value;

/** The table with its filter living in the story, as the page keeps it in the address. */
function Live(props: IaasResourcesTableProps) {
  const [filter, setFilter] = useState<readonly FilterToken[]>(props.filter);
  const [preferences, setPreferences] = useState<ListPreferences>(props.preferences);
  const rows = sampleIaasResources.filter((r) => filter.every((t) => matches(r, t)));
  return (
    <IaasResourcesTable
      {...props}
      rows={rows}
      total={rows.length}
      filter={filter}
      onFilterChange={(next) => {
        setFilter(next);
        props.onFilterChange(next);
      }}
      preferences={preferences}
      onPreferencesChange={(next) => {
        setPreferences(next);
        props.onPreferencesChange(next);
      }}
    />
  );
}

const bodyRows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table')).getAllByRole('row').slice(1);
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

/** The property filter offers the kinds, the environment's regions and the states, in Portuguese. */
export const Filtering: Story = {
  render: (args) => <Live {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Filtrar' });
    await userEvent.click(input);
    await userEvent.keyboard('Tipo = Máq');
    await userEvent.click(await canvas.findByRole('option', { name: 'Tipo = Máquina virtual' }));
    await expect(args.onFilterChange).toHaveBeenLastCalledWith([
      { field: 'kind', operator: '=', value: 'virtual_machine' },
    ]);
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(3));
    await userEvent.keyboard('Região = ');
    await userEvent.click(await canvas.findByRole('option', { name: 'Região = sa-east-1' }));
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(1));
    await expect(bodyRows(canvasElement)[0]).toHaveTextContent('acm1-db-dr');
    await userEvent.keyboard('Situação = Parado{Enter}');
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(1));
    await userEvent.keyboard('Situação = Em execução{Enter}');
    await expect(await canvas.findByText('Nenhum item corresponde aos filtros escolhidos.')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Limpar filtros' }).at(-1)!);
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(8));
    await expect(args.onFilterChange).toHaveBeenLastCalledWith([]);
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
    await expect(args.onFilterChange).toHaveBeenLastCalledWith([
      { field: 'kind', operator: '=', value: 'volume' },
    ]);
    await expect(canvas.getByRole('button', { name: 'Remover filtro Tipo = Volume' })).toBeVisible();
    await userEvent.click(volumes);
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(8));
    await userEvent.click(canvas.getByRole('button', { name: '1 Com erro' }));
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(1));
    await expect(bodyRows(canvasElement)[0]).toHaveTextContent('Com erro');
    blur(canvasElement);
  },
};

/** A filter from the address on a region no resource is in: its token, and nothing matches. */
export const FilteredFromAddress: Story = {
  args: { rows: [], total: 0, filter: [{ field: 'region', operator: '=', value: 'us-east-1' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Remover filtro Região = us-east-1' })).toBeVisible();
    await expect(canvas.getByText('Nenhum item corresponde aos filtros escolhidos.')).toBeVisible();
  },
};

/** The columns and density chosen in the preferences (kept per user on the server). */
export const ColumnChoice: Story = {
  args: { preferences: { visibleColumns: ['name', 'state'], density: 'comfortable', pageSize: 25 } },
  play: async ({ canvasElement }) => {
    const headers = within(canvasElement)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    await expect(headers).toEqual(['Nome', 'Situação']);
  },
};

/** An environment without IaaS resources: said plainly. */
export const Empty: Story = {
  args: { rows: [], total: 0, summary: NO_IAAS_RESOURCES_SUMMARY },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Este ambiente não tem recursos IaaS.')).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** While the resources load: skeleton rows under the real header. */
export const Loading: Story = {
  args: { rows: [], total: 0, summary: undefined, state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando os recursos IaaS…');
    await expect(canvasElement.querySelectorAll('[data-skeleton-row]')).toHaveLength(5);
  },
};

/** The API refused (here: the IaaS account is being cancelled): its error, translated, and a retry. */
export const LoadError: Story = {
  args: {
    rows: [],
    total: 0,
    summary: undefined,
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
  args: { rows: [], total: 0, summary: NO_IAAS_RESOURCES_SUMMARY },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Este entorno no tiene recursos IaaS.')).toBeVisible();
  },
};
