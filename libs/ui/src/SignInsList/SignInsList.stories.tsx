import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SIGN_IN_COLUMNS, SignInsList, useSignInColumns, type SignInsListProps } from './SignInsList';
import { sampleSignIns } from './signInsFixtures';
import type { SignInEntry } from './signInsModel';

type StoryProps = Omit<SignInsListProps, 'columns'> & {
  onEnd: (entry: SignInEntry) => void;
  ending?: string[];
};

function SignInsStory({ onEnd, ending = [], ...props }: StoryProps) {
  const columns = useSignInColumns({ onEnd, ending, timeZone: 'America/Sao_Paulo' });
  return <SignInsList {...props} columns={columns} />;
}

const meta = {
  title: 'Pages/SignInsList',
  component: SignInsStory,
  tags: ['autodocs'],
  args: {
    rows: sampleSignIns,
    total: sampleSignIns.length,
    page: 1,
    state: { status: 'ready' },
    filter: [],
    sort: null,
    preferences: { visibleColumns: SIGN_IN_COLUMNS, density: 'compact', pageSize: 25 },
    onPageChange: fn(),
    onFilterChange: fn(),
    onSortChange: fn(),
    onPreferencesChange: fn(),
    onRetry: fn(),
    onEnd: fn(),
    onEndOthers: fn(),
    hasOthers: true,
  },
} satisfies Meta<typeof SignInsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** This session marked and not endable; another ended by its button; all others at once. */
export const EndSessions: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Sessões ativas da sua conta' });
    await expect(within(table).getAllByRole('row')).toHaveLength(sampleSignIns.length + 1);
    await expect(within(table).getByText('Esta sessão')).toBeInTheDocument();
    await expect(within(table).getByText('Chrome · Windows')).toBeInTheDocument();
    await expect(within(table).getByText('Dispositivo desconhecido')).toBeInTheDocument();
    await expect(within(table).getAllByRole('button', { name: /^Encerrar a sessão/ })).toHaveLength(2);
    await userEvent.click(
      within(table).getByRole('button', { name: 'Encerrar a sessão Safari · iOS 177.43.10.20' }),
    );
    await expect(args.onEnd).toHaveBeenCalledWith(sampleSignIns[1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Encerrar as outras' }));
    await expect(args.onEndOthers).toHaveBeenCalled();
    // The clicks scrolled the table sideways to reach its last column; the screenshot shows it from its start.
    for (let box: HTMLElement | null = table; box; box = box.parentElement) box.scrollLeft = 0;
  },
};

/** Only this session: nothing else to end. */
export const OnlyThisOne: Story = {
  args: { rows: sampleSignIns.slice(0, 1), total: 1, hasOthers: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Encerrar as outras' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: /^Encerrar a sessão/ })).toBeNull();
  },
};

/** What the last ending did. */
export const Ended: Story = {
  args: { notice: { severity: 'success', text: '2 sessões encerradas.' } },
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByText('2 sessões encerradas.');
    await expect(notice.closest('[role="status"]')).not.toBeNull();
  },
};

/** Loading, then a failure with a retry. */
export const Loading: Story = {
  args: { state: { status: 'loading' }, rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Carregando as sessões…')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: { state: { status: 'error', message: 'O servidor não respondeu.' }, rows: [], total: 0 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('O servidor não respondeu.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
