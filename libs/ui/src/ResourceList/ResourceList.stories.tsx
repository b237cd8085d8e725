import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ResourceList, type ResourceListProps } from './ResourceList';
import { sampleServerColumns, sampleServers, type SampleServer } from './resourceListFixtures';
import type { FilterToken, ListPreferences, ListSort } from './resourceListTypes';

type Props = ResourceListProps<SampleServer>;

const meta = {
  title: 'Components/ResourceList',
  component: ResourceList<SampleServer>,
  tags: ['autodocs'],
  args: {
    label: 'Servidores',
    columns: sampleServerColumns,
    rows: sampleServers,
    rowId: (s: SampleServer) => s.id,
    rowLabel: (s: SampleServer) => s.name,
    total: sampleServers.length,
    page: 1,
    state: { status: 'ready' },
    filter: [],
    sort: null,
    preferences: { visibleColumns: ['name', 'state', 'region', 'vcpus'], density: 'compact', pageSize: 10 },
    empty: { title: 'Nenhum servidor neste ambiente.' },
    onPageChange: fn(),
    onFilterChange: fn(),
    onSortChange: fn(),
    onPreferencesChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<Props>;

export default meta;
type Story = StoryObj<typeof meta>;

const matches = (server: SampleServer, token: FilterToken) => {
  const value = token.field === '' ? server.name : String(server[token.field as keyof SampleServer]);
  const equal =
    token.operator === '=' || token.operator === '!=' ? value === token.value : value.includes(token.value);
  return token.operator.startsWith('!') ? !equal : equal;
};

/** The list with its choices living in the story, as useCollection keeps them in the URL. */
function Live(props: Props) {
  const [filter, setFilter] = useState<FilterToken[]>([...props.filter]);
  const [sort, setSort] = useState<ListSort | null>(props.sort);
  const [preferences, setPreferences] = useState<ListPreferences>(props.preferences);
  const rows = sampleServers
    .filter((s) => filter.every((token) => matches(s, token)))
    .sort((a, b) => {
      if (!sort) return 0;
      const key = sort.field as keyof SampleServer;
      const order = String(a[key]).localeCompare(String(b[key]), 'pt-BR', { numeric: true });
      return sort.direction === 'asc' ? order : -order;
    });
  return (
    <ResourceList<SampleServer>
      {...props}
      rows={rows}
      total={rows.length}
      filter={filter}
      onFilterChange={(next) => {
        setFilter(next);
        props.onFilterChange(next);
      }}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        props.onSortChange(next);
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

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(bodyRows(canvasElement)).toHaveLength(4);
    await expect(canvas.getByText('4 itens')).toBeVisible();
    await expect(canvas.getByText('1–4 de 4')).toBeVisible();
  },
};

/** Typed with the keyboard only: a property, its operator, a suggested value; then free text. */
export const PropertyFilterKeyboard: Story = {
  render: (args) => <Live {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Filtrar' });
    await userEvent.click(input);
    await userEvent.keyboard('Situ');
    await expect(canvas.getByRole('option', { name: 'Situação =' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(input).toHaveValue('Situação = ');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onFilterChange).toHaveBeenLastCalledWith([
      { field: 'state', operator: '=', value: 'stopped' },
    ]);
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(1));
    await expect(canvas.getByRole('button', { name: 'Remover filtro Situação = Parado' })).toBeVisible();
    await userEvent.keyboard('{Backspace}');
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(4));
    await userEvent.keyboard('erp{Enter}');
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(2));
    await userEvent.keyboard('{Escape}');
    blur(canvasElement);
  },
};

/** A header sorts ascending, then descending; aria-sort says which. */
export const Sorting: Story = {
  render: (args) => <Live {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'vCPUs' }));
    await expect(canvas.getByRole('columnheader', { name: 'vCPUs' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(bodyRows(canvasElement)[0]).toHaveTextContent('fluig-01');
    await userEvent.click(canvas.getByRole('button', { name: 'vCPUs' }));
    await expect(bodyRows(canvasElement)[0]).toHaveTextContent('erp-db-01');
    blur(canvasElement);
  },
};

/** Column choice, density and page size, confirmed together in the preferences dialog. */
export const Preferences: Story = {
  render: (args) => <Live {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Preferências da lista' }));
    const dialog = await body.findByRole('dialog', { name: 'Preferências da lista' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'vCPUs' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Confortável' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onPreferencesChange).toHaveBeenLastCalledWith({
      visibleColumns: ['name', 'state', 'region'],
      density: 'comfortable',
      pageSize: 10,
    });
    await expect(canvas.queryByRole('columnheader', { name: 'vCPUs' })).not.toBeInTheDocument();
  },
};

/** Checked rows bring the bulk toolbar, whose actions get their ids. */
export const BulkActions: Story = {
  args: {
    selectable: true,
    bulkActions: (ids) => (
      <Button size="small" variant="outlined" onClick={fn()}>
        Parar {ids.length}
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Selecionar erp-app-01' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Selecionar bi-worker' }));
    const toolbar = canvas.getByRole('toolbar', { name: 'Ações para os itens selecionados' });
    await expect(toolbar).toHaveTextContent('2 selecionados');
    await expect(within(toolbar).getByRole('button', { name: 'Parar 2' })).toBeVisible();
    blur(canvasElement);
  },
};

/** Many rows over the server's pages. */
export const Paged: Story = {
  args: {
    total: 137,
    page: 3,
    preferences: { visibleColumns: ['name', 'state'], density: 'compact', pageSize: 10 },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('21–30 de 137')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
    blur(canvasElement);
  },
};

export const Loading: Story = {
  args: { rows: [], total: 0, state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Carregando…');
    await expect(canvasElement.querySelectorAll('[data-skeleton-row]')).toHaveLength(5);
  },
};

/** A new filter or page on its way: the last rows stay under a bar, and the table says it is busy. */
export const Updating: Story = {
  args: { state: { status: 'ready', updating: true } },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
    await expect(canvasElement.querySelectorAll('[data-skeleton-row]')).toHaveLength(0);
  },
};

/** Nothing at all: the call to action. */
export const Empty: Story = {
  args: {
    rows: [],
    total: 0,
    empty: {
      title: 'Nenhum servidor neste ambiente.',
      hint: 'Crie o primeiro para começar.',
      action: <Button variant="contained">Criar servidor</Button>,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nenhum servidor neste ambiente.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Criar servidor' })).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** Filters matching nothing: said, with 'Limpar filtros'. */
export const NoMatch: Story = {
  args: { rows: [], total: 0, filter: [{ field: 'region', operator: '=', value: 'eu-west-1' }] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nenhum item corresponde aos filtros escolhidos.')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Limpar filtros' }).at(-1)!);
    await expect(args.onFilterChange).toHaveBeenLastCalledWith([]);
    blur(canvasElement);
  },
};

export const LoadError: Story = {
  args: { rows: [], total: 0, state: { status: 'error', message: 'O serviço não respondeu.' } },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível carregar a lista.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    blur(canvasElement);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { filter: [{ field: 'state', operator: '!=', value: 'stopped' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Filter' })).toBeVisible();
    await expect(canvas.getByText('4 items')).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { rows: [], total: 0, filter: [{ field: '', operator: ':', value: 'x' }] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Ningún elemento coincide con los filtros elegidos.'),
    ).toBeVisible();
  },
};
