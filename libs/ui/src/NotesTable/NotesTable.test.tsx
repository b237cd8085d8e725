import { fireEvent, screen, within } from '@testing-library/react';
import type { Locale } from '../i18n';
import { MaskedValuesProvider } from '../MaskedValue/MaskedValue';
import { renderWithProviders } from '../testing/renderWithProviders';
import { NotesTable, type NotesTableProps } from './NotesTable';
import { sampleNotes } from './notesFixtures';

function renderTable(props: Partial<NotesTableProps> = {}, locale: Locale = 'pt-BR', masked = false) {
  const onFilterChange = vi.fn();
  const onQueryChange = vi.fn();
  const utils = renderWithProviders(
    <MaskedValuesProvider masked={masked}>
      <NotesTable
        notes={sampleNotes}
        state={{ status: 'ready' }}
        filter="all"
        onFilterChange={onFilterChange}
        query=""
        onQueryChange={onQueryChange}
        timeZone="America/Sao_Paulo"
        {...props}
      />
    </MaskedValuesProvider>,
    { locale },
  );
  return { ...utils, onFilterChange, onQueryChange };
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

test('every field of each note: mark, title, content, id, author and both dates', () => {
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
  expect(screen.getByRole('status')).toHaveTextContent('4 notas · 2 marcadas');
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

test('the filter and search narrow the rows and say how many show', () => {
  renderTable({ filter: 'checked', query: 'dba' });
  expect(rows()).toHaveLength(1);
  expect(rows()[0]).toHaveTextContent('Contato do DBA');
  expect(screen.getByRole('status')).toHaveTextContent('4 notas · 2 marcadas · Mostrando 1 de 4');
  expect(screen.getByRole('button', { name: 'Marcadas' })).toHaveAttribute('aria-pressed', 'true');
});

test('choosing a filter, typing and Escape ask the owner to change them', () => {
  const { onFilterChange, onQueryChange } = renderTable({ query: 'log' });
  fireEvent.click(screen.getByRole('button', { name: 'Não marcadas' }));
  expect(onFilterChange).toHaveBeenCalledWith('unchecked');
  const search = screen.getByRole('searchbox', { name: 'Buscar nas notas' });
  fireEvent.change(search, { target: { value: 'logs' } });
  expect(onQueryChange).toHaveBeenLastCalledWith('logs');
  fireEvent.keyDown(search, { key: 'Escape' });
  expect(onQueryChange).toHaveBeenLastCalledWith('');
});

test('no match: a plain sentence and a way back to every note', () => {
  const { onFilterChange, onQueryChange } = renderTable({ query: 'inexistente' });
  expect(screen.getByText('Nenhuma nota corresponde à busca e ao filtro escolhidos.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
  expect(onQueryChange).toHaveBeenCalledWith('');
  expect(onFilterChange).toHaveBeenCalledWith('all');
});

test('an environment without notes says so, without a table', () => {
  renderTable({ notes: [] });
  expect(screen.getByText('Não há notas para este ambiente.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('loading shows skeleton rows, announced', () => {
  const { container } = renderTable({ notes: [], state: { status: 'loading' } });
  expect(container.querySelectorAll('[data-notes-skeleton-row]')).toHaveLength(4);
  expect(screen.getByRole('status')).toHaveTextContent('Carregando notas...');
  expect(screen.getByRole('region', { name: 'Notas do ambiente' })).toHaveAttribute('aria-busy', 'true');
});

test('a failure shows the translated error and a retry', () => {
  const onRetry = vi.fn();
  renderTable({ state: { status: 'error', message: 'Você não tem permissão para fazer isso.' }, onRetry });
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
  rerender(
    <NotesTable
      notes={sampleNotes}
      state={{ status: 'ready' }}
      filter="all"
      onFilterChange={vi.fn()}
      query=""
      onQueryChange={vi.fn()}
      onRefresh={onRefresh}
      refreshing
    />,
  );
  expect(screen.getByRole('button', { name: 'Atualizar' })).toBeDisabled();
  expect(screen.getByRole('progressbar', { name: 'Carregando notas...' })).toBeInTheDocument();
});
