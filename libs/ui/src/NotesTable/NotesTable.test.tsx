import { fireEvent, screen, within } from '@testing-library/react';
import type { Locale } from '../i18n';
import { MaskedValuesProvider } from '../MaskedValue/MaskedValue';
import { renderWithProviders } from '../testing/renderWithProviders';
import { NotesTable, type NotesTableProps } from './NotesTable';
import { sampleNotes } from './notesFixtures';

function props(more: Partial<NotesTableProps> = {}): NotesTableProps {
  return {
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
    onPageChange: vi.fn(),
    onFilterChange: vi.fn(),
    onSortChange: vi.fn(),
    onPreferencesChange: vi.fn(),
    onRetry: vi.fn(),
    timeZone: 'America/Sao_Paulo',
    ...more,
  };
}

function renderTable(more: Partial<NotesTableProps> = {}, locale: Locale = 'pt-BR', masked = false) {
  const all = props(more);
  const utils = renderWithProviders(
    <MaskedValuesProvider masked={masked}>
      <NotesTable {...all} />
    </MaskedValuesProvider>,
    { locale },
  );
  return { ...utils, ...all };
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

test('every field of each note: mark, title, content, id, author and both dates; the counts above', () => {
  renderTable();
  expect(rows()).toHaveLength(4);
  const first = rows()[0]!;
  expect(within(first).getByRole('rowheader')).toHaveTextContent(
    'Janela de deployDeploys em produção somente às terças e quintas, após as 20h.ID 0b6c2f1e-5d1a-4f47-9c52-1c1f3e9a0001',
  );
  expect(first).toHaveTextContent('Marcada');
  expect(first).toHaveTextContent('Equipe de Operações');
  // 14:05 UTC is 11:05 in São Paulo.
  expect(within(first).getAllByText('11/03/2026, 11:05')).toHaveLength(2);
  expect(rows()[2]).toHaveTextContent('Não marcada');
  expect(screen.getByText('4 notas · 2 marcadas')).toBeInTheDocument();
  expect(screen.getByText('4 notas', { selector: '[role=status]' })).toBeInTheDocument();
});

test.each<[Locale, string]>([
  ['pt-BR', '12/03/2026, 15:45'],
  ['en', '3/12/26, 3:45 PM'],
  ['es', '12/3/26, 15:45'],
])('dates follow the language (%s)', (locale, updated) => {
  renderTable({}, locale);
  const row = rows()[1]!;
  const time = row.querySelector('time[datetime="2026-03-12T18:45:00Z"]');
  expect(time?.textContent?.replace(/\u202f/g, ' ')).toBe(updated);
});

test('the property filter offers the mark (Marcada = Sim) and free text over the notes', () => {
  const { onFilterChange } = renderTable();
  const input = screen.getByRole('combobox', { name: 'Filtrar' });
  fireEvent.change(input, { target: { value: 'Marcada = S' } });
  fireEvent.click(screen.getByRole('option', { name: 'Marcada = Sim' }));
  expect(onFilterChange).toHaveBeenLastCalledWith([{ field: 'checked', operator: '=', value: 'true' }]);
  fireEvent.change(input, { target: { value: 'dba' } });
  fireEvent.keyDown(input, { key: 'Enter' });
  expect(onFilterChange).toHaveBeenLastCalledWith([{ field: '', operator: ':', value: 'dba' }]);
});

test('the filter from the address shows as tokens; no match says so and clears them', () => {
  const { onFilterChange } = renderTable({
    rows: [],
    total: 0,
    filter: [
      { field: 'checked', operator: '=', value: 'false' },
      { field: '', operator: ':', value: 'inexistente' },
    ],
  });
  expect(screen.getByRole('button', { name: 'Remover filtro Marcada = Não' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Remover filtro “inexistente”' })).toBeInTheDocument();
  expect(screen.getByText('Nenhum item corresponde aos filtros escolhidos.')).toBeInTheDocument();
  fireEvent.click(screen.getAllByRole('button', { name: 'Limpar filtros' }).at(-1)!);
  expect(onFilterChange).toHaveBeenLastCalledWith([]);
});

test('an environment without notes says so, without a table', () => {
  renderTable({ rows: [], total: 0, counts: { total: 0, checked: 0 } });
  expect(screen.getByText('Não há notas para este ambiente.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('loading shows skeleton rows, announced', () => {
  const { container } = renderTable({ rows: [], total: 0, counts: undefined, state: { status: 'loading' } });
  expect(container.querySelectorAll('[data-skeleton-row]')).toHaveLength(5);
  expect(screen.getByRole('status')).toHaveTextContent('Carregando notas...');
  expect(screen.getByRole('table', { name: 'Notas do ambiente' })).toHaveAttribute('aria-busy', 'true');
});

test('a failure shows the translated error and a retry', () => {
  const { onRetry } = renderTable({
    rows: [],
    total: 0,
    state: { status: 'error', message: 'Você não tem permissão para fazer isso.' },
  });
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent(
    'Não foi possível carregar as notasVocê não tem permissão para fazer isso.',
  );
  fireEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('the eye hides the note ids', () => {
  renderTable({}, 'pt-BR', true);
  expect(screen.getByRole('table')).not.toHaveTextContent('0b6c2f1e');
  expect(rows()[0]).toHaveTextContent('valor oculto');
});

test('refresh asks again and waits while it is on its way', () => {
  const onRefresh = vi.fn();
  const { rerender } = renderTable({ onRefresh });
  fireEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
  expect(onRefresh).toHaveBeenCalledTimes(1);
  rerender(<NotesTable {...props({ onRefresh, refreshing: true })} />);
  expect(screen.getByRole('button', { name: 'Atualizar' })).toBeDisabled();
  expect(screen.getByRole('progressbar', { name: 'Carregando notas...' })).toBeInTheDocument();
});
