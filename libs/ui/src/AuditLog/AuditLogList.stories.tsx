import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { FilterToken } from '../ResourceList/resourceListTypes';
import { AUDIT_LOG_DEFAULT_COLUMNS, AuditLogList, type AuditLogListProps } from './AuditLogList';
import { sampleAuditEntries, sampleAuditOptions } from './auditLogFixtures';

const meta = {
  title: 'Pages/AuditLogList',
  component: AuditLogList,
  tags: ['autodocs'],
  args: {
    rows: sampleAuditEntries,
    total: sampleAuditEntries.length,
    page: 1,
    state: { status: 'ready' },
    filter: [],
    sort: null,
    preferences: { visibleColumns: AUDIT_LOG_DEFAULT_COLUMNS, density: 'compact', pageSize: 25 },
    options: sampleAuditOptions,
    openEntry: null,
    onPageChange: fn(),
    onFilterChange: fn(),
    onSortChange: fn(),
    onPreferencesChange: fn(),
    onRetry: fn(),
    onOpen: fn(),
    onClose: fn(),
    onExport: fn(),
    timeZone: 'America/Sao_Paulo',
  },
} satisfies Meta<typeof AuditLogList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list as the container drives it: the filter keeps its tokens, a row's time opens its panel. */
function Live(args: AuditLogListProps) {
  const [filter, setFilter] = useState<FilterToken[]>([]);
  const [open, setOpen] = useState<string | null>(null);
  const rows = sampleAuditEntries.filter((entry) =>
    filter.every((token) => token.field !== 'action' || entry.action === token.value),
  );
  return (
    <AuditLogList
      {...args}
      rows={rows}
      total={rows.length}
      filter={filter}
      onFilterChange={(next) => {
        args.onFilterChange(next);
        setFilter(next);
      }}
      openEntry={sampleAuditEntries.find((entry) => entry.id === open) ?? null}
      onOpen={(id) => {
        args.onOpen(id);
        setOpen(id);
      }}
      onClose={() => setOpen(null)}
    />
  );
}

const bodyRows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Registro de auditoria' }))
    .getAllByRole('row')
    .slice(1);

/** Who (with 'por personificação de' when someone acted for another), the translated action, the result. */
export const Entries: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Registro de auditoria' });
    await expect(within(table).getByText('Máquina virtual redimensionada')).toBeVisible();
    await expect(within(table).getByText(/por personificação de Diego Ramos/)).toBeVisible();
    await expect(within(table).getByText('Falhou')).toBeVisible();
    await expect(bodyRows(canvasElement)).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Exportar CSV' }));
    await expect(args.onExport).toHaveBeenCalled();
  },
};

/** Filtered by action with the keyboard: the property, '=', an action from the list, grouped by domain. */
export const FilterByAction: Story = {
  render: (args) => <Live {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Filtrar' });
    await userEvent.click(input);
    await userEvent.keyboard('Ação');
    await expect(canvas.getByRole('option', { name: 'Ação =' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(input).toHaveValue('Ação = ');
    await userEvent.keyboard('parada');
    await userEvent.click(
      await canvas.findByRole('option', { name: 'Ação = Máquinas virtuais › Máquina virtual parada' }),
    );
    await expect(args.onFilterChange).toHaveBeenLastCalledWith([
      { field: 'action', operator: '=', value: 'vm.stop' },
    ]);
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(1));
    await userEvent.keyboard('{Escape}');
  },
};

/** A row's time opens the entry: before and after side by side, the changed fields marked. */
export const EntryDiff: Story = {
  render: (args) => <Live {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: /^Abrir o registro de/ })[0]!);
    await expect(args.onOpen).toHaveBeenCalledWith(sampleAuditEntries[0]!.id);
    const body = within(canvasElement.ownerDocument.body);
    const panel = await body.findByRole('dialog', { name: 'Máquina virtual redimensionada' });
    const changes = within(panel).getByRole('table', { name: 'Antes e depois' });
    const size = within(changes).getByRole('rowheader', { name: /size_sku\s*\(Alterado\)/ });
    await expect(size.closest('tr')).toHaveAttribute('data-changed', 'true');
    await expect(within(size.closest('tr')!).getByText('"std.4x16"')).toBeVisible();
    await expect(within(size.closest('tr')!).getByText('"std.8x32"')).toBeVisible();
    const tags = within(changes).getByRole('rowheader', { name: /tags\s*\(Sem alteração\)/ });
    await expect(tags.closest('tr')).toHaveAttribute('data-changed', 'false');
    await userEvent.click(within(panel).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** An entry that recorded no state: said in words. */
export const EntryWithoutState: Story = {
  args: { openEntry: sampleAuditEntries[2]! },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const panel = await body.findByRole('dialog', { name: 'Orçamento excluído' });
    await expect(
      within(panel).getByText('Nenhum estado registrado antes ou depois desta ação.'),
    ).toBeVisible();
  },
};

/** Nothing logged yet. */
export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhum registro no período')).toBeVisible();
  },
};

/** Nothing matches the filters: the way back. */
export const NoMatch: Story = {
  args: { rows: [], total: 0, filter: [{ field: 'action', operator: '=', value: 'vm.start' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nenhum item corresponde aos filtros escolhidos.')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Limpar filtros' }).length).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  args: { rows: [], total: 0, state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Exportar CSV' })).toBeDisabled();
  },
};

/** Refused (403) or failed: the API's message, and a retry. */
export const Forbidden: Story = {
  args: {
    rows: [],
    total: 0,
    state: { status: 'error', message: 'Você não tem permissão para fazer isso.' },
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Você não tem permissão para fazer isso.');
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
