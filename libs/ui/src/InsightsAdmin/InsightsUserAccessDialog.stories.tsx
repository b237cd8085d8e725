import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { overlayDocs } from '../internal/overlayDocs';
import { InsightsUserAccessDialog } from './InsightsUserAccessDialog';
import { sampleDashboardOptions, sampleInsightsUsers, sampleWorkspaceOptions } from './insightsAdminFixtures';

const meta = {
  title: 'Pages/InsightsUserAccessDialog',
  component: InsightsUserAccessDialog,
  tags: ['autodocs'],
  args: {
    user: sampleInsightsUsers[0],
    dashboards: sampleDashboardOptions,
    workspaces: sampleWorkspaceOptions,
    onDashboardChange: fn(),
    onWorkspaceChange: fn(),
    onClose: fn(),
  },
  parameters: overlayDocs,
} satisfies Meta<typeof InsightsUserAccessDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
async function dialogOf(canvasElement: HTMLElement, name = 'Acesso de Ana Souza ao Insights') {
  const dialog = await body(canvasElement).findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/**
 * Her own grant changes ('Somente leitura', 'Remover acesso'); access that comes only from a group cannot be
 * removed here, and says why; a dashboard she does not see is given read-only.
 */
export const Access: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const costs = within(dialog).getByRole('group', { name: 'Ações para Custos por Ambiente' });
    await expect(
      within(costs).getByRole('button', { name: 'Tornar administrador do dashboard' }),
    ).toBeDisabled();
    await userEvent.click(within(costs).getByRole('button', { name: 'Somente leitura' }));
    await expect(args.onDashboardChange).toHaveBeenCalledWith('d-costs', 'reader');
    await userEvent.click(within(costs).getByRole('button', { name: 'Remover acesso' }));
    await expect(args.onDashboardChange).toHaveBeenLastCalledWith('d-costs', null);

    const billing = within(dialog).getByRole('group', { name: 'Ações para Faturamento Mensal' });
    await expect(within(billing).getByRole('button', { name: 'Remover acesso' })).toBeDisabled();
    await expect(within(dialog).getByText('Origem: Grupo Financeiro Acme')).toBeVisible();

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Dar acesso a um dashboard' }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: /Previsão Orçamentária/ }));
    await expect(args.onDashboardChange).toHaveBeenLastCalledWith('d-budget', 'reader');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Workspaces: 'Editar', 'Visualizar', 'Remover acesso' on the user's own grant. */
export const Workspaces: Story = {
  args: { user: sampleInsightsUsers[1] },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement, 'Acesso de Diego Costa ao Insights');
    const ops = within(dialog).getByRole('group', { name: 'Ações para Operações de Nuvem' });
    await userEvent.click(within(ops).getByRole('button', { name: 'Editar' }));
    await expect(args.onWorkspaceChange).toHaveBeenCalledWith('w-ops', 'edit');
  },
};

/** Nothing yet: each section says so. */
export const NoAccess: Story = {
  args: { user: sampleInsightsUsers[2] },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, 'Acesso de Elisa Prado ao Insights');
    await expect(within(dialog).getByText('Nenhum dashboard.')).toBeVisible();
    await expect(within(dialog).getByText('Nenhum espaço de BI.')).toBeVisible();
  },
};

/** A refusal (the last administrator) shows in the dialog; the actions wait while a change is saved. */
export const Refused: Story = {
  args: {
    busy: true,
    alert:
      'O dashboard Custos por Ambiente ficaria sem administrador. Torne outra pessoa ou grupo administrador antes.',
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole('alert')).toBeVisible();
    for (const button of within(dialog).getAllByRole('button', { name: 'Somente leitura' }))
      await expect(button).toBeDisabled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await dialogOf(canvasElement);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement, "Ana Souza's access to Insights");
    await expect(within(dialog).getAllByRole('button', { name: 'Make dashboard administrator' }).length).toBe(
      2,
    );
  },
};
