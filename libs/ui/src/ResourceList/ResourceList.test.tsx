import { fireEvent, screen, within } from '@testing-library/react';
import type { Locale } from '../i18n';
import { renderWithProviders } from '../testing/renderWithProviders';
import { ResourceList, type ResourceListProps } from './ResourceList';
import { sampleServerColumns, sampleServers, type SampleServer } from './resourceListFixtures';

function renderList(props: Partial<ResourceListProps<SampleServer>> = {}, locale: Locale = 'pt-BR') {
  const callbacks = {
    onPageChange: vi.fn(),
    onFilterChange: vi.fn(),
    onSortChange: vi.fn(),
    onPreferencesChange: vi.fn(),
    onRetry: vi.fn(),
  };
  const utils = renderWithProviders(
    <ResourceList<SampleServer>
      label="Servidores"
      columns={sampleServerColumns}
      rows={sampleServers}
      rowId={(s) => s.id}
      rowLabel={(s) => s.name}
      total={sampleServers.length}
      page={1}
      state={{ status: 'ready' }}
      filter={[]}
      sort={null}
      preferences={{ visibleColumns: ['name', 'state', 'region', 'vcpus'], density: 'compact', pageSize: 10 }}
      empty={{ title: 'Nenhum servidor.' }}
      {...callbacks}
      {...props}
    />,
    { locale },
  );
  return { ...utils, ...callbacks };
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

test('a row per item, named by its row header, and the total', () => {
  renderList();
  expect(rows()).toHaveLength(4);
  expect(within(rows()[0]!).getByRole('rowheader')).toHaveTextContent('erp-app-01');
  expect(screen.getByText('4 itens')).toBeInTheDocument();
  expect(screen.getByText('1–4 de 4')).toBeInTheDocument();
});

test('a sortable header sorts ascending, then descending, and says so', () => {
  const { onSortChange, unmount } = renderList();
  fireEvent.click(screen.getByRole('button', { name: 'Nome' }));
  expect(onSortChange).toHaveBeenLastCalledWith({ field: 'name', direction: 'asc' });
  unmount();
  const sorted = renderList({ sort: { field: 'name', direction: 'asc' } });
  expect(screen.getByRole('columnheader', { name: 'Nome' })).toHaveAttribute('aria-sort', 'ascending');
  fireEvent.click(screen.getByRole('button', { name: 'Nome' }));
  expect(sorted.onSortChange).toHaveBeenLastCalledWith({ field: 'name', direction: 'desc' });
});

test('the property filter: typed property, operator and value become a token with the option value', () => {
  const { onFilterChange } = renderList();
  const input = screen.getByRole('combobox', { name: 'Filtrar' });
  fireEvent.change(input, { target: { value: 'Situação = Par' } });
  expect(
    within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Situação = Parado', 'Situação = Par']);
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  expect(input).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]!.id);
  fireEvent.keyDown(input, { key: 'Enter' });
  expect(onFilterChange).toHaveBeenLastCalledWith([{ field: 'state', operator: '=', value: 'stopped' }]);
});

test('free text on Enter, a token removed by its chip, Backspace removes the last', () => {
  const { onFilterChange } = renderList({
    filter: [
      { field: 'state', operator: '=', value: 'running' },
      { field: '', operator: ':', value: 'erp' },
    ],
  });
  const input = screen.getByRole('combobox', { name: 'Filtrar' });
  fireEvent.change(input, { target: { value: 'fluig' } });
  fireEvent.keyDown(input, { key: 'Enter' });
  expect(onFilterChange).toHaveBeenLastCalledWith([
    { field: 'state', operator: '=', value: 'running' },
    { field: '', operator: ':', value: 'erp' },
    { field: '', operator: ':', value: 'fluig' },
  ]);
  fireEvent.click(
    within(screen.getByRole('button', { name: 'Remover filtro Situação = Em execução' })).getByTestId(
      'CancelIcon',
    ),
  );
  expect(onFilterChange).toHaveBeenLastCalledWith([{ field: '', operator: ':', value: 'erp' }]);
  expect(onFilterChange).toHaveBeenCalledTimes(2);
  // The chip is named 'Remover filtro …': a click anywhere on it removes it too.
  fireEvent.click(screen.getByRole('button', { name: 'Remover filtro “erp”' }));
  expect(onFilterChange).toHaveBeenLastCalledWith([{ field: 'state', operator: '=', value: 'running' }]);
  fireEvent.change(input, { target: { value: '' } });
  fireEvent.keyDown(input, { key: 'Backspace' });
  expect(onFilterChange).toHaveBeenLastCalledWith([{ field: 'state', operator: '=', value: 'running' }]);
});

test('selection: labelled checkboxes, the bulk toolbar gets the selected ids', () => {
  const bulkActions = vi.fn((ids: readonly string[]) => <button type="button">Parar {ids.length}</button>);
  renderList({ selectable: true, bulkActions });
  fireEvent.click(screen.getByRole('checkbox', { name: 'Selecionar erp-app-01' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Selecionar bi-worker' }));
  const toolbar = screen.getByRole('toolbar', { name: 'Ações para os itens selecionados' });
  expect(toolbar).toHaveTextContent('2 selecionados');
  expect(bulkActions).toHaveBeenLastCalledWith(['srv-01', 'srv-03']);
  fireEvent.click(screen.getByRole('checkbox', { name: 'Selecionar todas as linhas da página' }));
  expect(toolbar).toHaveTextContent('4 selecionados');
  fireEvent.click(within(toolbar).getByRole('button', { name: 'Limpar seleção' }));
  expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
});

test('the preferences dialog hides a column and changes density and page size together', () => {
  const { onPreferencesChange } = renderList();
  fireEvent.click(screen.getByRole('button', { name: 'Preferências da lista' }));
  const dialog = screen.getByRole('dialog', { name: 'Preferências da lista' });
  expect(within(dialog).getByRole('checkbox', { name: 'Nome' })).toBeDisabled();
  fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Região' }));
  fireEvent.click(within(dialog).getByRole('radio', { name: 'Confortável' }));
  fireEvent.click(within(dialog).getByRole('radio', { name: '25 itens' }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
  expect(onPreferencesChange).toHaveBeenLastCalledWith({
    visibleColumns: ['name', 'state', 'vcpus'],
    density: 'comfortable',
    pageSize: 25,
  });
});

test('hidden columns are not drawn', () => {
  renderList({ preferences: { visibleColumns: ['state'], density: 'compact', pageSize: 10 } });
  expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Nome', 'Situação']);
});

test('the pager moves pages (1-based) over a server total', () => {
  const { onPageChange } = renderList({ total: 42 });
  expect(screen.getByText('1–10 de 42')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
  expect(onPageChange).toHaveBeenLastCalledWith(2);
});

test('loading: skeleton rows, busy, announced', () => {
  renderList({ rows: [], total: 0, state: { status: 'loading' } });
  expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  expect(document.querySelectorAll('[data-skeleton-row]')).toHaveLength(5);
  expect(screen.getByRole('status')).toHaveTextContent('Carregando…');
});

test('updating: the last rows stay shown while the next load, and the table is busy', () => {
  renderList({ state: { status: 'ready', updating: true } });
  expect(rows()).toHaveLength(4);
  expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  expect(document.querySelectorAll('[data-skeleton-row]')).toHaveLength(0);
});

test('a re-render that changes no row (a new filter token) draws no row again', () => {
  const drawn = vi.fn((s: SampleServer) => s.name);
  const columns = sampleServerColumns.map((c) => (c.id === 'name' ? { ...c, cell: drawn } : c));
  const { rerender } = renderList({ columns });
  expect(drawn).toHaveBeenCalledTimes(4);
  drawn.mockClear();
  rerender(
    <ResourceList<SampleServer>
      label="Servidores"
      columns={columns}
      rows={sampleServers}
      rowId={(s) => s.id}
      total={sampleServers.length}
      page={1}
      state={{ status: 'ready', updating: true }}
      filter={[{ field: '', operator: ':', value: 'erp' }]}
      sort={null}
      preferences={{ visibleColumns: ['name', 'state', 'region', 'vcpus'], density: 'compact', pageSize: 10 }}
      empty={{ title: 'Nenhum servidor.' }}
      onPageChange={() => {}}
      onFilterChange={() => {}}
      onSortChange={() => {}}
      onPreferencesChange={() => {}}
    />,
  );
  expect(drawn).not.toHaveBeenCalled();
  expect(rows()).toHaveLength(4);
});

test('empty: the call to action, no table', () => {
  renderList({
    rows: [],
    total: 0,
    empty: { title: 'Nenhum servidor.', action: <button type="button">Criar servidor</button> },
  });
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Nenhum servidor.');
  expect(screen.getByRole('button', { name: 'Criar servidor' })).toBeInTheDocument();
});

test('no match: says so and clears the filters', () => {
  const { onFilterChange } = renderList({
    rows: [],
    total: 0,
    filter: [{ field: '', operator: ':', value: 'nada' }],
  });
  expect(screen.getByText('Nenhum item corresponde aos filtros escolhidos.')).toBeInTheDocument();
  fireEvent.click(screen.getAllByRole('button', { name: 'Limpar filtros' }).at(-1)!);
  expect(onFilterChange).toHaveBeenLastCalledWith([]);
});

test('error: the message and a retry', () => {
  const { onRetry } = renderList({ rows: [], total: 0, state: { status: 'error', message: 'Falhou.' } });
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Não foi possível carregar a lista.Falhou.');
  fireEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

test.each([
  ['en', '4 items', 'Filter'],
  ['es', '4 elementos', 'Filtrar'],
] as const)('%s', (locale, count, filter) => {
  renderList({}, locale);
  expect(screen.getByText(count)).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: filter })).toBeInTheDocument();
});
