import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { settleTooltips } from '../testing/settleTooltips';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { FilterCardModel } from '../model/filterCard';
import { costField, hoursField, reportFilters } from './filterPaneFixtures';
import { FilterPane } from './FilterPane';

const meta = {
  title: 'Analytics/FilterPane',
  component: FilterPane,
  tags: ['autodocs'],
  args: {
    filters: reportFilters,
    valueFields: [costField, hoursField],
    expanded: true,
    onToggle: fn(),
    onChange: fn(),
    onClear: fn(),
  },
  decorators: [
    (Story) => (
      <Box sx={{ height: 720, display: 'flex', justifyContent: 'flex-end', width: 360 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof FilterPane>;

export default meta;
type Story = StoryObj<typeof meta>;

const pane = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('complementary', { name: 'Filtros' });
const cardButton = (canvasElement: HTMLElement, field: RegExp) =>
  within(pane(canvasElement)).getByRole('button', { name: field, expanded: false });
async function openCard(canvasElement: HTMLElement, field: RegExp) {
  await userEvent.click(cardButton(canvasElement, field));
  return within(pane(canvasElement)).getByRole('button', { name: field, expanded: true });
}
/**
 * Ends a play with the pane scrolled to its top and no tooltip showing: focusing a button low in an open
 * card scrolls the pane by a browser-dependent fraction, which the screenshot would catch.
 */
async function settlePane(canvasElement: HTMLElement) {
  const collapse = within(pane(canvasElement)).queryByRole('button', { name: 'Recolher o painel Filtros' });
  const content = canvasElement.ownerDocument.getElementById(collapse?.getAttribute('aria-controls') ?? '');
  if (content) content.scrollTop = 0;
  await settleTooltips(canvasElement);
}

const group = (canvasElement: HTMLElement, name: string) =>
  within(pane(canvasElement)).getByRole('group', { name });

/** Three levels; each card names its field and sums up its filter. Hidden filters are not shown. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(group(canvasElement, 'Filtros neste visual')).getByRole('button', { name: /^Região/ }),
    ).toHaveTextContent('Regiãoé Sudeste ou Sul');
    const page = group(canvasElement, 'Filtros nesta página');
    await expect(
      within(page)
        .getAllByRole('button', { expanded: false })
        .map((b) => b.textContent?.replace(/\u00a0/g, ' ')),
    ).toEqual([
      'Cidadeé São Paulo ou Rio de Janeiro',
      'Custo Totalé maior que R$ 1.000,00',
      'ServiçoTop 5 por Custo Total',
      'Dataestá nos últimos 3 meses',
    ]);
    const report = group(canvasElement, 'Filtros em todas as páginas');
    await expect(within(report).getByRole('button', { name: /^Ambiente/ })).toHaveTextContent(
      'Ambienteé (Tudo)',
    );
    await expect(within(pane(canvasElement)).queryByText('Locatário')).not.toBeInTheDocument();
    // A locked filter has a lock and no 'Limpar filtro'; a filter on everything has nothing to clear.
    await expect(within(report).getByRole('img', { name: 'Bloqueado' })).toBeVisible();
    await expect(within(report).queryByRole('button', { name: /^Limpar filtro/ })).not.toBeInTheDocument();
    await expect(within(page).getAllByRole('button', { name: /^Limpar filtro/ })).toHaveLength(4);
    await settleTooltips(canvasElement);
  },
};

/** Basic filtering: checking a value applies at once; unchecking every value removes the filter. */
export const BasicFiltering: Story = {
  play: async ({ canvasElement, args }) => {
    await openCard(canvasElement, /^Cidade/);
    const canvas = within(pane(canvasElement));
    await expect(canvas.getByRole('combobox', { name: 'Tipo de filtro' })).toHaveValue('basic');
    await expect(canvas.getByRole('checkbox', { name: 'São Paulo' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Belo Horizonte' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('page-city', {
      kind: 'basic',
      operator: 'In',
      values: ['São Paulo', 'Rio de Janeiro', 'Belo Horizonte'],
    });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Selecionar tudo' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('page-city', {
      kind: 'basic',
      operator: 'In',
      values: [
        'São Paulo',
        'Rio de Janeiro',
        'Belo Horizonte',
        'Porto Alegre',
        'Curitiba',
        'Salvador',
        'Recife',
      ],
    });
    await settlePane(canvasElement);
  },
};

/** Unchecking the last value: no filter. */
export const BasicFilteringToAll: Story = {
  args: {
    filters: [
      {
        ...reportFilters[1]!,
        condition: { kind: 'basic', operator: 'In', values: ['Recife'] },
      } as FilterCardModel,
    ],
  },
  play: async ({ canvasElement, args }) => {
    await openCard(canvasElement, /^Cidade/);
    await userEvent.click(within(pane(canvasElement)).getByRole('checkbox', { name: 'Recife' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('page-city', { kind: 'all' });
    await settlePane(canvasElement);
  },
};

/** Advanced filtering: a second condition with Or, applied with 'Aplicar filtro'. */
export const AdvancedFiltering: Story = {
  play: async ({ canvasElement, args }) => {
    await openCard(canvasElement, /^Custo Total/);
    const canvas = within(pane(canvasElement));
    await expect(canvas.getByRole('combobox', { name: 'Mostrar itens quando o valor' })).toHaveValue(
      'GreaterThan',
    );
    await expect(canvas.getByRole('spinbutton', { name: 'Valor' })).toHaveValue(1000);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Segunda condição' }), 'é menor que');
    const apply = canvas.getByRole('button', { name: 'Aplicar filtro' });
    await expect(apply).toBeDisabled(); // the second value is missing
    await userEvent.type(canvas.getByRole('spinbutton', { name: /segunda condição/ }), '5000');
    await userEvent.click(canvas.getByRole('radio', { name: 'Ou' }));
    await userEvent.click(apply);
    await expect(args.onChange).toHaveBeenLastCalledWith('page-cost', {
      kind: 'advanced',
      logicalOperator: 'Or',
      conditions: [
        { operator: 'GreaterThan', value: 1000 },
        { operator: 'LessThan', value: 5000 },
      ],
    });
    await settlePane(canvasElement);
  },
};

/** Top N: Bottom 3 by Horas. */
export const TopN: Story = {
  play: async ({ canvasElement, args }) => {
    await openCard(canvasElement, /^Serviço/);
    const canvas = within(pane(canvasElement));
    await expect(canvas.getByRole('combobox', { name: 'Tipo de filtro' })).toHaveValue('topN');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Mostrar itens' }), 'Inferior');
    const count = canvas.getByRole('spinbutton', { name: 'Quantidade' });
    await userEvent.clear(count);
    await userEvent.type(count, '3');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Por valor' }), 'Horas');
    await userEvent.click(canvas.getByRole('button', { name: 'Aplicar filtro' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('page-service', {
      kind: 'topN',
      operator: 'Bottom',
      itemCount: 3,
      orderBy: hoursField,
    });
    await settlePane(canvasElement);
  },
};

/** Relative date: in the next 2 calendar weeks, today left out. */
export const RelativeDate: Story = {
  play: async ({ canvasElement, args }) => {
    await openCard(canvasElement, /^Data/);
    const canvas = within(pane(canvasElement));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Período' }), 'Nos próximos');
    const count = canvas.getByRole('spinbutton', { name: 'Quantidade' });
    await userEvent.clear(count);
    await userEvent.type(count, '2');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Unidade' }), 'Semanas (calendário)');
    await expect(canvas.getByRole('checkbox', { name: 'Incluir hoje' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Aplicar filtro' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('page-date', {
      kind: 'relativeDate',
      operator: 'InNext',
      timeUnitsCount: 2,
      timeUnit: 'CalendarWeeks',
      includeToday: false,
    });
    // 'Neste' takes no count.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Período' }), 'Neste');
    await expect(canvas.queryByRole('spinbutton', { name: 'Quantidade' })).not.toBeInTheDocument();
    await settlePane(canvasElement);
  },
};

/** A filter on everything switched to advanced filtering. */
export const SwitchFilterType: Story = {
  play: async ({ canvasElement, args }) => {
    await openCard(canvasElement, /^Ambiente/);
    const canvas = within(pane(canvasElement));
    const type = canvas.getByRole('combobox', { name: 'Tipo de filtro' });
    await expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Filtragem básica', 'Filtragem avançada', 'N superior']);
    await userEvent.selectOptions(type, 'Filtragem avançada');
    await expect(canvas.getByRole('combobox', { name: 'Mostrar itens quando o valor' })).toHaveValue(
      'Contains',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Valor' }), 'Prod');
    await userEvent.click(canvas.getByRole('button', { name: 'Aplicar filtro' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('report-environment', {
      kind: 'advanced',
      logicalOperator: 'And',
      conditions: [{ operator: 'Contains', value: 'Prod' }],
    });
    await settlePane(canvasElement);
  },
};

/** 'Limpar filtro' on a card. */
export const ClearFilter: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(pane(canvasElement)).getByRole('button', { name: 'Limpar filtro: Cidade' }));
    await expect(args.onClear).toHaveBeenCalledWith('page-city');
    await settleTooltips(canvasElement);
  },
};

/** A locked filter opens read-only. */
export const LockedFilter: Story = {
  play: async ({ canvasElement, args }) => {
    await openCard(canvasElement, /^Conta do cliente/);
    const canvas = within(pane(canvasElement));
    await expect(canvas.getByRole('combobox', { name: 'Tipo de filtro' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'T00042' })).toBeDisabled();
    await expect(args.onChange).not.toHaveBeenCalled();
    await settlePane(canvasElement);
  },
};

/** 'Pesquisar' narrows the cards by field name. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(pane(canvasElement));
    const search = canvas.getByRole('searchbox', { name: 'Pesquisar filtros' });
    await expect(search).toHaveAttribute('placeholder', 'Pesquisar');
    await userEvent.type(search, 'CUST');
    await waitFor(() => expect(canvas.getAllByRole('button', { expanded: false })).toHaveLength(1));
    await expect(canvas.getByRole('button', { expanded: false })).toHaveTextContent(/^Custo Total/);
    await userEvent.clear(search);
    await userEvent.type(search, 'xyz');
    await expect(canvas.getByRole('status')).toHaveTextContent('Nenhum filtro encontrado.');
  },
};

/** The pane collapses to a strip, and opens again. */
export const Collapse: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(pane(canvasElement)).getByRole('button', { name: 'Recolher o painel Filtros' }),
    );
    await expect(args.onToggle).toHaveBeenLastCalledWith(false);
    await settleTooltips(canvasElement);
  },
};

export const Collapsed: Story = {
  args: { expanded: false },
  play: async ({ canvasElement, args }) => {
    const expand = within(pane(canvasElement)).getByRole('button', { name: 'Expandir o painel Filtros' });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(expand);
    await expect(args.onToggle).toHaveBeenLastCalledWith(true);
    await settleTooltips(canvasElement);
  },
};

export const NoFilters: Story = {
  args: { filters: [] },
  play: async ({ canvasElement }) => {
    await expect(within(pane(canvasElement)).getByRole('status')).toHaveTextContent('Nenhum filtro.');
  },
};

/** Opened cards, and a long field name. */
export const OpenCards: Story = {
  args: {
    filters: [
      {
        ...reportFilters[1]!,
        field: {
          key: 'c',
          label: 'Cidade do cliente (local de faturamento do contrato principal)',
          format: 'text',
        },
      },
      reportFilters[4]!,
    ],
    defaultOpenIds: ['page-city', 'page-date'],
  },
};

/** Many values: the basic list searches. */
export const ManyValues: Story = {
  args: {
    filters: [
      {
        id: 'page-environment',
        level: 'page',
        field: { key: 'Consumo.Ambiente', label: 'Ambiente', format: 'text' },
        condition: { kind: 'all' },
        availableValues: Array.from({ length: 2000 }, (_, i) => `CLOUD${String(i + 1).padStart(5, '0')}`),
      },
    ],
    defaultOpenIds: ['page-environment'],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(pane(canvasElement));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Pesquisar: Ambiente' }), '01234');
    await waitFor(() => expect(canvas.getAllByRole('checkbox')).toHaveLength(2));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'CLOUD01234' }));
    await expect(args.onChange).toHaveBeenCalledWith('page-environment', {
      kind: 'basic',
      operator: 'In',
      values: ['CLOUD01234'],
    });
    await settlePane(canvasElement);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const aside = within(canvasElement).getByRole('complementary', { name: 'Filters' });
    await expect(within(aside).getByRole('group', { name: 'Filters on all pages' })).toBeVisible();
    await expect(within(aside).getByRole('button', { name: /^Data/ })).toHaveTextContent(
      'is in the last 3 months',
    );
    await expect(within(aside).getByRole('button', { name: /^Serviço/ })).toHaveTextContent(
      'Top 5 by Custo Total',
    );
  },
};
