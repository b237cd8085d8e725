import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IamStaffUsersList } from './IamStaffUsersList';
import { sampleIamStaffUsers, sampleIamStaffUserWithManyEnvironments } from './iamStaffFixtures';

const meta = {
  title: 'Pages/IamStaffUsersList',
  component: IamStaffUsersList,
  tags: ['autodocs'],
  args: {
    rows: sampleIamStaffUsers,
    total: sampleIamStaffUsers.length,
    page: 1,
    state: { status: 'ready' },
    filter: [],
    sort: null,
    preferences: {
      visibleColumns: ['name', 'kind', 'globalRoles', 'environments', 'actions'],
      density: 'comfortable',
      pageSize: 25,
    },
    onPageChange: fn(),
    onFilterChange: fn(),
    onSortChange: fn(),
    onPreferencesChange: fn(),
    onRetry: fn(),
    onEditRoles: fn(),
    roleKeys: [{ key: 'customer_admin', name: 'Administrador do ambiente' }],
  },
} satisfies Meta<typeof IamStaffUsersList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each user's staff roles and roles per environment; the viewer's own row is refused, with why. */
export const Users: Story = {
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Usuários e seus perfis' });
    await expect(within(table).getAllByRole('row')).toHaveLength(sampleIamStaffUsers.length + 1);
    await expect(
      within(table).getByRole('button', {
        name: 'Você não pode alterar os seus próprios perfis; peça a outra pessoa da equipe.',
      }),
    ).toBeDisabled();
    const ana = within(table).getByRole('row', { name: /Ana Souza/ });
    await expect(within(ana).getByText('ACM2')).toBeVisible();
    await expect(within(ana).getByText('Gestor comercial')).toBeVisible();
    await userEvent.click(within(ana).getByRole('button', { name: 'Alterar os perfis de Ana Souza' }));
    await expect(args.onEditRoles).toHaveBeenCalledWith(sampleIamStaffUsers[1]);
  },
};

/** bruno has 40 environments: the row shows 3 and '+37 ambientes', which unfolds the rest in place and back. */
export const ManyEnvironments: Story = {
  args: { rows: [sampleIamStaffUserWithManyEnvironments], total: 1 },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('row', { name: /Bruno Costa/ });
    await expect(within(row).getByText('GLX3')).toBeVisible();
    await expect(within(row).queryByText('GLX4')).toBeNull();
    const more = within(row).getByRole('button', { name: '+37 ambientes' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    await expect(within(row).getByText('GLX40')).toBeVisible();
    const fewer = within(row).getByRole('button', { name: 'Mostrar menos' });
    await expect(fewer).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(fewer);
    await expect(within(row).queryByText('GLX40')).toBeNull();
  },
};

export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhum usuário encontrado.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { rows: [], total: 0, state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Carregando os usuários…')).toBeInTheDocument();
  },
};

/** Refused (403) or failed: the API's message, and a retry. */
export const Refused: Story = {
  args: {
    rows: [],
    total: 0,
    state: { status: 'error', message: 'Você não tem permissão para fazer isso.' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Você não tem permissão para fazer isso.');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
