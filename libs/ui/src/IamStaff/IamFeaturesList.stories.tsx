import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IamFeaturesList } from './IamFeaturesList';
import { sampleIamFeatureItems } from './iamStaffFixtures';

const meta = {
  title: 'Pages/IamFeaturesList',
  component: IamFeaturesList,
  tags: ['autodocs'],
  args: {
    rows: sampleIamFeatureItems,
    total: sampleIamFeatureItems.length,
    page: 1,
    state: { status: 'ready' },
    filter: [],
    sort: null,
    preferences: {
      visibleColumns: ['name', 'kind', 'opens', 'roles', 'scope'],
      density: 'comfortable',
      pageSize: 25,
    },
    onPageChange: fn(),
    onFilterChange: fn(),
    onSortChange: fn(),
    onPreferencesChange: fn(),
    onRetry: fn(),
    roleHref: (id: string) => `/admin/iam/roles?role=${id}`,
    areas: ['IaaS', 'TSS', 'Administração'],
  },
} satisfies Meta<typeof IamFeaturesList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each feature or flag with what it opens (menu links), the roles holding it (links) and who may receive it. */
export const Catalogue: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', {
      name: 'Catálogo de funcionalidades e sinalizadores',
    });
    await expect(within(table).getAllByRole('row')).toHaveLength(sampleIamFeatureItems.length + 1);
    const iaas = within(table).getByRole('row', { name: /menu_iaas/ });
    await expect(within(iaas).getByRole('link', { name: 'IaaS › Calculadora' })).toHaveAttribute(
      'href',
      '/iaas/calculator',
    );
    await expect(within(iaas).getByRole('link', { name: 'Administrador do ambiente' })).toHaveAttribute(
      'href',
      '/admin/iam/roles?role=r-admin',
    );
    const staffOnly = within(table).getByRole('row', { name: /list_roles/ });
    await expect(within(staffOnly).getByText('Só a equipe do provedor')).toBeVisible();
    const nothing = within(table).getByRole('row', { name: /impersonate_users/ });
    await expect(within(nothing).getByText('Nenhuma entrada do menu')).toBeVisible();
    await expect(within(nothing).getByText('Nenhum perfil')).toBeVisible();
    await expect(within(table).getByText('Sinalizador')).toBeVisible();
  },
};

/** A viewer without list_roles: no roles column (the API would refuse the roles). */
export const WithoutRoles: Story = {
  args: { hideRoles: true },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(within(table).queryByRole('columnheader', { name: /Perfis que a têm/ })).toBeNull();
  },
};

export const Loading: Story = {
  args: { rows: [], total: 0, state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Carregando o catálogo…')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('O catálogo está vazio.')).toBeVisible();
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
