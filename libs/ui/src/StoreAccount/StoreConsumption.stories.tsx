import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleConsumption } from './storeFixtures';
import {
  STORE_CONSUMPTION_COLUMNS,
  StoreConsumption,
  useStoreConsumptionColumns,
  type StoreConsumptionProps,
} from './StoreConsumption';
import { StoreTabs } from './StoreTabs';

const november = sampleConsumption.months.at(-2)!;
const rows = november.lines.map((line, i) => ({ ...line, id: String(i) }));

function ConsumptionStory(props: Omit<StoreConsumptionProps, 'columns'>) {
  const columns = useStoreConsumptionColumns();
  return (
    <Box sx={{ maxWidth: 1100 }}>
      <StoreTabs
        current="consumption"
        hrefs={{ consumption: '/store/consumo', statements: '/store/extratos', purchases: '/store/compras' }}
        onNavigate={fn()}
      />
      <StoreConsumption {...props} columns={columns} />
    </Box>
  );
}

const meta = {
  title: 'Pages/StoreConsumption',
  component: ConsumptionStory,
  tags: ['autodocs'],
  args: {
    consumption: sampleConsumption,
    loadState: { status: 'ready' },
    month: '2026-11',
    onMonthChange: fn(),
    onReload: fn(),
    animation: false,
    rows,
    total: rows.length,
    page: 1,
    state: { status: 'ready' },
    filter: [],
    sort: null,
    preferences: { visibleColumns: STORE_CONSUMPTION_COLUMNS, density: 'compact', pageSize: 25 },
    onPageChange: fn(),
    onFilterChange: fn(),
    onSortChange: fn(),
    onPreferencesChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ConsumptionStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The month so far, its explained forecast, a year by service, November's lines; another month is picked. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Consumo' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('R$ 5.272,13')).toBeInTheDocument();
    await expect(canvas.getByText('R$ 27.240,34')).toBeInTheDocument();
    await expect(canvas.getByText('Média diária dos 6 dias completos × 31 dias do mês')).toBeInTheDocument();
    const table = canvas.getByRole('table', { name: /^Consumo de nov\. de 2026/ });
    await expect(within(table).getAllByRole('row')).toHaveLength(rows.length + 1);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Mês' }), 'out. de 2026');
    await waitFor(() => expect(args.onMonthChange).toHaveBeenCalledWith('2026-10'));
  },
};

/** The first day of a month: no forecast yet, and why. */
export const FirstDayOfMonth: Story = {
  args: {
    consumption: {
      ...sampleConsumption,
      current: { ...sampleConsumption.current, toDateCents: '0', daysElapsed: 0, forecastCents: null },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sem previsão ainda')).toBeInTheDocument();
    await expect(
      canvas.getByText('A previsão aparece depois do primeiro dia completo do mês.'),
    ).toBeInTheDocument();
  },
};

/** An environment with no consumption in the year. */
export const Empty: Story = {
  args: {
    consumption: {
      ...sampleConsumption,
      months: sampleConsumption.months.map((m) => ({ ...m, totalCents: '0', lines: [] })),
    },
    rows: [],
    total: 0,
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Nenhum consumo neste ambiente nos últimos 12 meses.'),
    ).toBeInTheDocument();
  },
};

/** Loading, then a failure with a retry. */
export const Loading: Story = {
  args: {
    consumption: undefined,
    loadState: { status: 'loading' },
    state: { status: 'loading' },
    rows: [],
    total: 0,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Carregando o consumo…')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: { consumption: undefined, loadState: { status: 'error', message: 'O servidor não respondeu.' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('O servidor não respondeu.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onReload).toHaveBeenCalled();
  },
};
