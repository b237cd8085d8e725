import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleStatementLines, sampleStatements, sampleStatementSummary } from './storeFixtures';
import {
  STORE_STATEMENT_LINE_COLUMNS,
  StoreStatementDetail,
  useStoreStatementLineColumns,
  type StoreStatementDetailProps,
} from './StoreStatementDetail';
import {
  STORE_STATEMENT_COLUMNS,
  StoreStatements,
  useStoreStatementColumns,
  type StoreStatementFormat,
  type StoreStatementsProps,
} from './StoreStatements';

const listArgs = {
  page: 1,
  state: { status: 'ready' as const },
  filter: [],
  sort: null,
  onPageChange: fn(),
  onFilterChange: fn(),
  onSortChange: fn(),
  onPreferencesChange: fn(),
  onRetry: fn(),
};

type ListStoryProps = Omit<StoreStatementsProps, 'columns'> & {
  onDownload: (period: string, format: StoreStatementFormat) => void;
  onNavigate: (href: string) => void;
};

function StatementsStory({ onDownload, onNavigate, ...props }: ListStoryProps) {
  const columns = useStoreStatementColumns({
    hrefOf: (period) => `/store/extratos/${period}`,
    onNavigate,
    onDownload,
  });
  return <StoreStatements {...props} columns={columns} />;
}

const meta = {
  title: 'Pages/StoreStatements',
  component: StatementsStory,
  tags: ['autodocs'],
  args: {
    ...listArgs,
    rows: sampleStatements,
    total: sampleStatements.length,
    preferences: { visibleColumns: STORE_STATEMENT_COLUMNS, density: 'compact', pageSize: 25 },
    onDownload: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof StatementsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One statement per closed month: opened for its lines, or downloaded as PDF or CSV. */
export const List: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Extratos mensais do ambiente' });
    await expect(within(table).getByText('R$ 35.681,84')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('link', { name: 'nov. de 2026' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/store/extratos/2026-11');
    await userEvent.click(
      within(table).getByRole('button', { name: 'Baixar o extrato de out. de 2026 em CSV' }),
    );
    await expect(args.onDownload).toHaveBeenCalledWith('2026-10', 'csv');
    for (let box: HTMLElement | null = table; box; box = box.parentElement) box.scrollLeft = 0;
  },
};

/** Before the first month closes. */
export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhum extrato ainda.')).toBeInTheDocument();
  },
};

function DetailStory(props: Omit<StoreStatementDetailProps, 'columns'>) {
  const columns = useStoreStatementLineColumns();
  return <StoreStatementDetail {...props} columns={columns} />;
}

/** One statement: consumption, a purchase, the three taxes with their rates, and the totals. */
export const Detail: StoryObj<typeof DetailStory> = {
  render: (args) => <DetailStory {...args} />,
  args: {
    ...listArgs,
    rows: sampleStatementLines,
    total: sampleStatementLines.length,
    preferences: { visibleColumns: STORE_STATEMENT_LINE_COLUMNS, density: 'compact', pageSize: 25 },
    period: '2026-11',
    summary: sampleStatementSummary,
    backHref: '/store/extratos',
    onNavigate: fn(),
    onDownload: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Extrato de nov. de 2026' })).toBeInTheDocument();
    await expect(canvas.getByText('Alíquota de 5%')).toBeInTheDocument();
    await expect(canvas.getByText('R$ 25.105,76')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Baixar PDF' }));
    await expect(args.onDownload).toHaveBeenCalledWith('pdf');
    await userEvent.click(canvas.getByRole('link', { name: 'Voltar aos extratos' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/store/extratos');
  },
};
