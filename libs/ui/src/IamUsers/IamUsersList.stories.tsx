import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IamUsersList } from './IamUsersList';
import { sampleIamRoles, sampleIamUsers } from './iamUserFixtures';

const meta = {
  title: 'Pages/IamUsersList',
  component: IamUsersList,
  tags: ['autodocs'],
  args: {
    rows: sampleIamUsers,
    total: sampleIamUsers.length,
    page: 1,
    state: { status: 'ready' },
    filter: [],
    sort: null,
    preferences: {
      visibleColumns: ['name', 'roles', 'state', 'lastSignIn', 'actions'],
      density: 'comfortable',
      pageSize: 25,
    },
    onPageChange: fn(),
    onFilterChange: fn(),
    onSortChange: fn(),
    onPreferencesChange: fn(),
    onRetry: fn(),
    onEditRoles: fn(),
    onRemoveAccess: fn(),
    onResendInvite: fn(),
    roleNames: sampleIamRoles.map((role) => role.name),
    inviteAction: <Button variant="contained">Convidar usuário</Button>,
    timeZone: 'America/Sao_Paulo',
  },
} satisfies Meta<typeof IamUsersList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Who has access, with their roles: the administrator changes others' roles and access, not their own, and the
 * last administrator cannot be removed; a pending invitation can be sent again.
 */
export const Users: Story = {
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Usuários com acesso ao ambiente' });
    await expect(within(table).getAllByRole('row')).toHaveLength(sampleIamUsers.length + 1);
    await expect(within(table).getByText('Convite pendente')).toBeVisible();
    const selfRefusals = within(table).getAllByRole('button', {
      name: 'Você não pode alterar o seu próprio acesso; peça a outro administrador.',
    });
    await expect(selfRefusals).toHaveLength(2);
    for (const button of selfRefusals) await expect(button).toBeDisabled();
    await userEvent.click(within(table).getByRole('button', { name: 'Alterar os papéis de Elisa Prado' }));
    await expect(args.onEditRoles).toHaveBeenCalledWith(sampleIamUsers[1]);
    await userEvent.click(within(table).getByRole('button', { name: 'Remover o acesso de Elisa Prado' }));
    await expect(args.onRemoveAccess).toHaveBeenCalledWith(sampleIamUsers[1]);
    await userEvent.click(
      within(table).getByRole('button', { name: 'Reenviar o convite para Gustavo Reis' }),
    );
    await expect(args.onResendInvite).toHaveBeenCalledWith(sampleIamUsers[2]);
    // Only a pending or expired invitation is sent again.
    await expect(
      within(table).queryByRole('button', { name: 'Reenviar o convite para Elisa Prado' }),
    ).toBeNull();
  },
};

/** Removing the environment's last administrator is refused before any request, with the reason. */
export const LastAdministrator: Story = {
  args: {
    rows: [{ ...sampleIamUsers[0]!, isSelf: false, name: 'Rui Alves', id: 'u-rui' }, sampleIamUsers[1]!],
    total: 2,
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Usuários com acesso ao ambiente' });
    await expect(
      within(table).getByRole('button', {
        name: 'Rui Alves é o último administrador do ambiente: dê o papel a outra pessoa antes.',
      }),
    ).toBeDisabled();
    await expect(within(table).getByRole('button', { name: 'Alterar os papéis de Rui Alves' })).toBeEnabled();
  },
};

/** Nobody else yet: the call to action is the invitation. */
export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ninguém além de você tem acesso a este ambiente.')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Convidar usuário' }).length).toBeGreaterThan(0);
  },
};
