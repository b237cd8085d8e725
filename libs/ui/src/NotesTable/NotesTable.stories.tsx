import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MaskedValuesProvider } from '../MaskedValue/MaskedValue';
import type { FilterToken } from '../ResourceList/resourceListTypes';
import { NotesTable, type NotesTableProps } from './NotesTable';
import { sampleNotes } from './notesFixtures';

const meta = {
  title: 'Pages/NotesTable',
  component: NotesTable,
  tags: ['autodocs'],
  args: {
    rows: sampleNotes,
    total: sampleNotes.length,
    page: 1,
    state: { status: 'ready' },
    filter: [],
    sort: null,
    preferences: {
      visibleColumns: ['checked', 'title', 'author', 'createdAt', 'updatedAt'],
      density: 'compact',
      pageSize: 25,
    },
    counts: { total: 4, checked: 2 },
    onPageChange: fn(),
    onFilterChange: fn(),
    onSortChange: fn(),
    onPreferencesChange: fn(),
    onRetry: fn(),
    onRefresh: fn(),
    refreshing: false,
    // Pinned, so the dates read the same on every machine.
    timeZone: 'America/Sao_Paulo',
  },
} satisfies Meta<typeof NotesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The story's stand-in for useCollection's in-memory filtering: the mark, or free text in title and content. */
const matches = (note: (typeof sampleNotes)[number], token: FilterToken) =>
  token.field === 'checked'
    ? String(note.checked) === token.value
    : `${note.title} ${note.content}`.toLowerCase().includes(token.value.toLowerCase());

function Live(props: NotesTableProps) {
  const [filter, setFilter] = useState<readonly FilterToken[]>(props.filter);
  const rows = sampleNotes.filter((note) => filter.every((t) => matches(note, t)));
  return (
    <NotesTable
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
const blur = (canvasElement: HTMLElement) =>
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();

/** The environment's notes, every field: mark, title and content, id, author, created and updated dates. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(bodyRows(canvasElement)).toHaveLength(4);
    await expect(canvas.getByText('4 notas · 2 marcadas')).toBeVisible();
  },
};

/** 'Marcada = Sim' and free text narrow the notes. */
export const Filtering: Story = {
  render: (args) => <Live {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Filtrar' }));
    await userEvent.keyboard('Marcada = ');
    await userEvent.click(await canvas.findByRole('option', { name: 'Marcada = Sim' }));
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(2));
    await userEvent.keyboard('dba{Enter}');
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(1));
    await expect(bodyRows(canvasElement)[0]).toHaveTextContent('Contato do DBA');
    await expect(args.onFilterChange).toHaveBeenLastCalledWith([
      { field: 'checked', operator: '=', value: 'true' },
      { field: '', operator: ':', value: 'dba' },
    ]);
    await userEvent.keyboard('{Escape}');
    blur(canvasElement);
  },
};

export const Empty: Story = {
  args: { rows: [], total: 0, counts: { total: 0, checked: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Não há notas para este ambiente.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { rows: [], total: 0, counts: undefined, state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Carregando notas...');
  },
};

export const Refreshing: Story = {
  args: { refreshing: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Atualizar' })).toBeDisabled();
  },
};

export const LoadError: Story = {
  args: {
    rows: [],
    total: 0,
    state: { status: 'error', message: 'Você não tem permissão para fazer isso.' },
  },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível carregar as notas');
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    blur(canvasElement);
  },
};

/** The top bar's eye closed: the note ids are hidden. */
export const ValuesHidden: Story = {
  decorators: [
    (Story) => (
      <MaskedValuesProvider masked>
        <Story />
      </MaskedValuesProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).not.toHaveTextContent('0b6c2f1e');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('4 notes · 2 checked')).toBeVisible();
  },
};
