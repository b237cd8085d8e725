import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MaskedValuesProvider } from '../MaskedValue/MaskedValue';
import { NotesTable, type NotesTableProps } from './NotesTable';
import { makeNotes, sampleNotes } from './notesFixtures';
import type { NotesFilter } from './noteSearch';

const meta = {
  title: 'Pages/NotesTable',
  component: NotesTable,
  tags: ['autodocs'],
  args: {
    notes: sampleNotes,
    state: { status: 'ready' },
    filter: 'all',
    query: '',
    onFilterChange: fn(),
    onQueryChange: fn(),
    onRetry: fn(),
    onRefresh: fn(),
    refreshing: false,
    // Pinned, so the dates read the same on every machine.
    timeZone: 'America/Sao_Paulo',
  },
} satisfies Meta<typeof NotesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The table with its filter and search living in the story, as the page keeps them in the URL. */
function Live(props: NotesTableProps) {
  const [filter, setFilter] = useState<NotesFilter>(props.filter);
  const [query, setQuery] = useState(props.query);
  return (
    <NotesTable
      {...props}
      filter={filter}
      query={query}
      onFilterChange={(next) => {
        setFilter(next);
        props.onFilterChange(next);
      }}
      onQueryChange={(next) => {
        setQuery(next);
        props.onQueryChange(next);
      }}
    />
  );
}

const bodyRows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table')).getAllByRole('row').slice(1);

/** The environment's notes, every field: mark, title and content, id, author, created and updated dates. */
export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = bodyRows(canvasElement);
    await expect(rows).toHaveLength(4);
    await expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent(
      'Janela de deployDeploys em produção somente às terças e quintas, após as 20h.',
    );
    await expect(rows[0]).toHaveTextContent('Marcada');
    await expect(rows[0]).toHaveTextContent('0b6c2f1e-5d1a-4f47-9c52-1c1f3e9a0001');
    await expect(rows[1]).toHaveTextContent('10/03/2026, 06:30');
    await expect(rows[1]).toHaveTextContent('12/03/2026, 15:45');
    await expect(rows[2]).toHaveTextContent('Não marcada');
    await expect(canvas.getByRole('status')).toHaveTextContent('4 notas · 2 marcadas');
    await userEvent.click(canvas.getByRole('button', { name: 'Marcadas' }));
    await expect(args.onFilterChange).toHaveBeenCalledWith('checked');
    await userEvent.click(canvas.getByRole('button', { name: 'Atualizar' }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
    // The last click leaves no focus ring behind for the screenshot.
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** Search and filter together: typing narrows the rows, the filter narrows them more, 'Limpar filtros' undoes both. */
export const SearchAndFilter: Story = {
  render: (args) => <Live {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Buscar nas notas' });
    await userEvent.type(search, 'renovacao');
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(1));
    await expect(bodyRows(canvasElement)[0]).toHaveTextContent('Renovação de certificado');
    await expect(canvas.getByRole('status')).toHaveTextContent('Mostrando 1 de 4');
    await userEvent.click(canvas.getByRole('button', { name: 'Marcadas' }));
    await expect(canvas.getByRole('button', { name: 'Marcadas' })).toHaveAttribute('aria-pressed', 'true');
    await expect(
      await canvas.findByText('Nenhuma nota corresponde à busca e ao filtro escolhidos.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(4));
    await expect(search).toHaveValue('');
    await expect(search).toHaveFocus();
    await expect(args.onFilterChange).toHaveBeenLastCalledWith('all');
  },
};

/** The checked ones only: the notes the top bar's link counts. */
export const CheckedOnly: Story = {
  args: { filter: 'checked' },
  play: async ({ canvasElement }) => {
    const rows = bodyRows(canvasElement);
    await expect(rows).toHaveLength(2);
    for (const row of rows) await expect(row).toHaveTextContent('Marcada');
  },
};

/** Escape empties the search. */
export const EscapeClearsSearch: Story = {
  args: { query: 'dba' },
  play: async ({ canvasElement, args }) => {
    const search = within(canvasElement).getByRole('searchbox', { name: 'Buscar nas notas' });
    await userEvent.click(search);
    await userEvent.keyboard('{Escape}');
    await expect(args.onQueryChange).toHaveBeenCalledWith('');
  },
};

/** An environment without notes: said plainly. */
export const Empty: Story = {
  args: { notes: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Não há notas para este ambiente.')).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** While the notes load: skeleton rows under the real header. */
export const Loading: Story = {
  args: { notes: [], state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando notas...');
    await expect(canvasElement.querySelectorAll('[data-notes-skeleton-row]')).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: 'Atualizar' })).toBeDisabled();
  },
};

/** The API refused: its error, translated, and a retry. */
export const LoadError: Story = {
  args: {
    notes: [],
    state: { status: 'error', message: 'O ambiente ACM9 não foi encontrado ou você não tem acesso a ele.' },
  },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível carregar as notas');
    await expect(alert).toHaveTextContent('O ambiente ACM9 não foi encontrado ou você não tem acesso a ele.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    // The last click leaves no focus ring behind for the screenshot.
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** Asking the server again: a thin bar over the table, and 'Atualizar' waits. */
export const Refreshing: Story = {
  args: { refreshing: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Carregando notas...' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Atualizar' })).toBeDisabled();
  },
};

/** Many notes with long texts: the table stays dense, the text wraps. */
export const ManyLongNotes: Story = {
  args: { notes: makeNotes(30) },
  play: async ({ canvasElement }) => {
    await expect(bodyRows(canvasElement)).toHaveLength(30);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('30 notas · 8 marcadas');
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

/** On a phone the table scrolls sideways in its own region, reachable with Tab. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Notas do ambiente' });
    await expect(region).toHaveAttribute('tabindex', '0');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('4 notes · 2 checked');
    await expect(bodyRows(canvasElement)[1]).toHaveTextContent('3/12/26, 3:45');
    await expect(canvas.getByRole('button', { name: 'Not checked' })).toBeInTheDocument();
  },
};

export const SpanishEmpty: Story = {
  globals: { locale: 'es' },
  args: { notes: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No hay notas para este entorno.')).toBeVisible();
  },
};
