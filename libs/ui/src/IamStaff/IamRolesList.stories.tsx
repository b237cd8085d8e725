import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IamRolesList } from './IamRolesList';
import { sampleIamRoleItems } from './iamStaffFixtures';

const meta = {
  title: 'Pages/IamRolesList',
  component: IamRolesList,
  tags: ['autodocs'],
  args: {
    rows: sampleIamRoleItems,
    total: sampleIamRoleItems.length,
    page: 1,
    state: { status: 'ready' },
    filter: [],
    sort: null,
    preferences: {
      visibleColumns: ['name', 'scope', 'builtIn', 'features', 'holders', 'actions'],
      density: 'comfortable',
      pageSize: 25,
    },
    onPageChange: fn(),
    onFilterChange: fn(),
    onSortChange: fn(),
    onPreferencesChange: fn(),
    onRetry: fn(),
    onEdit: fn(),
    onDuplicate: fn(),
    onDelete: fn(),
    createAction: <Button variant="contained">Novo perfil</Button>,
  },
} satisfies Meta<typeof IamRolesList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every role is edited and duplicated; a built-in role, or one still granted, cannot be deleted and says why
 * (as the API refuses it); an unused role of one's own is deleted.
 */
export const Roles: Story = {
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Perfis' });
    await expect(within(table).getAllByRole('row')).toHaveLength(sampleIamRoleItems.length + 1);
    await expect(
      within(table).getByRole('button', {
        name: 'Administrador do ambiente é um perfil da plataforma: pode ser editado, mas não excluído.',
      }),
    ).toBeDisabled();
    await expect(
      within(table).getByRole('button', {
        name: 'Administração de acessos é um perfil da plataforma: pode ser editado, mas não excluído.',
      }),
    ).toBeDisabled();
    await userEvent.click(
      within(table).getByRole('button', { name: 'Editar o perfil Administrador do ambiente' }),
    );
    await expect(args.onEdit).toHaveBeenCalledWith(sampleIamRoleItems[0]);
    await userEvent.click(within(table).getByRole('button', { name: 'Duplicar o perfil Gestor comercial' }));
    await expect(args.onDuplicate).toHaveBeenCalledWith(sampleIamRoleItems[1]);
    await userEvent.click(within(table).getByRole('button', { name: 'Excluir o perfil Gestor comercial' }));
    await expect(args.onDelete).toHaveBeenCalledWith(sampleIamRoleItems[1]);
    await expect(within(table).getByText('Equipe do provedor')).toBeVisible();
  },
};

/** A role of one's own still granted: its delete is refused with the count. */
export const InUse: Story = {
  args: { rows: [{ ...sampleIamRoleItems[1]!, holders: 3 }], total: 1 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', {
        name: 'Gestor comercial ainda está concedido 3 vezes: retire-o dos usuários antes.',
      }),
    ).toBeDisabled();
  },
};

/** No role yet: the call to action is a new one. */
export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nenhum perfil ainda.')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Novo perfil' }).length).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  args: { rows: [], total: 0, state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Carregando os perfis…')).toBeInTheDocument();
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
