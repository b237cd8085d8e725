import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { overlayDocs } from '../internal/overlayDocs';
import { InsightsGroupPanel } from './InsightsGroupPanel';
import {
  sampleDashboardOptions,
  sampleInsightsGroups,
  sampleUserOptions,
  sampleWorkspaceOptions,
} from './insightsAdminFixtures';

const meta = {
  title: 'Pages/InsightsGroupPanel',
  component: InsightsGroupPanel,
  tags: ['autodocs'],
  args: {
    group: sampleInsightsGroups[1],
    users: sampleUserOptions,
    dashboards: sampleDashboardOptions,
    workspaces: sampleWorkspaceOptions,
    onMembersChange: fn(),
    onGrantsChange: fn(),
    onEdit: fn(),
    onClose: fn(),
  },
  parameters: overlayDocs,
} satisfies Meta<typeof InsightsGroupPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
async function panelOf(canvasElement: HTMLElement, name = 'Financeiro Acme') {
  const panel = await body(canvasElement).findByRole('dialog', { name });
  await waitFor(() => expect(panel).toBeVisible());
  return panel;
}

/** A member is added by e-mail search, a dashboard's level changed, a workspace added: each sent at once. */
export const Group: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = await panelOf(canvasElement);
    await userEvent.type(
      within(panel).getByRole('combobox', { name: 'Adicionar membro por e-mail' }),
      'elisa',
    );
    await userEvent.click(await body(canvasElement).findByRole('option', { name: /elisa@acme.example/ }));
    await expect(args.onMembersChange).toHaveBeenCalledWith(['u-ana', 'u-elisa']);

    await userEvent.selectOptions(
      within(panel).getByRole('combobox', { name: 'Nível de acesso a Custos por Ambiente' }),
      'admin',
    );
    await expect(args.onGrantsChange).toHaveBeenLastCalledWith({
      dashboards: [
        { id: 'd-costs', level: 'admin' },
        { id: 'd-billing', level: 'admin' },
      ],
      workspaces: [],
    });

    await userEvent.click(within(panel).getByRole('button', { name: 'Retirar ana@acme.example do grupo' }));
    await expect(args.onMembersChange).toHaveBeenLastCalledWith([]);

    await userEvent.click(within(panel).getByRole('combobox', { name: 'Adicionar espaço de BI' }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: /Operações de Nuvem/ }));
    await expect(args.onGrantsChange).toHaveBeenLastCalledWith({
      dashboards: [
        { id: 'd-costs', level: 'reader' },
        { id: 'd-billing', level: 'admin' },
      ],
      workspaces: [{ id: 'w-ops', access: 'view' }],
    });
    await userEvent.click(
      within(panel).getByRole('button', { name: 'Editar o nome e a descrição de Financeiro Acme' }),
    );
    await expect(args.onEdit).toHaveBeenCalled();
    await userEvent.click(within(panel).getByRole('button', { name: 'Fechar' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** A new group: nothing yet, each section says so. */
export const EmptyGroup: Story = {
  args: { group: sampleInsightsGroups[2] },
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement, 'Planejamento');
    await expect(within(panel).getByText('O grupo ainda não tem membros.')).toBeVisible();
    await expect(within(panel).getByText('O grupo não vê nenhum dashboard.')).toBeVisible();
    await expect(within(panel).getByText('O grupo não vê nenhum espaço de BI.')).toBeVisible();
  },
};

/** A change refused (the last administrator of a dashboard): the reason shows, the controls wait while saving. */
export const Refused: Story = {
  args: {
    busy: true,
    alert:
      'O dashboard Faturamento Mensal ficaria sem administrador. Torne outra pessoa ou grupo administrador antes.',
  },
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    await expect(within(panel).getByRole('alert')).toHaveTextContent('ficaria sem administrador');
    await expect(
      within(panel).getByRole('button', { name: 'Retirar ana@acme.example do grupo' }),
    ).toBeDisabled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    await expect(within(panel).getByRole('combobox', { name: 'Adicionar dashboard' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    await expect(within(panel).getByRole('combobox', { name: 'Add a member by e-mail' })).toBeVisible();
  },
};
